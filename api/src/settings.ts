/**
 * The API process's settings: every variable it reads, declared once with its type, default,
 * range and meaning (docs/settings.md is generated from this), read and checked before it opens
 * anything. The maintenance scripts read the storage part of the same schema.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import { Choice, Flag, List, LogLevel, Optional, Secret, Text, Url, Whole } from '@ssb/server-kit/settings/schema';
import { readSettings, SettingsError } from '@ssb/server-kit/settings/readSettings';
import { parseKeyRing } from '@ssb/server-kit/keyRing';
import { MIN_SECRET_LENGTH } from '@ssb/server-kit/secretTokens';
import { parseRoleGroups, STAFF_IDENTITY_SETTINGS } from '@ssb/server-kit/staffRoles';
import type { ApiOptions } from './app';
import { REPO_ROOT } from './paths';

const ADDRESS_OR_CIDR = '[0-9A-Fa-f:.]+(/[0-9]{1,3})?';

const STORAGE_SETTINGS = Type.Object({
  SSB_DATA_DIR: Text({
    default: 'var/data',
    description: 'the SQLite file, uploaded documents (disk store) and the mail outbox without SMTP (relative: to the repository)',
  }),
  DATABASE_URL: Optional(
    Secret({
      pattern: '^postgres(ql)?://',
      form: 'a postgres:// URL',
      description: 'a PostgreSQL URL: the database several instances share, instead of SQLite',
    }),
  ),
  SSB_UPLOAD_STORE: Optional(
    Choice(['disk', 'database'] as const, { description: 'where documents go (default: database with DATABASE_URL, else disk)' }),
  ),
});

export const API_SETTINGS = Type.Composite([
  Type.Object({
    SSB_API_HOST: Text({ default: '127.0.0.1', description: 'the address the API binds to (0.0.0.0 in a container)' }),
    SSB_API_PORT: Whole({ maximum: 65535, default: 8085, description: 'the API’s port (0: any free port, printed)' }),
  }),
  STORAGE_SETTINGS,
  Type.Object({
    SSB_SEED_TIME: Optional(
      Text({
        pattern: '^\\d{4}-\\d{2}-\\d{2}T',
        form: 'an ISO 8601 time',
        description: 'the instant the seed is loaded as of (the e2e site pins it)',
      }),
    ),
    SSB_OUTBOX_POLL_MS: Whole({ minimum: 100, default: 5_000, description: 'how often an instance looks for notifications left pending' }),
    SSB_OUTBOX_CLAIM_MS: Whole({
      minimum: 1_000,
      default: 60_000,
      description: 'how long an instance’s claim on a notification keeps others off it',
    }),
    SSB_API_CORS_ORIGINS: Optional(List({ items: 'origins', description: 'origins allowed to call the API from a browser' })),
    SSB_RATE_LIMIT_MAX: Whole({ minimum: 1, default: 60, description: 'POSTs per client address per minute per endpoint' }),
    SSB_READ_RATE_LIMIT_MAX: Whole({ minimum: 1, default: 600, description: 'GETs per client address per minute per endpoint' }),
    SSB_SEARCH_RATE_LIMIT_MAX: Whole({ minimum: 1, default: 60, description: 'searches per client address per minute' }),
    SSB_API_TRUSTED_PROXIES: List({
      item: ADDRESS_OR_CIDR,
      items: 'addresses or CIDR ranges',
      default: '127.0.0.1',
      description: 'peers (the site servers: addresses or CIDR ranges) whose X-Forwarded-For names the client',
    }),
    SSB_SMTP_URL: Optional(
      Secret({
        pattern: '^smtps?://',
        form: 'an smtp:// or smtps:// URL',
        description: 'the mail relay for staff notifications; unset, .eml files in outbox/',
      }),
    ),
    SSB_NOTIFY_TO: Text({
      default: 'applications@ssb.tj',
      pattern: '^[^\\s@]+@[^\\s@]+$',
      form: 'an e-mail address',
      description: 'where staff notifications go',
    }),
    SSB_PUBLIC_ORIGIN: Url({ default: 'http://localhost:8080', description: 'the site’s address as visitors know it: newsletter links point there' }),
    SSB_DOCUMENT_THREADS: Optional(
      Whole({ minimum: 1, maximum: 16, description: 'worker threads that inspect uploaded documents; unset, one fewer than the cores (1 to 4)' }),
    ),
    SSB_DOCUMENT_CHECK_MS: Whole({ minimum: 100, default: 10_000, description: 'how long one document’s inspection may take' }),
    SSB_DOCUMENT_MEMORY_MB: Whole({ minimum: 32, default: 256, description: 'the heap of an inspecting worker (MB)' }),
    SSB_API_EXPOSE_APPLICATIONS: Flag({ description: '1 adds GET /api/test/applications (the e2e suite’s read-back only)' }),
    SSB_TEST_RUN_TOKEN: Optional(
      Secret({ minLength: MIN_SECRET_LENGTH, description: 'the secret with which the e2e suite marks its applications as test data' }),
    ),
    SSB_DATA_KEYS: Optional(
      Secret({
        form: 'id:<base64 of 32 bytes>, one per line or comma-separated, with an index key',
        description:
          'the key ring that seals applications and documents at rest (AES-256-GCM): the first key seals, every key opens, `index:` makes the blind indexes; required with DATABASE_URL, else made in the data folder',
      }),
    ),
    SSB_SERVICE_TOKEN: Secret({
      minLength: 32,
      description:
        'the secret the site server and the API share: the site server’s own reads (internal routes, readiness, past every limit) and the seal of a beacon it checked',
    }),
    SSB_METRICS_TOKEN: Optional(
      Secret({ minLength: 32, description: 'the bearer token Prometheus scrapes /metrics with; unset, /metrics answers nobody' }),
    ),
    SSB_STAFF_ISSUER: Optional(
      Url({
        description:
          'the staff’s identity provider (its OpenID Connect issuer): the staff routes accept its access tokens; unset, machine tokens only',
      }),
    ),
    ...STAFF_IDENTITY_SETTINGS,
    SSB_BACKOFFICE_ORIGIN: Url({
      default: 'http://localhost:8086',
      description: 'the back office’s address: staff notifications link to the application there',
    }),
    SSB_CLAMD: Optional(
      Text({
        pattern: '^(/|unix:/|tcp://)[^\\s]+$',
        form: 'a socket path or tcp://host:port',
        description: 'clamd, which scans every document before an application is accepted; unset, documents are stored unscanned (development only)',
      }),
    ),
    SSB_CLAMD_TIMEOUT_MS: Whole({ minimum: 500, default: 10_000, description: 'how long clamd may take over one document' }),
    SSB_RESCAN_MS: Whole({ minimum: 1_000, default: 30_000, description: 'how often documents accepted while clamd was down are scanned again' }),
    SSB_RETENTION_DAYS: Whole({
      minimum: 1,
      maximum: 3650,
      default: 180,
      description: 'applications and their documents are deleted this many days after they came, unless held',
    }),
    SSB_ACCESS_RECORD_DAYS: Whole({
      minimum: 30,
      maximum: 3650,
      default: 730,
      description: 'entries of the access record (who viewed what) are kept this long',
    }),
    SSB_RETENTION_SWEEP_MS: Whole({ minimum: 10_000, default: 3_600_000, description: 'how often retention looks for applications past their time' }),
    SSB_VITALS_RATE_LIMIT_MAX: Whole({ minimum: 1, default: 120, description: 'Web Vitals beacons per client address per minute' }),
    SSB_VITALS_RETENTION_HOURS: Whole({
      minimum: 1,
      default: 168,
      description: 'beacons older than this are deleted (hours); a canary is judged on its whole run, which may last days',
    }),
    SSB_VITALS_MAX_ROWS: Whole({
      minimum: 1,
      default: 500_000,
      description: 'at most this many rows of Web Vitals are kept, and as many page views and errors of canary cohorts',
    }),
    SSB_VITALS_PRUNE_MS: Whole({ minimum: 1_000, default: 300_000, description: 'how often old rows of Web Vitals are deleted' }),
    SSB_OTLP_TRACES_URL: Optional(
      Url({ description: 'an OpenTelemetry collector’s OTLP/HTTP traces endpoint (…/v1/traces): each request’s span is sent there; unset, none' }),
    ),
    SSB_SCHEMA: Choice(['migrate', 'wait'] as const, {
      default: 'migrate',
      description:
        'migrate: missing migrations are applied at start (under a lock); wait: the migration Job applies them (npm run migrate) and the API waits',
    }),
    SSB_SCHEMA_WAIT_MS: Whole({
      minimum: 1_000,
      default: 300_000,
      description: 'with SSB_SCHEMA=wait, how long the API waits for the schema before it gives up',
    }),
    SSB_DRAIN_MS: Whole({ maximum: 8_000, default: 0, description: 'after SIGTERM, how long /readyz answers 503 while requests are still served' }),
    LOG_LEVEL: LogLevel(),
  }),
]);

export type ApiEnv = Static<typeof API_SETTINGS>;

const list = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** Where the API keeps its data, for the server and the maintenance scripts alike. */
export function storageSettings(env: NodeJS.ProcessEnv = process.env) {
  const read = readSettings(STORAGE_SETTINGS, env);
  return { dataDir: path.resolve(REPO_ROOT, read.SSB_DATA_DIR), databaseUrl: read.DATABASE_URL, uploadStore: read.SSB_UPLOAD_STORE };
}

