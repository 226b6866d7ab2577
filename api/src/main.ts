/**
 * Starts the API: `tsx api/src/main.ts`. Settings come from the environment (api/README.md).
 */
import { buildApp } from './app';
import { storageSettings } from './storageSettings';
import { vitalsSettingsFromEnv } from './features/vitals/settings';

function instant(name: string, raw: string): Date {
  const date = new Date(raw);
  if (Number.isNaN(date.getTime())) throw new Error(`${name} must be a date and time, such as 2026-03-02T09:00:00+05:00`);
  return date;
}

function publicOrigin(raw: string): string {
  const url = new URL(raw);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`SSB_PUBLIC_ORIGIN must be an http(s) origin, not "${raw}"`);
  return url.origin;
}

async function main() {
  const port = Number(process.env.SSB_API_PORT ?? 8085);
  const host = process.env.SSB_API_HOST ?? '127.0.0.1';
  const corsOrigins = process.env.SSB_API_CORS_ORIGINS?.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const rateLimitMax = process.env.SSB_RATE_LIMIT_MAX ? Number(process.env.SSB_RATE_LIMIT_MAX) : undefined;
  const readMax = process.env.SSB_READ_RATE_LIMIT_MAX ? Number(process.env.SSB_READ_RATE_LIMIT_MAX) : undefined;
  const searchMax = process.env.SSB_SEARCH_RATE_LIMIT_MAX ? Number(process.env.SSB_SEARCH_RATE_LIMIT_MAX) : undefined;
  const trustedProxies = process.env.SSB_API_TRUSTED_PROXIES?.split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const ms = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);
  const app = await buildApp({
    ...storageSettings(),
    outboxPollMs: ms('SSB_OUTBOX_POLL_MS'),
    outboxClaimMs: ms('SSB_OUTBOX_CLAIM_MS'),
    // A test site pins it, so that dated content is the same on every run.
    ...(process.env.SSB_SEED_TIME ? { seedTime: instant('SSB_SEED_TIME', process.env.SSB_SEED_TIME) } : {}),
    corsOrigins,
    rateLimitMax,
    rateLimits: { ...(readMax ? { readMax } : {}), ...(searchMax ? { searchMax } : {}) },
    trustedProxies,
    // On by default: method, path, status, time and client of every request, errors with stacks.
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    smtpUrl: process.env.SSB_SMTP_URL || undefined,
    notifyTo: process.env.SSB_NOTIFY_TO || undefined,
    // The same setting as the site server's: where visitors reach the site (confirmation links).
    publicOrigin: publicOrigin(process.env.SSB_PUBLIC_ORIGIN || `http://localhost:${process.env.SSB_SITE_PORT ?? 8080}`),
    exposeApplications: process.env.SSB_API_EXPOSE_APPLICATIONS === '1',
    testRunToken: process.env.SSB_TEST_RUN_TOKEN || undefined,
    vitals: vitalsSettingsFromEnv(),
    inspection: {
      ...(ms('SSB_DOCUMENT_THREADS') ? { threads: ms('SSB_DOCUMENT_THREADS') } : {}),
      ...(ms('SSB_DOCUMENT_CHECK_MS') ? { timeoutMs: ms('SSB_DOCUMENT_CHECK_MS') } : {}),
      ...(ms('SSB_DOCUMENT_MEMORY_MB') ? { memoryMb: ms('SSB_DOCUMENT_MEMORY_MB') } : {}),
    },
  });
  const address = await app.listen({ port, host });
  console.log(`API listening on ${address}`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
