import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { LANGS, apiJson } from '../support/siteContent';

// What a first-time customer notices, at the width of each project (1280 and 390 px) and in three
// languages: news as recent as the site, the branch map, the policy in a customer's words, the ways
// to an application sent, and the small things of the frame (the header, the sub-navigation, the
// menu's language list, the newsletter field). Axe over every page type is in visitors.spec.ts.

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
const today = () => new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const intersect = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of the visible elements a locator finds. */
const visibleBoxes = (locator: Locator) =>
  locator.evaluateAll((els) =>
    els
      .filter((e) => getComputedStyle(e).display !== 'none')
      .map((e) => {
        const r = e.getBoundingClientRect();
        return { text: e.textContent ?? '', x: r.x, y: r.y, width: r.width, height: r.height };
      }),
  );

test.describe('news and offers as recent as the site', { tag: ['@mfe-about', '@readonly'] }, () => {
  test('the newest news is days old in every language, none is dated ahead, and an offer names a last day still to come', async ({
    page,
    request,
  }) => {
    for (const lang of LANGS) {
      const news = await apiJson<{ results: { slug: string; date: string; summary: string; deadline?: string }[] }>(
        request,
        '/news/?page_size=50',
        lang.id,
      );
      expect(daysBetween(news.results[0]!.date, today())).toBeLessThanOrEqual(7);
      expect(news.results.every((n) => n.date <= today())).toBe(true);
      const offer = news.results.find((n) => n.slug === 'korti-milli-free');
      expect(offer?.deadline && offer.deadline >= today()).toBe(true);
      expect(offer?.summary).not.toContain('{deadline}');
    }
    await page.goto('/en/news');
    const first = page.locator('main time').first();
    const shown = await first.getAttribute('datetime');
    expect(daysBetween(shown!, today())).toBeLessThanOrEqual(7);
    // The pager is named in the page's language.
    await page.goto('/ru/news');
    await expect(page.getByRole('navigation', { name: 'Страницы новостей' })).toBeVisible();
  });
});

test.describe('the branch map', { tag: ['@mfe-about', '@readonly'] }, () => {
  for (const lang of LANGS) {
    test(`in ${lang.code}: axe finds nothing, no name covers a marker or another name, one map link an office`, async ({ page }) => {
      await page.goto(`${lang.prefix}/addresses`);
      const map = page.getByTestId('locations-map');
      await expect(map.getByRole('button').first()).toBeVisible();
      const axe = await new AxeBuilder({ page }).include('[data-testid="locations-map"]').withTags(WCAG_22_AA).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      // Each marker's name starts with the number it shows.
      for (const marker of await map.getByRole('button').all()) {
        const shown = (await marker.innerText()).trim();
        expect(await marker.getAttribute('aria-label')).toMatch(new RegExp(`^${shown}\\. `));
      }
      // Measured, as the browser lays them out: no two boxes of names and markers intersect.
      const names = await visibleBoxes(map.getByTestId('map-label'));
      const markers = await visibleBoxes(map.getByRole('button'));
      expect(names.length).toBeGreaterThanOrEqual(isPhone(page) ? 5 : 9);
      const clashes: string[] = [];
      names.forEach((a, i) => {
        for (const b of [...names.slice(i + 1), ...markers]) if (intersect(a, b)) clashes.push(`${a.text} × ${b.text}`);
      });
      expect(clashes).toEqual([]);
      // One way to a map per office.
      const entries = page.getByTestId('locations').locator('> li');
      for (const entry of (await entries.all()).slice(0, 3)) {
        await expect(entry.getByRole('button')).toHaveCount(0);
        await expect(entry.getByRole('link').filter({ hasText: /map|карт|харита/i })).toHaveCount(1);
      }
    });
  }

  test('is in a phone’s first screen, above the bottom menu', async ({ page }) => {
    test.skip(!isPhone(page), 'the bottom menu is a phone’s');
    for (const lang of LANGS) {
      await page.goto(`${lang.prefix}/addresses`);
      const map = await page.getByTestId('locations-map').boundingBox();
      const menu = await page.getByTestId('bottom-menu').boundingBox();
      expect(map!.y + map!.height, lang.code).toBeLessThanOrEqual(menu!.y);
      await expect(page.getByTestId('map-label').first()).toBeVisible();
    }
  });
});

