import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

// The language: the switcher, localStorage `lang` (1/2/3), the cookie `lang`, the 302
// of `/` for a returning visitor, and <html lang>/title following the path.

const cookieOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'lang');
const stored = (page: Page) => page.evaluate(() => window.localStorage.getItem('lang'));

async function choose(page: Page, scope: ReturnType<Page['locator']> | Page, current: RegExp, language: string) {
  await scope.getByRole('button', { name: current }).click();
  await page.getByRole('option', { name: language }).click();
}

test.describe('shell languages', { tag: ['@shell', '@readonly'] }, () => {
  test.describe('desktop', () => {
    // The desktop header and footer; at phone width the bottom menu replaces them (the mobile tests below).
    test.skip(({ isMobile }) => isMobile, 'the desktop layout: the phone project runs the mobile tests of this file');
    test('switching language keeps the page and query, stores id and cookie, and survives reloads', async ({ page }) => {
      await page.goto('/Credit');
      await expect(page).toHaveURL(/\/Credit\?type=1$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'tg-TJ');

      await choose(page, page.getByRole('banner'), /^ТҶ — забон: Тоҷикӣ$/, 'Русский');
      await expect(page).toHaveURL(/\/ru\/Credit\?type=1$/);
      await expect(page.locator('[data-remote="mfe_products"] h1')).toHaveText('Кредиты');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU');
      await expect(page).toHaveTitle(/Банк SSB/);
      expect(await stored(page)).toBe('2');
      const cookie = await cookieOf(page);
      expect(cookie).toMatchObject({ value: 'ru', path: '/', sameSite: 'Lax' });
      // About a year.
      expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

      await page.reload();
      await expect(page).toHaveURL(/\/ru\/Credit\?type=1$/);
      expect(await stored(page)).toBe('2');

      // A returning visitor opening `/` goes to their language, the query kept.
      await page.goto('/?type=2');
      await expect(page).toHaveURL(/\/ru\?type=2$/);
      await expect(page.getByRole('banner')).toContainText('Юридическим лицам');

      await choose(page, page.getByRole('banner'), /^РУ — язык: Русский$/, 'English');
      await expect(page).toHaveURL(/\/en\?type=2$/);
      expect(await stored(page)).toBe('3');
      expect((await cookieOf(page))?.value).toBe('en');
      await page.goto('/');
      await expect(page).toHaveURL(/\/en\?type=1$/);

      await choose(page, page.getByRole('banner'), /^EN — language: English$/, 'Тоҷикӣ');
      await expect(page).toHaveURL(/\/\?type=1$/);
      expect(await stored(page)).toBe('1');
      expect((await cookieOf(page))?.value).toBe('tj');
      await page.goto('/');
      await expect(page).toHaveURL(/:\d+\/\?type=1$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'tg-TJ');
    });

    test('choosing the language shown changes nothing', async ({ page }) => {
      await page.goto('/en/about');
      await choose(page, page.getByRole('banner'), /^EN — language: English$/, 'English');
      await expect(page).toHaveURL(/\/en\/about\?type=4$/);
      await expect(page.getByRole('listbox')).toBeHidden();
    });

    test('the switcher works by keyboard', async ({ page }) => {
      await page.goto('/ru/Credit');
      const button = page.getByRole('banner').getByRole('button', { name: 'РУ — язык: Русский' });
      await button.focus();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('option', { name: 'Русский' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('listbox')).toBeHidden();
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/en\/Credit\?type=1$/);
      await expect(page.getByRole('banner').getByRole('button', { name: 'EN — language: English' })).toBeFocused();
    });

    test('the site server answers / with 302 by the cookie, and the path wins elsewhere', async ({ request }) => {
      for (const [lang, target] of [
        ['ru', '/ru?type=3'],
        ['en', '/en?type=3'],
      ] as const) {
        const res = await request.get('/?type=3', { headers: { cookie: `lang=${lang}` }, maxRedirects: 0 });
        expect(res.status()).toBe(302);
        expect(res.headers().location).toBe(target);
      }
      expect((await request.get('/', { headers: { cookie: 'lang=tj' }, maxRedirects: 0 })).status()).toBe(200);
      expect((await request.get('/', { maxRedirects: 0 })).status()).toBe(200);
      expect((await request.get('/Credit', { headers: { cookie: 'lang=en' }, maxRedirects: 0 })).status()).toBe(200);
      const html = await (await request.get('/ru/Credit')).text();
      expect(html).toContain('<html lang="ru-RU"');
      // The page's own title, in the page's language, before any script runs.
      expect(html).toMatch(/<title>[^<—]+ — Банк SSB<\/title>/);
      expect(html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]+\/en\/Credit"/);
      // No web font before the first paint: the shell's script adds them (features/web-fonts).
      expect(html).not.toMatch(/\.woff2/);
      expect(html).toMatch(/font-family: ?'Rubik Fallback'/);
    });

    test('the web fonts arrive after the first paint, from the shell', async ({ page }) => {
      await page.goto('/');
      const loaded = () =>
        page.evaluate(() =>
          [...document.fonts].filter((face) => face.status === 'loaded').map((face) => `${face.family.replace(/"/g, '')} ${face.weight}`),
        );
      // Noto Sans for the Tajik letters (ғ ӣ қ ӯ ҳ ҷ), which Rubik has not.
      await expect.poll(loaded).toEqual(expect.arrayContaining(['Rubik 400', 'Rubik 500', 'Noto Sans 400']));
    });

    test('hreflang alternates and the title follow client-side navigation', async ({ page }) => {
      await page.goto('/en');
      await page.getByRole('banner').getByRole('link', { name: 'About us' }).click();
      await expect(page).toHaveURL(/\/en\/about\?type=4$/);
      await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute('href', /\/ru\/about$/);
      await expect(page).toHaveTitle('About us — SSB Bank');
    });
  });

  test.describe('mobile', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('switching language in the side panel stores it and survives a reload', async ({ page }) => {
      await page.goto('/Credit');
      await page.getByRole('button', { name: 'Кушодани меню' }).click();
      const panel = page.getByRole('dialog', { name: 'Менюи сомона' });
      await choose(page, panel, /^ТҶ — забон: Тоҷикӣ$/, 'English');
      await expect(page).toHaveURL(/\/en\/Credit\?type=1$/);
      await expect(page.getByRole('dialog')).toBeHidden();
      expect(await stored(page)).toBe('3');
      expect((await cookieOf(page))?.value).toBe('en');
      await page.goto('/');
      await expect(page).toHaveURL(/\/en\?type=1$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

      await page.getByRole('button', { name: 'Open menu' }).click();
      await choose(page, page.getByRole('dialog'), /^EN — language: English$/, 'Русский');
      await expect(page).toHaveURL(/\/ru\?type=1$/);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU');
      expect(await stored(page)).toBe('2');
    });
  });
});
