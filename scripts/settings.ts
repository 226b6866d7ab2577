/**
 * The settings of the local composed site (`npm start`, the e2e suite, the bench): each process's
 * own schema (the site server's, the API's, the origin's) checked against what the environment
 * gives it, plus the one setting that is npm start's alone, each remote's local port. All are read
 * before anything is built or written; docs/settings.md lists them.
 */
import path from 'node:path';
import { Type, type TObject } from '@sinclair/typebox';
import type { RemoteName } from '@ssb/contracts/node';
import { ORIGIN_SETTINGS } from '@ssb/federation-config/release/originSettings';
import { readSettings as readSchema, unknownSettings } from '@ssb/server-kit/settings/readSettings';
import { Port } from '@ssb/server-kit/settings/schema';
import { remotePackages } from '@ssb/federation-config/workspaces';
import { API_SETTINGS, readApiSettings } from '@ssb/api/settings';
import { SITE_SETTINGS, readSiteSettings, type SiteProcessSettings } from '@ssb/site-server/settings';
import { BACKOFFICE_SETTINGS, readBackofficeSettings } from '@ssb/backoffice/settings';
import { DEV_IDENTITY_SETTINGS, readDevIdentitySettings } from '@ssb/backoffice/dev-identity/settings';
import { repoRoot } from './lib/repoRoot';

export { repoRoot };

export interface RemoteSetting {
  name: RemoteName;
  dir: string;
  port: number;
}

/** npm start's own: the port of each remote's local origin (SSB_<NAME>_PORT, from its package.json). */
export const LOCAL_SETTINGS = Type.Object(
  Object.fromEntries(
    remotePackages().map((remote) => [
      remote.portSetting,
      Port({ default: remote.port, description: `${remote.remote}’s local origin (npm start, the e2e suite)` }),
    ]),
  ),
);

/** Every schema whose variables npm start passes on. */
export const LOCAL_SCHEMAS: readonly TObject[] = [
  SITE_SETTINGS,
  API_SETTINGS,
  BACKOFFICE_SETTINGS,
  DEV_IDENTITY_SETTINGS,
  ORIGIN_SETTINGS,
  LOCAL_SETTINGS,
];

/** Variables the tools read (the e2e suite, ssb-remote, the PostgreSQL tests): not typos. */
const TOOL_VARIABLES = [
  'SSB_SITE_URL',
  'SSB_REMOTE_ORIGIN',
  'SSB_TEST_DATABASE_URL',
  'SSB_NODE_DIR',
  'SSB_CONTENT_API_URL',
  'SSB_CONTENT_TOKEN',
  'SSB_CONTENT_TOKEN_FILE',
];

/** A stand-in deploy token, for checking the site's other settings when npm start will make one. */
const LOCAL_TOKEN_PLACEHOLDER = `local:${'x'.repeat(32)}`;
/** The same for the service token the site server and the API share. */
const SERVICE_TOKEN_PLACEHOLDER = 'x'.repeat(43);

/** Typos: SSB_ variables no process declares. */
export const unknownLocalSettings = (env: NodeJS.ProcessEnv = process.env): string[] => unknownSettings(LOCAL_SCHEMAS, env, TOOL_VARIABLES);

