/**
 * The end-to-end suite over the composed site in Debian's Chromium.
 * Local: starts the built site as `npm start` does (on its own ports, fresh data).
 * QA: `E2E_BASE_URL=https://… npm run e2e` runs the same suite against a deployed site.
 */
import { defineConfig, devices } from '@playwright/test';
import {
  E2E_DEPLOY_TOKEN,
  E2E_PORTS,
  E2E_REMOTE_PORT_SETTINGS,
  E2E_TEST_RUN_TOKEN,
  E2E_VAR_DIR,
  FROZEN_NOW,
  LOCAL_BASE_URL,
  isLocalRun,
} from './support/env';
import { PREVIEWS, PREVIEW_STATE_FILE } from './support/preview';

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

const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
// A phone in Chromium: Pixel 7's touch, mobile viewport and user agent, at the 390 px width the site is designed for.
const PHONE = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } };
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
    { name: 'desktop', use: { ...DESKTOP, ...PREVIEWED }, testIgnore: /delivery\.spec/ },
    { name: 'phone', use: { ...PHONE, ...PREVIEWED }, testIgnore: /delivery\.spec/ },
    // Tests that deploy releases of remotes run alone, after the others (and without any preview:
    // they check what every visitor gets).
    { name: 'composition', use: DESKTOP, testMatch: /delivery\.spec/, dependencies: ['desktop', 'phone'], fullyParallel: false },
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
          SSB_DEPLOY_TOKEN: `e2e:${E2E_DEPLOY_TOKEN}`,
          SSB_TEST_RUN_TOKEN: E2E_TEST_RUN_TOKEN,
          SSB_SEED_TIME: FROZEN_NOW.toISOString(),
          // Every request is logged at info; the suite's output keeps warnings and errors.
          LOG_LEVEL: 'warn',
        },
      }
    : undefined,
});
