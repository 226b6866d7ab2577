import { test as base, expect } from '@playwright/test';

/**
 * Every test fails on a console error or an uncaught page error, unless it declares the
 * errors it expects (a stopped remote logs a failed load, for one).
 */
export const test = base.extend<{ consoleErrors: string[]; allowConsoleErrors: (pattern: RegExp) => void }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await use(errors);
  },
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