test.describe('pages a customer reads', { tag: ['@mfe-about', '@readonly'] }, () => {
  test('/privacy speaks in a customer’s words, the technical list below', async ({ page }) => {
    for (const lang of LANGS) {
      await page.goto(`${lang.prefix}/privacy`);
      const sections = page.locator('main section');
      const body = sections.filter({ has: page.getByRole('heading', { name: /^(1|2|3|4|5|6|7|8|9|10|11)\. / }) });
      const text = (await body.allInnerTexts()).join('\n');
      expect(text).not.toMatch(/\/api\/|sendBeacon|ssb:chunk|localStorage|sessionStorage|HttpOnly/);
      // The inventory is there, last.
      // (a table from 768 px, a card a row on a phone)
      await expect(sections.last()).toContainText('ssb:chunk-reload-at');
      await expect(sections.last()).toContainText('POST /api/vitals');
    }
  });

  test('/question says its deadline once and gives its form a heading of its own', async ({ page }) => {
    for (const [prefix, fifteen] of [
      ['', '15 рӯзи корӣ'],
      ['/ru', '15 рабочих дней'],
      ['/en', '15 working days'],
    ] as const) {
      await page.goto(`${prefix}/question`);
      await expect(page.getByRole('form')).toBeVisible();
      const text = await page.locator('main').innerText();
      expect(text.split(fifteen).length - 1).toBe(1);
      const headings = await page.locator('main h1, main h2').allInnerTexts();
      expect(new Set(headings).size).toBe(headings.length);
    }
  });

  test('search snippets never repeat the title and keep list items apart', async ({ page }) => {
    await page.goto('/en/search?q=utilities');
    const results = page.getByTestId('search-results').locator('li');
    await expect(results.first()).toBeVisible();
    for (const result of await results.all()) {
      const title = (await result.getByRole('link').first().innerText()).trim();
      const snippet = (await result.locator('p').first().innerText()).trim();
      expect(snippet).not.toBe(title);
    }
    await expect(page.locator('main')).toContainText('Tajikistan. Payments for utilities');
  });
});

test.describe('the way to an application sent', { tag: ['@shell', '@readonly'] }, () => {
  for (const [lang, label] of [
    [LANGS[0], 'Дархости ман дар куҷост?'],
    [LANGS[1], 'Где моя заявка?'],
    [LANGS[2], 'Where is my application?'],
  ] as const) {
    test(`"${label}" from the footer and the mobile menu`, async ({ page }) => {
      await page.goto(`${lang.prefix}/Card`);
      const footer = page.getByRole('contentinfo');
      if (isPhone(page)) {
        await footer.getByRole('button', { name: /Хизматрасониҳо|Услуги|Services/ }).click();
      }
      await expect(footer.getByRole('link', { name: label })).toHaveAttribute('href', `${lang.prefix}/application-status?type=1`);
      if (isPhone(page)) {
        await page.getByTestId('burger').click();
        await page.getByRole('dialog').getByRole('link', { name: label }).click();
        await expect(page).toHaveURL(new RegExp(`${lang.prefix}/application-status`));
        await expect(page.locator('h1')).toHaveText(label);
      }
    });
  }
});

test.describe('the frame at a glance', { tag: ['@shell', '@readonly'] }, () => {
  test('the phone header holds the logo, internet banking and the menu on one line; the sub-navigation shows it goes on', async ({ page }) => {
    test.skip(!isPhone(page), 'a phone’s header');
    for (const lang of LANGS) {
      await page.goto(`${lang.prefix}/Card`);
      const link = page.getByTestId('internet-banking-phone');
      const box = await link.boundingBox();
      // One line of 14 px text in a 44 px target.
      const lines = await link.evaluate((e) => Math.round(e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight)));
      expect(lines, lang.code).toBeLessThanOrEqual(2);
      expect(box!.height).toBeLessThanOrEqual(48);
      const logo = await page.getByTestId('logo').boundingBox();
      expect(Math.abs(logo!.y + logo!.height / 2 - (box!.y + box!.height / 2))).toBeLessThan(4);
      // Where the row goes on, its end says so: a chevron over a fade.
      const strip = page.getByTestId('sub-nav').locator('[data-overflow-end]');
      await expect(strip).toHaveAttribute('data-overflow-end', 'true');
      const cue = await strip.evaluate((e) => ({ content: getComputedStyle(e, '::after').content, opacity: getComputedStyle(e, '::after').opacity }));
      expect(cue).toEqual({ content: '"›"', opacity: '1' });
    }
  });

  test('Escape in the mobile menu’s language list closes the list, not the menu', async ({ page }) => {
    test.skip(!isPhone(page), 'the mobile menu');
    await page.goto('/en/Card');
    await page.getByTestId('burger').click();
    const menu = page.getByRole('dialog');
    await menu.getByRole('button', { name: /language: English/ }).click();
    await expect(menu.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('listbox')).toHaveCount(0);
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: /language: English/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('the footer’s newsletter field is 16 px, so a phone does not zoom in on it', async ({ page }) => {
    await page.goto('/en/Card');
    const footer = page.getByRole('contentinfo');
    await page.getByTestId('newsletter-placeholder').scrollIntoViewIfNeeded();
    const field = footer.getByRole('textbox', { name: 'E-mail' });
    await expect(field).toBeVisible({ timeout: 15_000 });
    expect(await field.evaluate((e) => getComputedStyle(e).fontSize)).toBe('16px');
  });
});
