import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remotePackages } from '@ssb/federation-config/workspaces';

/**
 * Ports of the site the suite starts itself (apart from `npm start`'s, so both can run).
 * E2E_PORT_BASE moves them all, so two checkouts can run their suites side by side.
 */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 18080);
export const E2E_PORTS = {
  site: PORT_BASE,
  api: PORT_BASE + 5,
  backoffice: PORT_BASE + 6,
  identity: PORT_BASE + 7,
} as const;

/** The suite's back office and its development identity provider (npm start's, on the suite's ports). */
export const BACKOFFICE_URL = process.env.E2E_BACKOFFICE_URL ?? `http://localhost:${E2E_PORTS.backoffice}`;

/**
 * Each remote's origin as far from the suite's site as its declared local port (`ssb.port`) is
 * from `npm start`'s 8080, as the settings that move them (SSB_PRODUCTS_PORT=18081, …).
 */
export const E2E_REMOTE_PORT_SETTINGS: Record<string, string> = Object.fromEntries(
  remotePackages().map((remote) => [remote.portSetting, String(PORT_BASE + remote.port - 8080)]),
);

export const LOCAL_BASE_URL = `http://127.0.0.1:${E2E_PORTS.site}`;
export const isLocalRun = !process.env.E2E_BASE_URL;
/** Tests tagged @mutating post applications and deploy releases: on the suite's own site, or where QA says so. */
export const mutatingAllowed = isLocalRun || process.env.E2E_ALLOW_MUTATING === '1';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The suite's own site keeps its data, uploads and runtime config here (relative to the repo). */
export const E2E_VAR_DIR = PORT_BASE === 18080 ? 'var/e2e' : `var/e2e-${PORT_BASE}`;

/**
 * The deploy token of the suite's own site (a test value, not a secret of any real site). QA
 * pointing the suite at a deployed site sets E2E_DEPLOY_TOKEN to one of that site's tokens.
 */
export const E2E_DEPLOY_TOKEN = process.env.E2E_DEPLOY_TOKEN ?? 'e2e-suite-deploy-token-7c1f0a';

/**
 * Applications the suite posts carry its run (stored, never notified to the staff, removed by
 * `npm run remove-test-runs -w api`). The token is the site's SSB_TEST_RUN_TOKEN: a test value
 * for the suite's own site; QA sets E2E_TEST_RUN_TOKEN to the one of the site it points at.
 */
// Set once in the runner (which loads the config first); its workers inherit it.
process.env.E2E_RUN_ID ??= `e2e-${new Date()
  .toISOString()
  .replace(/[^0-9]/g, '')
  .slice(0, 14)}`;
export const E2E_RUN_ID = process.env.E2E_RUN_ID;
export const E2E_TEST_RUN_TOKEN = process.env.E2E_TEST_RUN_TOKEN ?? 'e2e-suite-test-run-token-3b9d21';
export const TEST_RUN_HEADERS = { 'x-ssb-test-run': E2E_RUN_ID, 'x-ssb-test-token': E2E_TEST_RUN_TOKEN };

/**
 * The suite's own site's secrets for the API's port (its internal routes and /metrics), which
 * only that site lets the tests reach: the service token the site server and the API share, and
 * Prometheus's token.
 */
export const E2E_SERVICE_TOKEN = 'e2e-suite-service-token-5e8a13c0d47f29b6';
export const E2E_METRICS_TOKEN = 'e2e-suite-metrics-token-91d6b2a7f0c3e845';

/**
 * The instant the browser believes it is in the visual checks: a Monday, 09:00 in Dushanbe
 * (UTC+5). The calculators' schedule starts "today" (and its figures follow the days in each
 * month) and the footer prints the year: they read this, not the machine's clock. The local site
 * is seeded as of the same instant (SSB_SEED_TIME), so the rates carry that morning's date.
 */
export const FROZEN_NOW = new Date('2026-03-02T09:00:00+05:00');
