import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

// The pages of mfe-about on the composed site: every route in three languages, news from the
// list, ATMs by city and "open now" at a fixed clock, applying to a vacancy and the site search
// (axe over every page type is in visitors.spec.ts).

const LANGS = [
  // longDate: a date with its month in words (browsers have no Tajik month names of their own).
  { code: 'tj', prefix: '', id: 1, longDate: /^\d{1,2} (январи|феврали|марти|апрели|майи|июни|июли|августи|сентябри|октябри|ноябри|декабри) \d{4}$/ },
  { code: 'ru', prefix: '/ru', id: 2, longDate: /^\d{1,2} [а-я]+ \d{4} г\.$/ },
  { code: 'en', prefix: '/en', id: 3, longDate: /^[A-Z][a-z]+ \d{1,2}, \d{4}$/ },
] as const;

/** Routes whose heading is the API page of the same name. */
const PAGE_ROUTES = [
  'about-bank',
  'history',
  'head',
  'structure',
  'documents',
  'rights',
  'contact-us',
  'question',
  'news',
  'addresses',
  'gallery',
  'vacancy',
  'tenders',
];

async function apiJson<T>(request: APIRequestContext, path: string, languageId: number): Promise<T> {
  const sep = path.includes('?') ? '&' : '?';
  const res = await request.get(`/api${path}${sep}language_id=${languageId}`);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

async function visit(page: Page, url: string) {
  const res = await page.goto(url);
  expect(res?.status(), url).toBe(200);
}

test.describe('mfe-about', { tag: ['@mfe-about', '@readonly'] }, () => {
  for (const lang of LANGS) {
    test(`every about page in ${lang.code}: 200 and the API's heading in that language`, async ({ page, request }) => {
      test.setTimeout(120_000);
      for (const name of PAGE_ROUTES) {
        const info = await apiJson<{ title: string }>(request, `/pages/${name}/`, lang.id);
        await visit(page, `${lang.prefix}/${name}`);
        await expect(page.locator('h1').first(), name).toHaveText(info.title);
      }
      const news = (await apiJson<{ results: { slug: string; title: string }[] }>(request, '/news/', lang.id)).results[0]!;
      await visit(page, `${lang.prefix}/news/${news.slug}`);
      await expect(page.locator('h1').first()).toHaveText(news.title);
      await expect(page.locator('main time').first()).toHaveText(lang.longDate);
      const vacancy = (await apiJson<{ results: { id: number; title: string }[] }>(request, '/Vacancy/', lang.id)).results[0]!;
      await visit(page, `${lang.prefix}/vacancy/${vacancy.id}`);
      await expect(page.locator('h1').first()).toHaveText(vacancy.title);
      for (const path of ['/about', '/press-center', '/search?q=SSB']) {
        await visit(page, `${lang.prefix}${path}`);
        await expect(page.locator('h1').first(), path).toBeVisible();
      }
    });
  }

  test('a news item opens from the list', async ({ page }) => {
    await visit(page, '/en/news');
    const first = page.getByTestId('news-list').getByRole('link').first();
    const title = await first.textContent();
    await first.click();
    await expect(page.locator('h1').first()).toHaveText(title ?? '');
    await expect(page).toHaveURL(/\/en\/news\/[^/]+$/);
  });

  test('ATMs are found by city and by "open now" at a fixed clock', async ({ page, request }) => {
    // Wednesday 12:00 in Dushanbe (07:00 UTC).
    await page.clock.setFixedTime(new Date('2026-11-25T07:00:00Z'));
    const atms = (await apiJson<{ results: { cityId: number; city: string }[] }>(request, '/atms/', 3)).results;
    const city = atms[0]!;
    const inCity = atms.filter((a) => a.cityId === city.cityId).length;
    await visit(page, '/en/addresses');
    await page.getByRole('button', { name: 'ATMs' }).click();
    await expect(page.getByTestId('locations')).toBeVisible();
    await page.getByRole('combobox', { name: 'City' }).selectOption(String(city.cityId));
    await expect(page.getByTestId('loc-count')).toHaveText(new RegExp(`^${inCity} point`));
    await page.getByRole('checkbox', { name: 'Open now' }).check();
    const count = page.getByTestId('loc-count');
    await expect(count).toBeVisible();
    const open = Number.parseInt((await count.textContent()) ?? '0', 10);
    expect(open).toBeLessThanOrEqual(inCity);
    if (open > 0) await expect(page.getByTestId('locations').locator('li').first()).toContainText('Open now');
  });

  test('applying to a vacancy opens the application dialog with its title', async ({ page }) => {
    await visit(page, '/en/vacancy');
    const link = page.getByTestId('vacancies').getByRole('link').first();
    const title = (await link.textContent()) ?? '';
    await link.click();
    await page.getByTestId('apply').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog')).toContainText(title);
  });

  test('the site search finds a word of a credit product and a news item and follows a result', async ({ page, request }) => {
    const found = await apiJson<{ results: { kind: string }[] }>(request, '/search/?q=loan', 3);
    const kinds = new Set(found.results.map((r) => r.kind));
    await visit(page, '/en/search?q=loan');
    const results = page.getByTestId('search-results');
    await expect(results).toBeVisible();
    expect([...kinds], 'loan occurs in a credit product and a news item').toEqual(expect.arrayContaining(['credit', 'news']));
    // The groups are named as the navigation names them.
    await expect(results.getByRole('heading', { name: 'Loans' })).toBeVisible();
    await expect(results.getByRole('heading', { name: 'News' })).toBeVisible();
    await expect(results.locator('mark').first()).toBeVisible();
    await visit(page, '/en/search?q=qqqzzzxx');
    await expect(page.getByTestId('empty')).toBeVisible();
    await visit(page, '/en/search?q=loan');
    const link = page.getByTestId('search-results').getByRole('link').first();
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href ?? ''}$`));
    await expect(page.locator('h1').first()).toBeVisible();
  });
});
