import { test as base, expect, type Page } from '@playwright/test';
import { PAGE_READY_ATTRIBUTE } from '@ssb/shell/server';
import { mutatingAllowed, TEST_RUN_HEADERS } from './env';

/**
 * A server-rendered page is on screen before its scripts run; a test acts like a visitor who
 * waits for the page to be live, so navigation waits for the shell's ready mark.
 */
function waitForLivePages(page: Page) {
  const live = () => page.waitForFunction((name) => document.documentElement.hasAttribute(name), PAGE_READY_ATTRIBUTE);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    // about:blank (to end a page's work between visits) has no app to wait for.
    if (!args[0].startsWith('about:')) await live();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await live();
    return response;
  };
}

const PART_TAG = /^@(shell|backoffice|mfe-(products|calculators|applications|about))$/;

const MUTATING_SKIP_REASON = "posts data: skipped against a site that is not the suite's own (set E2E_ALLOW_MUTATING=1 to run it there)";

/**
 * Every test fails on a console error or an uncaught page error, unless it declares the
 * errors it expects (a stopped remote logs a failed load, for one).
 */
export const test = base.extend<{
  consoleErrors: string[];
  allowConsoleErrors: (pattern: RegExp) => void;
  cspViolations: string[];
  tagRules: void;
}>({
  // Every test says whether it is safe against production and which part it covers (docs/qa.md);
  // a test that posts data runs against another site only where that site allows it.
  tagRules: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      const safety = testInfo.tags.filter((t) => t === '@readonly' || t === '@mutating');
      expect(safety, 'exactly one of @readonly and @mutating').toHaveLength(1);
      expect(
        testInfo.tags.filter((t) => PART_TAG.test(t)),
        'a tag of the part it covers (@shell, @backoffice, @mfe-…)',
      ).not.toEqual([]);
      testInfo.skip(safety[0] === '@mutating' && !mutatingAllowed, MUTATING_SKIP_REASON);
      await use();
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    waitForLivePages(page);
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await use(errors);
  },
  // The site's Content-Security-Policy must hold for everything the site does: a violation fails
  // the test even where the test allows other console errors.
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (msg) => {
        if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
      });
      await use(violations);
      expect(violations, 'CSP violations').toEqual([]);
    },
    { auto: true },
  ],
  allowConsoleErrors: [
    async ({ consoleErrors }, use) => {
      const allowed: RegExp[] = [];
      await use((pattern) => allowed.push(pattern));
      const unexpected = consoleErrors.filter((e) => !allowed.some((p) => p.test(e)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Marks the applications a page posts as this run's test data (TEST_RUN_HEADERS). Opt-in, for
 * the specs that post from the page: routing turns the browser's HTTP cache off, which the
 * delivery tests depend on.
 */
export async function markPostsAsTestRun(page: Page): Promise<void> {
  await page.route(/\/api\//, (route) =>
    route.request().method() === 'POST' ? route.continue({ headers: { ...route.request().headers(), ...TEST_RUN_HEADERS } }) : route.fallback(),
  );
}

export { expect };
