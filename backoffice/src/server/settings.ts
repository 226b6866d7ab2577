/**
 * The back office server's settings: every variable it reads, declared once (docs/settings.md
 * is generated from this) and checked before it opens anything. The bank's identity provider is
 * named by its issuer and the back office's client there; the groups-to-roles mapping is the
 * same setting the API reads (@ssb/server-kit/staffRoles). An issuer must be https, but on a
 * loopback address (the development provider of `npm start`).
 */
import path from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import { LogLevel, Optional, Port, Secret, Text, Url, Whole } from '@ssb/server-kit/settings/schema';
import { readSettings, SettingsError } from '@ssb/server-kit/settings/readSettings';
import { parseRoleGroups, STAFF_IDENTITY_SETTINGS, type RoleGroups } from '@ssb/server-kit/staffRoles';

export const BACKOFFICE_SETTINGS = Type.Object({
  SSB_BACKOFFICE_HOST: Text({ default: '127.0.0.1', description: 'the address the back office binds to (0.0.0.0 in a container)' }),
  SSB_BACKOFFICE_PORT: Port({ default: 8086, description: 'the back office’s port' }),
  SSB_BACKOFFICE_ORIGIN: Url({
    default: 'http://localhost:8086',
    description: 'the back office’s address as staff open it (an internal https host in production)',
  }),
  SSB_STAFF_ISSUER: Url({
    default: 'http://localhost:8087',
    description: 'the staff’s identity provider: its OpenID Connect issuer (https, but on loopback)',
  }),
  SSB_BACKOFFICE_CLIENT_ID: Text({ default: 'ssb-backoffice', description: 'the back office’s client id at the identity provider' }),
  SSB_BACKOFFICE_CLIENT_SECRET: Optional(Secret({ description: 'the back office’s client secret there; unset, a public client (PKCE alone)' })),
  SSB_STAFF_SCOPES: Text({
    default: 'openid profile groups offline_access',
    description: 'the scopes asked for at sign-in (Entra ID: openid profile offline_access api://<api>/staff)',
  }),
  SSB_STAFF_RESOURCE: Optional(
    Text({
      pattern: '^[a-z][a-z0-9+.-]*:[^\\s]+$',
      form: 'an absolute URI',
      description: 'the resource indicator (RFC 8707) of the API’s access tokens, where the provider uses them',
    }),
  ),
  ...STAFF_IDENTITY_SETTINGS,
  SSB_SITE_ORIGIN: Optional(
    Url({ description: 'the public site, where staff preview a change before it is approved (unset: no preview from here)' }),
  ),
  SSB_STAFF_API_URL: Url({
    default: 'http://127.0.0.1:8085',
    description: 'the API, whose internal staff routes the back office calls with the staff member’s token',
  }),
  DATABASE_URL: Optional(
    Secret({
      pattern: '^postgres(ql)?://',
      form: 'a postgres:// URL',
      description: 'PostgreSQL for the sessions (several instances); unset, SQLite in SSB_BACKOFFICE_DATA_DIR',
    }),
  ),
  SSB_BACKOFFICE_DATA_DIR: Text({
    default: 'var/backoffice',
    description: 'the SQLite file of the sessions without DATABASE_URL (relative: to the working directory)',
  }),
  SSB_BACKOFFICE_APP_DIR: Text({
    default: 'backoffice/dist/app',
    description: 'the built app the back office serves (relative: to the working directory)',
  }),
  SSB_BACKOFFICE_IDLE_MINUTES: Whole({ minimum: 1, maximum: 60, default: 15, description: 'a session unused this long ends' }),
  SSB_BACKOFFICE_SESSION_HOURS: Whole({ minimum: 1, maximum: 12, default: 8, description: 'a session ends this long after sign-in, used or not' }),
  LOG_LEVEL: LogLevel(),
});

export type BackofficeEnv = Static<typeof BACKOFFICE_SETTINGS>;

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

export interface BackofficeOptions {
  origin: string;
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  scopes: string;
  resource: string | undefined;
  groupsClaim: string;
  roleGroups: RoleGroups;
  apiUrl: string;
  /** The public site's origin, where a change is previewed; none: no preview. */
  siteOrigin?: string;
  databaseUrl: string | undefined;
  dataDir: string;
  appDir: string;
  idleMs: number;
  absoluteMs: number;
  logLevel: string;
}

export function readBackofficeSettings(env: NodeJS.ProcessEnv = process.env): {
  env: BackofficeEnv;
  host: string;
  port: number;
  options: BackofficeOptions;
} {
  const read = readSettings(BACKOFFICE_SETTINGS, env);
  const issuerText = read.SSB_STAFF_ISSUER ?? 'http://localhost:8087';
  const issuer = new URL(issuerText);
  if (issuer.protocol !== 'https:' && !LOOPBACK.test(issuer.hostname))
    throw new SettingsError('SSB_STAFF_ISSUER: the identity provider is reached over https (http only on a loopback address, in development)');
  let roleGroups: RoleGroups;
  try {
    roleGroups = parseRoleGroups(read.SSB_STAFF_ROLE_GROUPS);
  } catch (error) {
    throw new SettingsError(error instanceof Error ? error.message : String(error));
  }
  return {
    env: read,
    host: read.SSB_BACKOFFICE_HOST,
    port: read.SSB_BACKOFFICE_PORT,
    options: {
      origin: new URL(read.SSB_BACKOFFICE_ORIGIN).origin,
      issuer: issuerText,
      clientId: read.SSB_BACKOFFICE_CLIENT_ID ?? 'ssb-backoffice',
      clientSecret: read.SSB_BACKOFFICE_CLIENT_SECRET,
      scopes: read.SSB_STAFF_SCOPES,
      resource: read.SSB_STAFF_RESOURCE,
      groupsClaim: read.SSB_STAFF_GROUPS_CLAIM,
      roleGroups,
      apiUrl: read.SSB_STAFF_API_URL.replace(/\/+$/, ''),
      ...(read.SSB_SITE_ORIGIN ? { siteOrigin: new URL(read.SSB_SITE_ORIGIN).origin } : {}),
      databaseUrl: read.DATABASE_URL,
      dataDir: path.resolve(read.SSB_BACKOFFICE_DATA_DIR),
      appDir: path.resolve(read.SSB_BACKOFFICE_APP_DIR),
      idleMs: read.SSB_BACKOFFICE_IDLE_MINUTES * 60_000,
      absoluteMs: read.SSB_BACKOFFICE_SESSION_HOURS * 3_600_000,
      logLevel: read.LOG_LEVEL,
    },
  };
}
