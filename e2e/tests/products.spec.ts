import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

// The pages of mfe-products on the composed site: every route in three languages with the
// API's content in that language, the embedded calculators, the rate tabs and converter,
// FAQ toggles, unknown slugs and the apply button (axe over every page type is in visitors.spec.ts).

const LANGS = [
  { code: 'tj', prefix: '', id: 1 },
  { code: 'ru', prefix: '/ru', id: 2 },
  { code: 'en', prefix: '/en', id: 3 },
] as const;

/** Each fixed route and the API page whose title is its heading. */
const FIXED: { path: string; page: string }[] = [
  { path: '/Deposit', page: 'Deposit' },
  { path: '/Credit', page: 'Credit' },
  { path: '/Card', page: 'Card' },
  { path: '/transfers', page: 'transfers' },
  { path: '/rko', page: 'rko' },
  { path: '/safe-operations', page: 'safe-operations' },
  { path: '/SSB-mobile', page: 'SSB-mobile' },
  { path: '/rules-card', page: 'rules-card' },
  { path: '/Credit/faq', page: 'Credit/faq' },
  { path: '/Deposit/faq', page: 'Deposit/faq' },
  { path: '/FAQ', page: 'FAQ' },
  { path: '/legal-person', page: 'legal-person' },
  { path: '/services', page: 'services' },
  { path: '/services/view', page: 'services/view' },
  { path: '/financial-organization', page: 'financial-organization' },
  { path: '/correspondence', page: 'correspondence' },
  { path: '/sale', page: 'sale' },
  { path: '/interbank-lending', page: 'interbank-lending' },
  { path: '/organization-documents', page: 'organization-documents' },
  { path: '/Rates', page: 'Rates' },
];

