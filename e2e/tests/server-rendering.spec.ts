import type { Credit } from '@ssb/api-client/records';
import { test, expect } from '../support/fixtures';

// Pages arrive rendered by the site server: readable before, and without, any script;
// the app then takes over the same elements (hydration) rather than drawing the page again.

test.describe('server rendering', { tag: ['@shell', '@readonly'] }, () => {
  test('a product page is in the HTML itself and readable with JavaScript off', async ({ browser, request }) => {
    const credit = (await (await request.get('/api/Credit/1/?language_id=2')).json()) as Credit;
    const html = await (await request.get('/ru/Credit/1')).text();
    expect(html).toContain('data-server-rendered');
    expect(html).toContain(credit.title);

    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/ru/Credit/1');
      await expect(page.locator('main h1')).toHaveText(credit.title);
      // Links are plain links: the visitor can move on without the app.
      await page.getByTestId('sub-nav').locator('a[href^="/ru/Deposit"]').click();
      await expect(page).toHaveURL(/\/ru\/Deposit/);
      await expect(page.locator('main h1')).not.toHaveText(credit.title);
      await expect(page.locator('main h1')).toBeVisible();
    } finally {
      await context.close();
    }
  });

  for (const path of ['/', '/en/Deposit/6', '/ru/Rates', '/addresses', '/ru/news']) {
    test(`${path} is hydrated in place, with no difference from the server's HTML`, async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'warning') warnings.push(msg.text());
      });
      // Mark the server's heading before any script of the site runs.
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => {
          const heading = document.querySelector('main h1');
          if (heading) Object.assign(heading, { fromServer: true });
        }),
      );
      await page.goto(path);
      const heading = page.locator('main h1');
      await expect(heading).toBeVisible();
      expect(await heading.evaluate((h) => (h as HTMLElement & { fromServer?: boolean }).fromServer === true)).toBe(true);
      expect(await page.evaluate(() => document.getElementById('root')?.hasAttribute('data-server-rendered'))).toBe(true);
      expect(warnings.filter((w) => /server HTML differed/.test(w))).toEqual([]);
    });
  }

  for (const { path, product, result } of [
    { path: '/ru/Credit/1', product: '/api/Credit/1/', result: 'monthly-payment' },
    { path: '/en/Deposit/6', product: '/api/Deposit/6/', result: 'deposit-rate' },
  ]) {
    test(`${path} asks the API for its product neither to hydrate nor for its calculator`, async ({ page }) => {
      const asked: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === product) asked.push(request.url());
      });
      await page.goto(path);
      await expect(page.getByTestId(result)).toBeVisible();
      expect(asked).toEqual([]);
    });
  }
});
