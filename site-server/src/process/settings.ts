/**
 * The site server process's settings: every variable it reads, declared once with its type,
 * default, range and meaning (docs/settings.md is generated from this), read and checked before
 * the process does anything else.
 */
import os from 'node:os';
import path from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import { APP_LINKS_DEFAULT, type AppLinks, type RemoteName } from '@ssb/contracts/node';
import { Choice, List, LogLevel, Optional, Port, Secret, Share, Text, Url, Whole } from '@ssb/server-kit/settings/schema';
import { readSettings, SettingsError } from '@ssb/server-kit/settings/readSettings';
import { MIN_SECRET_LENGTH } from '@ssb/server-kit/secretTokens';
import { parseDeployTokens } from '../auth/tokens';
import { parsePinnedRemotes } from '../deploy/runtimeConfigView';

const ADDRESS_OR_CIDR = '[0-9A-Fa-f:.]+(/[0-9]{1,3})?';
const ORIGIN = 'https?://[^\\s,/]+';

export const SITE_SETTINGS = Type.Object({
  SSB_HOST: Text({ default: '127.0.0.1', description: 'the address the site server binds to (0.0.0.0 in a container)' }),
  SSB_SITE_PORT: Port({ default: 8080, description: 'the site’s port' }),
  SSB_API_URL: Url({ default: 'http://127.0.0.1:8085', description: 'the API that /api/ is proxied to' }),
  SSB_PUBLIC_ORIGIN: Optional(
    Url({ description: 'the site’s address as visitors know it, for canonical links (default http://localhost:<SSB_SITE_PORT>)' }),
  ),
  SSB_TRUST_PROXY: Optional(
    List({
      item: ADDRESS_OR_CIDR,
      items: 'addresses or CIDR ranges',
      description: 'load balancers in front (addresses or CIDR ranges) whose X-Forwarded-For names the visitor',
    }),
  ),
  SSB_VAR_DIR: Text({ default: 'var', description: 'where the registry file, the local deploy token and runtime files go' }),
  SSB_SHELL_DIR: Optional(Text({ description: 'the shell’s build (dist/ and dist-server/); default: the shell beside this package' })),
  DATABASE_URL: Optional(
    Secret({
      pattern: '^postgres(ql)?://',
      form: 'a postgres:// URL',
      description: 'a PostgreSQL URL: the deploy registry lives there, shared by every instance',
    }),
  ),
  SSB_DEPLOY_TOKEN: Secret({
    minLength: MIN_SECRET_LENGTH,
    description: 'deploy tokens: <secret>, name:<secret> or a team’s name@mfe_about:<secret>, comma-separated',
  }),
  SSB_SERVICE_TOKEN: Secret({
    minLength: 32,
    description:
      'the secret the site server and the API share: the site server’s own reads of the API (content revision, operations page, canary judge, readiness) and the seal of a beacon it checked',
  }),
  SSB_REMOTE_ORIGINS: Optional(
    List({ item: ORIGIN, items: 'http(s) origins', description: 'origins allowed to serve remotes; unset, loopback origins only' }),
  ),
  SSB_DEV_PREVIEW_ORIGINS: Optional(
    List({
      item: ORIGIN,
      items: 'http(s) origins',
      description:
        'origins besides loopback a team’s development preview (ssb-remote dev --site) may load its build from, for that browser only; loopback origins always may',
    }),
  ),
  SSB_DEV_REMOTES: Optional(
    Text({
      form: 'comma-separated <remote>=<manifest URL>',
      description: 'mfe_about=<manifest URL>: a remote pinned to a development build (npm run dev)',
    }),
  ),
  SSB_SITE_PROCESSES: Optional(
    Whole({ minimum: 1, maximum: 16, description: 'site server processes sharing the port; unset, one per core (at most 4)' }),
  ),
  SSB_PAGE_CACHE_MS: Whole({ default: 10_000, description: 'how long an anonymous rendered page is served from memory; 0 renders each' }),
  SSB_RENDERS_PER_MINUTE: Whole({ minimum: 1, default: 120, description: 'server renders one address may cause a minute' }),
  SSB_REGISTRY_POLL_MS: Whole({ minimum: 100, default: 2_000, description: 'how often the deploy registry is re-read' }),
  SSB_METRICS_PORT: Optional(Port({ description: 'an internal port for /metrics; unset, /metrics is on the site’s port behind a deploy token' })),
  SSB_INTERNAL_PORT: Optional(
    Port({
      description:
        'an internal port for /_deploy/remotes, /_ops and /metrics (staff and tools, through the internal gateway); set, the site’s port answers 404 for them',
    }),
  ),
  SSB_OTLP_TRACES_URL: Optional(
    Url({ description: 'an OpenTelemetry collector’s OTLP/HTTP traces endpoint (…/v1/traces): each request’s span is sent there; unset, none' }),
  ),
  SSB_SECURITY_CONTACT: List({
    item: '(mailto:[^\\s,@]+@[^\\s,]+|https://[^\\s,]+)',
    items: 'mailto: or https: URIs',
    default: 'mailto:security@ssb.tj',
    description: 'where /.well-known/security.txt tells researchers to report a vulnerability',
  }),
  SSB_VITALS_SAMPLE: Share({ default: 0.1, description: 'the share of page views whose Web Vitals browsers report (canary cohorts report all)' }),
  SSB_CANARY_JUDGE_MS: Whole({ minimum: 1_000, default: 60_000, description: 'how often the canary judge looks at each canary’s field data' }),
  SSB_CANARY_MIN_VALUES: Whole({
    minimum: 2,
    default: 100,
    description: 'values per cohort a metric needs before the canary judge counts it either way (tests lower it)',
  }),
  SSB_CANARY_MIN_VIEWS: Whole({ minimum: 2, default: 500, description: 'page views per cohort before the canary judge may step a canary up' }),
  SSB_RENDER_WALLS: Choice(['sandbox', 'permission-model'] as const, {
    default: 'sandbox',
    description:
      'sandbox: remote code renders inside bubblewrap, or not on the server at all; permission-model: weaker walls on purpose, for a development machine without bubblewrap (said at start and in /readyz; never in production)',
  }),
  SSB_RENDER_MEMORY_MB: Whole({ minimum: 768, default: 1024, description: 'the memory each render process may map as a whole (MB)' }),
  SSB_RENDER_MAX_BYTES: Whole({
    minimum: 64 * 1024,
    default: 2 * 1024 * 1024,
    description: 'the longest answer of a render (its HTML, styles and data): a longer one is not used, the page is served unrendered',
  }),
  SSB_RELAY_READS_PER_MINUTE: Whole({
    minimum: 1,
    default: 6_000,
    description: 'the API reads one release’s renders may make a minute, all together',
  }),
  SSB_PAGE_CACHE_MB: Whole({
    minimum: 1,
    maximum: 4_096,
    default: 64,
    description: 'the memory the page cache keeps pages in (MB, every encoding counted)',
  }),
  SSB_DRAIN_MS: Whole({
    maximum: 8_000,
    default: 0,
    description: 'after SIGTERM, how long /readyz answers 503 while requests are still served (a load balancer’s time to notice)',
  }),
  SSB_INTERNET_BANKING_URL: Url({ httpsOnly: true, default: 'https://ib.ssb.tj/', description: 'the internet bank’s login page' }),
  SSB_LEGAL_INTERNET_BANKING_URL: Url({
    httpsOnly: true,
    default: 'https://ib.ssb.tj/business/',
    description: 'the internet bank’s login page for companies',
  }),
  SSB_APP_LINK_GOOGLE_PLAY: Url({ httpsOnly: true, default: APP_LINKS_DEFAULT.googlePlay, description: 'SSB Mobile on Google Play' }),
  SSB_APP_LINK_APP_STORE: Url({ httpsOnly: true, default: APP_LINKS_DEFAULT.appStore, description: 'SSB Mobile on the App Store' }),
  SSB_APP_LINK_APK: Url({ httpsOnly: true, default: APP_LINKS_DEFAULT.apk, description: 'SSB Mobile as an APK file' }),
  LOG_LEVEL: LogLevel(),
});

