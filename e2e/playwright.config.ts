/**
 * The end-to-end suite over the composed site in Debian's Chromium.
 * Local: starts the built site as `npm start` does (on its own ports, fresh data).
 * QA: `E2E_BASE_URL=https://… npm run e2e` runs the same suite against a deployed site.
 */
import { defineConfig } from '@playwright/test';
import {
  E2E_DEPLOY_TOKEN,
  E2E_METRICS_TOKEN,
  E2E_PORTS,
  E2E_REMOTE_PORT_SETTINGS,
  E2E_SERVICE_TOKEN,
  E2E_TEST_RUN_TOKEN,
  E2E_VAR_DIR,
  FROZEN_NOW,
  LOCAL_BASE_URL,
  isLocalRun,
} from './support/env';
import { PREVIEWS, PREVIEW_STATE_FILE } from './support/preview';
import { DESKTOP, PHONE } from './support/widths';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// The specs that switch live releases (deploys, rollbacks, canaries): the composition project's alone.
const SWITCHES_RELEASES = /(delivery|canary)\.spec/;
// With E2E_PREVIEW, every page of the desktop and phone projects carries the preview's cookie.
const PREVIEWED = PREVIEWS.length > 0 ? { storageState: PREVIEW_STATE_FILE } : {};

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: {
    timeout: 10_000,
    // The visual checks (tests/visual.spec.ts): pictures with no animation midway and no caret.
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      // A count, not a ratio: one changed letter is about 30 pixels, where 1 % of a full page is
      // some 27,000. The same Chromium and fonts give the same pixels from run to run, and
      // pixelmatch already ignores anti-aliasing; 10 is room for a stray pixel, not for a change.
      maxDiffPixels: 10,
      // Hides what a deployed preview adds (its banner), so the same baselines hold there.
      stylePath: './support/screenshot.css',
    },
  },
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // JUnit XML beside the HTML report for CI systems; traces and screenshots of failures in
  // test-results/; `npm test` adds its JSON for the summary line.
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    ['junit', { outputFile: 'playwright-report/junit.xml' }],
    ['./support/skipSummaryReporter.ts'],
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as ['json']] : []),
  ],
  outputDir: 'test-results',
  globalSetup: './support/globalSetup.ts',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? LOCAL_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'desktop', use: { ...DESKTOP, ...PREVIEWED }, testIgnore: SWITCHES_RELEASES },
    { name: 'phone', use: { ...PHONE, ...PREVIEWED }, testIgnore: SWITCHES_RELEASES },
    // Tests that deploy releases of remotes or run canaries run alone, after the others (and
    // without any preview: they check what every visitor gets). One worker: the delivery tests
    // (mfe_about) and the canary tests (mfe_products) never run at the same time, so neither's
    // pages are loaded while the other switches a release, and the canary's visitors' timings
    // are not those of a machine busy with the other file.
    {
      name: 'composition',
      use: DESKTOP,
      testMatch: SWITCHES_RELEASES,
      dependencies: ['desktop', 'phone'],
      fullyParallel: false,
      workers: 1,
    },
    // docs/screens, only when `npm run screens` asks for them (a test run never rewrites docs/).
    ...(process.env.E2E_SCREENS === '1'
      ? [
          { name: 'screens-desktop', use: DESKTOP, testDir: './screens' },
          { name: 'screens-phone', use: PHONE, testDir: './screens' },
        ]
      : []),
  ],
  webServer: isLocalRun
    ? {
        // A fresh data folder each run, so the seed content is what the tests expect.
        command: `rm -rf ../${E2E_VAR_DIR} && node --import tsx ../scripts/start.ts --no-build`,
        url: `${LOCAL_BASE_URL}/healthz`,
        timeout: 120_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        env: {
          SSB_VAR_DIR: E2E_VAR_DIR,
          SSB_SITE_PORT: String(E2E_PORTS.site),
          SSB_API_PORT: String(E2E_PORTS.api),
          SSB_BACKOFFICE_PORT: String(E2E_PORTS.backoffice),
          SSB_DEV_IDENTITY_PORT: String(E2E_PORTS.identity),
          ...E2E_REMOTE_PORT_SETTINGS,
          SSB_API_EXPOSE_APPLICATIONS: '1',
          // Every test posts and reads from the same loopback address; the per-address limits are
          // the API's own tests.
          SSB_RATE_LIMIT_MAX: '1000',
          SSB_READ_RATE_LIMIT_MAX: '100000',
          SSB_SEARCH_RATE_LIMIT_MAX: '10000',
          SSB_VITALS_RATE_LIMIT_MAX: '10000',
          // Every page of the suite comes from one address; its render budget is the site server's own tests'.
          SSB_RENDERS_PER_MINUTE: '100000',
          // Practically no visit of the suite is sampled; the field-data test makes its own visit
          // sampled (a random draw of 0), so the beacons it counts are its own.
          SSB_VITALS_SAMPLE: '0.000001',
          // The canary test (tests/canary.spec.ts) watches the judge roll back a slow release by
          // itself within a minute or two of visits: the judge looks every second (60 s on a real
          // site) and counts a metric from 6 values per cohort (100 on a real site), the few dozen
          // page views a test can make. The rules, margins and sequences are the real ones.
          SSB_CANARY_JUDGE_MS: '1000',
          SSB_CANARY_MIN_VALUES: '6',
          SSB_DEPLOY_TOKEN: `e2e:${E2E_DEPLOY_TOKEN}`,
          SSB_TEST_RUN_TOKEN: E2E_TEST_RUN_TOKEN,
          SSB_SERVICE_TOKEN: E2E_SERVICE_TOKEN,
          SSB_METRICS_TOKEN: E2E_METRICS_TOKEN,
          SSB_SEED_TIME: FROZEN_NOW.toISOString(),
          // Every request is logged at info; the suite's output keeps warnings and errors.
          LOG_LEVEL: 'warn',
        },
      }
    : undefined,
});