async function apiJson<T>(request: APIRequestContext, path: string, languageId: number): Promise<T> {
  const sep = path.includes('?') ? '&' : '?';
  const res = await request.get(`/api${path}${sep}language_id=${languageId}`);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

const firstOf = async (request: APIRequestContext, path: string, languageId: number) =>
  (await apiJson<{ results: { id: number; slug?: string; title: string }[] }>(request, path, languageId)).results[0]!;

async function visit(page: Page, url: string) {
  const res = await page.goto(url);
  expect(res?.status(), url).toBe(200);
}

test.describe('mfe-products', { tag: ['@mfe-products', '@readonly'] }, () => {
  for (const lang of LANGS) {
    test(`every fixed product page in ${lang.code}: 200, the API's heading in that language, a title`, async ({ page, request }) => {
      test.setTimeout(120_000);
      for (const route of FIXED) {
        const info = await apiJson<{ title: string }>(request, `/pages/${encodeURIComponent(route.page)}/`, lang.id);
        await visit(page, `${lang.prefix}${route.path}`);
        await expect(page.locator('main h1, h1').first(), route.path).toHaveText(info.title);
        await expect(page).toHaveTitle(new RegExp(`^${info.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} — `));
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expect(page.getByRole('alert').filter({ hasText: /./ })).toHaveCount(0);
      }
    });

    test(`detail pages and the home page in ${lang.code}`, async ({ page, request }) => {
      test.setTimeout(90_000);
      const details = [
        { path: '/Credit/', item: await firstOf(request, '/Credit/', lang.id) },
        { path: '/Deposit/', item: await firstOf(request, '/Deposit/', lang.id) },
        { path: '/Card/', item: await firstOf(request, '/Card/', lang.id) },
        { path: '/transfers/', item: await firstOf(request, '/transfers/', lang.id) },
        { path: '/services/', item: await firstOf(request, '/services/', lang.id) },
      ];
      for (const { path, item } of details) {
        const slug = path === '/transfers/' || path === '/services/' ? item.slug : item.id;
        await visit(page, `${lang.prefix}${path}${slug}`);
        await expect(page.locator('h1').first()).toHaveText(item.title);
        await expect(page).toHaveTitle(new RegExp(`— `));
      }
      const popular = await apiJson<{ results: { title: string }[] }>(request, '/popular-products/', lang.id);
      const sliders = await apiJson<{ results: { title: string }[] }>(request, '/sliders/', lang.id);
      await visit(page, lang.prefix || '/');
      await expect(page.getByTestId('slider').getByRole('heading', { name: sliders.results[0]!.title })).toBeVisible();
      await expect(page.getByTestId('popular-product')).toHaveCount(popular.results.length);
      await expect(page.getByTestId('popular-product').first()).toContainText(popular.results[0]!.title);
      await expect(page.getByTestId('home-rates').getByTestId('rates-table')).toBeVisible();
      await expect(page.getByTestId('useful-links').getByRole('link').first()).toBeVisible();
    });
  }

  test('a credit and a deposit page embed the calculators of mfe-calculators', async ({ page, request }) => {
    const credit = await firstOf(request, '/Credit/', 3);
    await visit(page, `/en/Credit/${credit.id}`);
    await expect(page.getByTestId('calculator').getByTestId('credit-calculator')).toBeVisible();
    await expect(page.getByTestId('faq').getByRole('button').first()).toBeVisible();
    const deposit = await firstOf(request, '/Deposit/', 2);
    await visit(page, `/ru/Deposit/${deposit.id}`);
    await expect(page.getByTestId('calculator').getByTestId('deposit-calculator')).toBeVisible();
  });

  test('legal-entity products follow type=2', async ({ page, request }) => {
    const legal = await apiJson<{ results: { title: string }[] }>(request, '/Credit/?audience=legal', 3);
    await visit(page, '/en/Credit?type=2');
    await expect(page.getByTestId('credit-card')).toHaveCount(legal.results.length);
    await expect(page.getByTestId('credit-card').first()).toContainText(legal.results[0]!.title);
  });

  test('rate tabs switch, each with its figures and the time they were set, 100 USD converts at the shown rate', async ({ page, request }) => {
    const transfer = await apiJson<{ results: { currency: string; buy: number }[] }>(request, '/rates/?selector=TRANSFER', 3);
    const legal = await apiJson<{ results: { currency: string; buy: number }[] }>(request, '/rates/?selector=LEGAL', 3);
    await visit(page, '/en/Rates');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(4);
    await expect(page.getByTestId('rates-table').locator('tbody tr')).toHaveCount(3);
    await expect(page.getByTestId('rates-date')).toHaveText(/^Rates set on \d{2}\.\d{2}\.\d{4} at 08:00$/);
    // The legal entities' tab: figures of its own, not "not ready yet".
    await tabs.nth(1).click();
    await expect(page.getByTestId('rates-not-ready')).toHaveCount(0);
    const legalUsd = page.getByTestId('rates-table').locator('tr[data-currency="USD"]');
    await expect(legalUsd.getByTestId('buy')).toHaveText(legal.results.find((r) => r.currency === 'USD')!.buy.toFixed(2));
    await tabs.nth(1).press('ArrowRight');
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(2)).toBeFocused();
    const usdRow = page.getByTestId('rates-table').locator('tr[data-currency="USD"]');
    const shownBuy = Number((await usdRow.getByTestId('buy').innerText()).replace(/,/g, ''));
    expect(shownBuy).toBe(transfer.results.find((r) => r.currency === 'USD')!.buy);
    await page.getByTestId('convert-amount').fill('100');
    await page.getByTestId('convert-from').selectOption('USD');
    await page.getByTestId('convert-to').selectOption('TJS');
    const expected = (100 * shownBuy).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await expect(page.getByTestId('convert-result')).toHaveText(`${expected} TJS`);
    await page.getByTestId('convert-amount').fill('abc');
    await expect(page.getByRole('alert')).toContainText('positive amount');
    await expect(page.getByTestId('gold-table').locator('tbody tr').first()).toContainText('1 g');
  });

  test('a fresh site draws 90 days of rates history on every tab', async ({ page, request }) => {
    for (const selector of ['NON_CASH', 'LEGAL', 'TRANSFER', 'CardTransfer']) {
      const history = await apiJson<{ points: unknown[] }>(request, `/rates/history/?selector=${selector}&days=90`, 3);
      expect([selector, history.points.length >= 60]).toEqual([selector, true]);
    }
    await visit(page, '/ru/Rates');
    await page.getByRole('button', { name: '90 дней' }).click();
    await expect(page.getByRole('img', { name: /USD/ })).toBeVisible();
    await expect(page.getByTestId('history-empty')).toHaveCount(0);
  });

  test('a loan says its fixed rate as it is, its effective rate beside it, and asks the questions of its own product', async ({ page }) => {
    await visit(page, '/en/Credit/1');
    const facts = page.locator('main ul').first();
    await expect(facts).toContainText('24% a year');
    await expect(facts).not.toContainText('From 24%');
    await expect(page.getByTestId('credit-effective-rate-range')).toHaveText(/^Effective rate: \d+\.\d\d% to \d+\.\d\d% a year$/);
    // The consumer loan's questions: none about a mortgage's down payment or the harvest.
    await expect(page.getByTestId('faq').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'What down payment does a mortgage need?' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Can repayments follow the harvest season?' })).toHaveCount(0);
    await visit(page, '/en/Credit/2');
    await expect(page.getByRole('button', { name: 'What down payment does a mortgage need?' })).toBeVisible();
    // A deposit whose rate depends on the term says "up to"; one rate is said as it is.
    await visit(page, '/en/Deposit/6');
    await expect(page.locator('main ul').first()).toContainText('Up to 8% a year');
  });

  test('the home page: popular products fill their last row, the carousel’s controls leave its picture alone', async ({ page }) => {
    await visit(page, '/en');
    const cards = page.getByTestId('popular-product');
    await expect(cards.first()).toBeVisible();
    const boxes = await cards.evaluateAll((els) =>
      els.map((e) => e.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right, top: r.top })),
    );
    const grid = await page.getByTestId('popular-products').evaluate((e) => e.getBoundingClientRect());
    const rows = [...new Set(boxes.map((b) => Math.round(b.top)))];
    if (rows.length > 1) {
      // A grid (not a phone's sideways row): every row reaches the grid's right edge.
      for (const top of rows) {
        const right = Math.max(...boxes.filter((b) => Math.round(b.top) === top).map((b) => b.right));
        expect(Math.abs(right - grid.right)).toBeLessThan(2);
      }
    }
    const slider = page.getByTestId('slider');
    const picture = await slider.locator('img').boundingBox();
    const controls = await page.getByTestId('slider-dots').boundingBox();
    expect(picture && controls).toBeTruthy();
    const overlap = !(
      controls!.x + controls!.width <= picture!.x ||
      picture!.x + picture!.width <= controls!.x ||
      controls!.y + controls!.height <= picture!.y ||
      picture!.y + picture!.height <= controls!.y
    );
    expect(overlap).toBe(false);
  });

  test('FAQ items start closed and toggle with the keyboard', async ({ page }) => {
    await visit(page, '/ru/FAQ');
    const first = page.getByTestId('faq').getByRole('button').first();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('faq').getByRole('region').first()).toBeVisible();
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  test('the mobile page links Google Play, the App Store and the APK', async ({ page }) => {
    await visit(page, '/SSB-mobile');
    const links = page.getByTestId('links').getByRole('link');
    await expect(links).toHaveCount(3);
    await expect(links.nth(0)).toHaveAttribute('href', /play\.google\.com/);
    await expect(links.nth(1)).toHaveAttribute('href', /apps\.apple\.com/);
    await expect(links.nth(2)).toHaveAttribute('href', /\.apk$/);
  });

  test('an unknown slug shows the 404 page with status 404', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/);
    const answers: number[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'document') answers.push(res.status());
    });
    await page.goto('/en/Credit/99999');
    // Answered 404 by the server at the address asked for, with the 404 page and its ways on.
    expect(answers[0]).toBe(404);
    await expect(page).toHaveURL(/\/en\/Credit\/99999(\?type=\d)?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('searchbox').or(page.getByRole('main').getByRole('textbox')).first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Branches and ATMs' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /8855/ })).toBeVisible();

    // A search from the 404 page lands on the site search with the words asked for.
    await page.getByRole('main').getByRole('searchbox').or(page.getByRole('main').getByRole('textbox')).first().fill('deposit');
    await page.getByRole('main').getByRole('searchbox').or(page.getByRole('main').getByRole('textbox')).first().press('Enter');
    await expect(page).toHaveURL(/\/en\/search\?q=deposit$/);
  });

  test('the card page opens the card application', async ({ page, request }) => {
    const card = await firstOf(request, '/Card/', 3);
    await visit(page, `/en/Card/${card.id}`);
    await page.getByTestId('apply').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog')).toContainText(card.title);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('product pages fit the screen without sideways scrolling', async ({ page }) => {
      for (const url of ['/', '/ru/Credit', '/en/Rates', '/Card', '/en/legal-person']) {
        await visit(page, url);
        await expect(page.locator('h1').first()).toBeAttached();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, url).toBeLessThanOrEqual(0);
      }
    });

    test('a table wider than the screen is a named region the keyboard can reach and scroll', async ({ page }) => {
      // The rates fit 390 px; on the narrowest phones (320 px) they scroll sideways.
      await page.setViewportSize({ width: 320, height: 700 });
      await visit(page, '/ru/Rates');
      const region = page.getByRole('region', { name: 'Курсы валют' });
      await expect(region.getByTestId('rates-table')).toBeVisible();
      const wider = await region.evaluate((box) => box.scrollWidth > box.clientWidth);
      expect(wider).toBe(true); // otherwise this test checks nothing
      await region.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
      const result = await new AxeBuilder({ page }).include('main').analyze();
      expect(result.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

      // Wide enough for the table, the same region is no longer a tab stop.
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect.poll(() => region.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(false);
      await expect(region).not.toHaveAttribute('tabindex');
    });
  });
});