/** Every setting, checked (SettingsError names a wrong one), as the API's options. */
export function readApiSettings(env: NodeJS.ProcessEnv = process.env): { env: ApiEnv; host: string; port: number; options: ApiOptions } {
  const read = readSettings(API_SETTINGS, env);
  try {
    if (read.SSB_DATA_KEYS) parseKeyRing(read.SSB_DATA_KEYS);
    else if (read.DATABASE_URL)
      throw new Error('SSB_DATA_KEYS (or SSB_DATA_KEYS_FILE) is needed with DATABASE_URL: every instance seals personal data with the same keys');
    parseRoleGroups(read.SSB_STAFF_ROLE_GROUPS);
  } catch (error) {
    throw new SettingsError(error instanceof Error ? `SSB_DATA_KEYS: ${error.message}`.replace('SSB_DATA_KEYS: SSB_', 'SSB_') : String(error));
  }
  return {
    env: read,
    host: read.SSB_API_HOST,
    port: read.SSB_API_PORT,
    options: {
      dataDir: path.resolve(REPO_ROOT, read.SSB_DATA_DIR),
      databaseUrl: read.DATABASE_URL,
      uploadStore: read.SSB_UPLOAD_STORE,
      otlpTracesUrl: read.SSB_OTLP_TRACES_URL,
      schema: read.SSB_SCHEMA,
      schemaWaitMs: read.SSB_SCHEMA_WAIT_MS,
      outboxPollMs: read.SSB_OUTBOX_POLL_MS,
      outboxClaimMs: read.SSB_OUTBOX_CLAIM_MS,
      ...(read.SSB_SEED_TIME ? { seedTime: new Date(read.SSB_SEED_TIME) } : {}),
      corsOrigins: list(read.SSB_API_CORS_ORIGINS),
      rateLimitMax: read.SSB_RATE_LIMIT_MAX,
      rateLimits: { readMax: read.SSB_READ_RATE_LIMIT_MAX, searchMax: read.SSB_SEARCH_RATE_LIMIT_MAX },
      trustedProxies: list(read.SSB_API_TRUSTED_PROXIES),
      logger: { level: read.LOG_LEVEL },
      smtpUrl: read.SSB_SMTP_URL,
      notifyTo: read.SSB_NOTIFY_TO,
      publicOrigin: new URL(read.SSB_PUBLIC_ORIGIN).origin,
      exposeApplications: read.SSB_API_EXPOSE_APPLICATIONS === '1',
      testRunToken: read.SSB_TEST_RUN_TOKEN,
      serviceToken: read.SSB_SERVICE_TOKEN,
      metricsToken: read.SSB_METRICS_TOKEN,
      dataKeys: read.SSB_DATA_KEYS,
      staffIdentity: read.SSB_STAFF_ISSUER
        ? {
            issuer: read.SSB_STAFF_ISSUER,
            audience: read.SSB_STAFF_AUDIENCE,
            groupsClaim: read.SSB_STAFF_GROUPS_CLAIM,
            roleGroups: read.SSB_STAFF_ROLE_GROUPS,
          }
        : undefined,
      backofficeOrigin: new URL(read.SSB_BACKOFFICE_ORIGIN).origin,
      clamd: read.SSB_CLAMD,
      clamdTimeoutMs: read.SSB_CLAMD_TIMEOUT_MS,
      rescanMs: read.SSB_RESCAN_MS,
      retention: { days: read.SSB_RETENTION_DAYS, accessRecordDays: read.SSB_ACCESS_RECORD_DAYS, everyMs: read.SSB_RETENTION_SWEEP_MS },
      vitals: {
        rateLimitMax: read.SSB_VITALS_RATE_LIMIT_MAX,
        retentionHours: read.SSB_VITALS_RETENTION_HOURS,
        maxRows: read.SSB_VITALS_MAX_ROWS,
        pruneEveryMs: read.SSB_VITALS_PRUNE_MS,
      },
      inspection: {
        threads: read.SSB_DOCUMENT_THREADS ?? Math.min(4, Math.max(1, availableParallelism() - 1)),
        timeoutMs: read.SSB_DOCUMENT_CHECK_MS,
        memoryMb: read.SSB_DOCUMENT_MEMORY_MB,
      },
    },
  };
}