type SiteEnv = Static<typeof SITE_SETTINGS>;

/** The settings in the form the site server's parts take. */
export interface SiteProcessSettings {
  env: SiteEnv;
  host: string;
  port: number;
  apiUpstream: string;
  publicOrigin: string;
  trustedProxies: string[];
  varDir: string;
  registryFile: string;
  shellDir: string;
  remoteOrigins: string | undefined;
  /** SSB_DEV_PREVIEW_ORIGINS: where development previews may load from besides loopback. */
  devPreviewOrigins: string | undefined;
  devRemotes: Partial<Record<RemoteName, string>>;
  appLinks: AppLinks;
  metricsPort: number | undefined;
  /** The internal listener's port (SSB_INTERNAL_PORT): the registry, /_ops and /metrics answer there only. */
  internalPort: number | undefined;
  /** Site server processes sharing the port (SSB_SITE_PROCESSES, or one per core up to 4). */
  processes: number;
}

/** A check that throws, its message made a settings error naming the variable. */
function asSettingsError<T>(name: string, check: () => T): T {
  try {
    return check();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new SettingsError(message.startsWith(name) ? message : `${name}: ${message}`);
  }
}

const list = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * Reads and checks every setting (SettingsError names a wrong one). `defaultShellDir` is where the
 * shell's build is when SSB_SHELL_DIR is unset: beside the running package.
 */
export function readSiteSettings(env: NodeJS.ProcessEnv, defaultShellDir: string): SiteProcessSettings {
  const read = readSettings(SITE_SETTINGS, env);
  // The forms a pattern cannot check: each token, each pinned remote.
  const devRemotes = asSettingsError('SSB_DEV_REMOTES', () => parsePinnedRemotes(read.SSB_DEV_REMOTES));
  asSettingsError('SSB_DEPLOY_TOKEN', () => parseDeployTokens(read.SSB_DEPLOY_TOKEN));
  const varDir = path.resolve(read.SSB_VAR_DIR);
  return {
    env: read,
    host: read.SSB_HOST,
    port: read.SSB_SITE_PORT,
    apiUpstream: new URL(read.SSB_API_URL).origin,
    publicOrigin: new URL(read.SSB_PUBLIC_ORIGIN ?? `http://localhost:${read.SSB_SITE_PORT}`).origin,
    trustedProxies: list(read.SSB_TRUST_PROXY),
    varDir,
    registryFile: path.join(varDir, 'deploy', 'registry.json'),
    shellDir: path.resolve(read.SSB_SHELL_DIR ?? defaultShellDir),
    remoteOrigins: read.SSB_REMOTE_ORIGINS,
    devPreviewOrigins: read.SSB_DEV_PREVIEW_ORIGINS,
    devRemotes,
    appLinks: { googlePlay: read.SSB_APP_LINK_GOOGLE_PLAY, appStore: read.SSB_APP_LINK_APP_STORE, apk: read.SSB_APP_LINK_APK },
    metricsPort: read.SSB_METRICS_PORT,
    internalPort: read.SSB_INTERNAL_PORT,
    processes: read.SSB_SITE_PROCESSES ?? Math.max(1, Math.min(os.availableParallelism(), 4)),
  };
}