export function readSettings(env: NodeJS.ProcessEnv = process.env) {
  const local = readSchema(LOCAL_SETTINGS, env) as Record<string, number>;
  const remotes: RemoteSetting[] = remotePackages().map((remote) => ({
    name: remote.remote as RemoteName,
    dir: remote.dir,
    port: local[remote.portSetting] ?? remote.port,
  }));
  const host = env.SSB_HOST?.trim() || '127.0.0.1';
  const tokenGiven = Boolean(env.SSB_DEPLOY_TOKEN?.trim() || env.SSB_DEPLOY_TOKEN_FILE);
  const serviceTokenGiven = Boolean(env.SSB_SERVICE_TOKEN?.trim() || env.SSB_SERVICE_TOKEN_FILE);
  const serviceToken = serviceTokenGiven ? {} : { SSB_SERVICE_TOKEN: SERVICE_TOKEN_PLACEHOLDER };
  const apiPort = readApiSettings({ ...env, ...serviceToken }).port;
  const site: SiteProcessSettings = readSiteSettings(
    {
      ...env,
      SSB_VAR_DIR: path.resolve(repoRoot, env.SSB_VAR_DIR?.trim() || 'var'),
      SSB_API_URL: env.SSB_API_URL ?? `http://${host}:${apiPort}`,
      ...(tokenGiven ? {} : { SSB_DEPLOY_TOKEN: LOCAL_TOKEN_PLACEHOLDER }),
      ...serviceToken,
    },
    path.join(repoRoot, 'shell'),
  );
  const dataDir = path.resolve(repoRoot, env.SSB_DATA_DIR?.trim() || path.join(site.varDir, 'data'));
  // The API's own check, with what npm start gives it.
  const api = readApiSettings({ ...env, ...serviceToken, SSB_API_HOST: host, SSB_DATA_DIR: dataDir, SSB_PUBLIC_ORIGIN: site.publicOrigin });
  for (const remote of remotes)
    readSchema(ORIGIN_SETTINGS, { SSB_ORIGIN_PORT: String(remote.port), SSB_ORIGIN_DIR: remote.dir, LOG_LEVEL: env.LOG_LEVEL });
  // The back office, signing staff in at the bank's provider (SSB_STAFF_ISSUER) or, unset, at the
  // embedded development provider that npm start runs beside it.
  const identityPort = Number(env.SSB_DEV_IDENTITY_PORT?.trim() || 8087);
  const embeddedIdentity = !env.SSB_STAFF_ISSUER?.trim();
  const issuer = env.SSB_STAFF_ISSUER?.trim() || `http://localhost:${identityPort}`;
  const backofficePort = Number(env.SSB_BACKOFFICE_PORT?.trim() || 8086);
  const backofficeOrigin = env.SSB_BACKOFFICE_ORIGIN?.trim() || `http://localhost:${backofficePort}`;
  const backoffice = readBackofficeSettings({
    ...env,
    SSB_BACKOFFICE_HOST: host,
    SSB_BACKOFFICE_ORIGIN: backofficeOrigin,
    SSB_STAFF_ISSUER: issuer,
    SSB_STAFF_API_URL: `http://${host}:${apiPort}`,
  });
  const devIdentity = embeddedIdentity
    ? readDevIdentitySettings({
        SSB_ALLOW_DEV_IDENTITY: '1',
        SSB_DEV_IDENTITY_PORT: String(identityPort),
        SSB_DEV_IDENTITY_ISSUER: issuer,
        SSB_BACKOFFICE_ORIGIN: backofficeOrigin,
        SSB_DEV_IDENTITY_DIR: path.join(site.varDir, 'dev-identity'),
      })
    : null;
  return {
    host,
    sitePort: site.port,
    apiPort: api.port,
    publicOrigin: site.publicOrigin,
    remotes,
    varDir: site.varDir,
    dataDir,
    registryFile: site.registryFile,
    /** True when npm start makes (or reuses) the local deploy token under SSB_VAR_DIR. */
    localToken: !tokenGiven,
    /** True when npm start makes (or reuses) the service token the site server and the API share under SSB_VAR_DIR. */
    localServiceToken: !serviceTokenGiven,
    /** True when npm start makes (or reuses) Prometheus's token for the API's /metrics. */
    localMetricsToken: !(env.SSB_METRICS_TOKEN?.trim() || env.SSB_METRICS_TOKEN_FILE),
    devRemotes: site.devRemotes,
    siteProcesses: site.processes,
    pageCacheMs: site.env.SSB_PAGE_CACHE_MS,
    metricsPort: site.metricsPort,
    site,
    backoffice: { port: backoffice.port, origin: backoffice.options.origin, issuer, settings: backoffice },
    /** The embedded development identity provider's settings, or null when SSB_STAFF_ISSUER names the bank's. */
    devIdentity,
  };
}

export type Settings = ReturnType<typeof readSettings>;
