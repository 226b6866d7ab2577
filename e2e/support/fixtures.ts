import { test as base, expect, type Page } from '@playwright/test';
import { PAGE_READY_ATTRIBUTE } from '../../shell/src/features/frame/pageReady';

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

/**
 * Every test fails on a console error or an uncaught page error, unless it declares the
 * errors it expects (a stopped remote logs a failed load, for one).
 */
export const test = base.extend<{ consoleErrors: string[]; allowConsoleErrors: (pattern: RegExp) => void; cspViolations: string[] }>({
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

export { expect };
