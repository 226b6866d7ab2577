import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { LANGS, firstOf, type Lang } from '../support/siteContent';

// What a visitor meets on every kind of page, in three languages, at the width of each project
// (1280 on desktop, 390 on a phone): the WCAG 2.2 AA rules of axe over the whole page (header,
// footer and menus included), no sideways scrolling, and a title, description and canonical link
// of the page's own in the HTML the server sends.

// WCAG 2.2 AA, and axe's best practices (landmarks, heading order) the site has always kept.
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface PageType {
  kind: string;
  path: string;
  status: 200 | 404;
}

/** One page of each type, with the ids of the first items the API lists. */
async function pageTypes(request: APIRequestContext, lang: Lang): Promise<PageType[]> {
  const [credit, deposit, card, transfer, news, vacancy] = await Promise.all(
    ['/Credit/', '/Deposit/', '/Card/', '/transfers/', '/news/', '/Vacancy/'].map((list) => firstOf(request, list, lang.id)),
  );
  const ok = (kind: string, path: string): PageType => ({ kind, path: `${lang.prefix}${path}`, status: 200 });
  return [
    { kind: 'home', path: lang.prefix || '/', status: 200 },
    ok('product list', '/Credit'),
    ok('credit', `/Credit/${credit!.id}`),
    ok('deposit list', '/Deposit'),
    ok('deposit', `/Deposit/${deposit!.id}`),
    ok('card list', '/Card'),
    ok('card', `/Card/${card!.id}`),
    ok('transfer system', `/transfers/${transfer!.slug ?? transfer!.id}`),
    ok('FAQ', '/FAQ'),
    ok('rates', '/Rates'),
    ok('SSB Mobile', '/SSB-mobile'),
    ok('calculators', '/calculators'),
    ok('about', '/about'),
    ok('about the bank', '/about-bank'),
    ok('rights', '/rights'),
    ok('complaints', '/question'),
    ok('privacy', '/privacy'),
    ok('branches and ATMs', '/addresses'),
    ok('news list', '/news'),
    ok('news item', `/news/${news!.slug ?? news!.id}`),
    ok('gallery', '/gallery'),
    ok('vacancies', '/vacancy'),
    ok('vacancy', `/vacancy/${vacancy!.id}`),
    ok('search', '/search?q=SSB'),
    { kind: 'unknown page', path: `${lang.prefix}/no-such-page`, status: 404 },
    { kind: 'unknown credit', path: `${lang.prefix}/Credit/987654`, status: 404 },
    { kind: 'impossible vacancy', path: `${lang.prefix}/vacancy/zzz`, status: 404 },
  ];
}

interface HeadOfPage {
  title: string;
  description: string | null;
  canonical: string | null;
}

/** The head the server sent, read from the response's HTML before any script ran. */
async function serverHead(request: APIRequestContext, path: string): Promise<HeadOfPage> {
  // A new connection each time: between two pages the server may close an idle kept-alive one.
  const html = await (await request.get(path, { headers: { connection: 'close' } })).text();
  const attr = (re: RegExp) => re.exec(html)?.[1] ?? null;
  return {
    title: (attr(/<title>([^<]*)<\/title>/) ?? '').trim(),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
  };
}

async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe('every page type', { tag: ['@shell', '@readonly'] }, () => {
  // Three long tests, one per language: each on a worker of its own when one is free.
  test.describe.configure({ mode: 'parallel' });
  for (const lang of LANGS) {
    test(`in ${lang.code}: WCAG 2.2 AA by axe, no sideways scroll, its own title`, async ({ page, request, allowConsoleErrors }) => {
      // 28 page types, each with axe over the whole page: minutes on a busy 2-core machine.
      test.setTimeout(300_000);
      // The 404 pages are answered 404, which the browser reports as a failed load.
      allowConsoleErrors(/status of 404/);
      const problems: string[] = [];
      const titles = new Map<string, string>();
      for (const type of await pageTypes(request, lang)) {
        const res = await page.goto(type.path);
        expect(res?.status(), type.path).toBe(type.status);
        await settled(page);
        const axe = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
        for (const v of axe.violations) problems.push(`${type.path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        if (overflow > 0) problems.push(`${type.path}: ${overflow} px wider than the screen`);

        const head = await serverHead(request, type.path);
        expect(head.title, `${type.path}: the server's title`).not.toBe('');
        expect(head.description, `${type.path}: the server's description`).toBeTruthy();
        if (type.status === 200) {
          expect(head.canonical, `${type.path}: canonical`).toMatch(
            new RegExp(`^https?://[^/]+${type.path.replace(/\?.*$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
          );
          titles.set(head.title, [titles.get(head.title), type.kind].filter(Boolean).join(' = '));
        }
        // After the scripts ran, the title is still the one the server sent.
        const live = await expect
          .poll(() => page.title(), { timeout: 3_000 })
          .toBe(head.title)
          .then(
            () => null,
            () => page.title(),
          );
        if (live !== null) problems.push(`${type.path}: the server's title "${head.title}" became "${await live}"`);
      }
      expect(problems).toEqual([]);
      const shared = [...titles.values()].filter((kinds) => kinds.includes(' = '));
      expect(shared, 'pages of different types sharing a title').toEqual([]);
    });
  }
});

/** Open Graph's name of each language (language_TERRITORY). */
const OG_LOCALE: Record<Lang['code'], string> = { tj: 'tg_TJ', ru: 'ru_RU', en: 'en_US' };

/** The 404 page's heading in each language. */
const NOT_FOUND: Record<Lang['code'], string> = {
  tj: 'Ин саҳифа ёфт нашуд',
  ru: 'Эта страница не найдена',
  en: 'This page could not be found',
};

test.describe('detail addresses that no record has', { tag: ['@shell', '@readonly'] }, () => {
  // Every detail route: a parameter its rule refuses, and an id or word the API has no record of.
  const IMPOSSIBLE = ['/Credit/zzz', '/Deposit/abc', '/Card/abc', '/vacancy/zzz', '/Credit/0', '/news/a_b', '/services/a_b', '/transfers/x%20y'];
  const MISSING = [
    '/Credit/987654',
    '/Deposit/987654',
    '/Card/987654',
    '/vacancy/987654',
    '/news/no-such-news',
    '/services/no-such',
    '/transfers/no-such',
  ];

  test('answer 404 with the 404 page in every language, and come from one cached page per route', async ({ page, request, allowConsoleErrors }) => {
    test.setTimeout(120_000);
    allowConsoleErrors(/status of 404/);
    for (const lang of LANGS) {
      for (const path of [...IMPOSSIBLE, ...MISSING]) {
        const url = `${lang.prefix}${path}`;
        const res = await request.get(url, { headers: { connection: 'close' } });
        expect([url, res.status()]).toEqual([url, 404]);
        const html = await res.text();
        expect(html, url).toContain('window.__SSB_NOT_FOUND__=true;');
        // No page of the site: no address of its own, no alternates naming the slug.
        expect(html, url).not.toContain('rel="canonical"');
        expect(html, url).not.toContain('hreflang');
      }
      // The visitor sees the 404 page, not the list's title and "The data could not be loaded".
      await page.goto(`${lang.prefix}/Credit/zzz`);
      await expect(page.locator('h1')).toHaveText(NOT_FOUND[lang.code]);
      await expect(page.getByTestId('not-found')).toBeVisible();
    }
    // A second made-up slug of a route is the page cache's: no render, no API request of its own.
    let timing = '';
    for (let i = 0; i < 20 && !timing.startsWith('cache;desc="hit"'); i += 1) {
      const res = await request.get(`/en/Credit/made-up-${i}`, { headers: { connection: 'close' } });
      expect(res.status()).toBe(404);
      timing = res.headers()['server-timing'] ?? '';
    }
    expect(timing).toMatch(/^cache;desc="hit"/);
  });

  test('a navigation in the page to such an address shows the 404 page without asking the API', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/);
    await page.goto('/en/Credit');
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/Credit/zzz')) asked.push(r.url());
    });
    await page.evaluate(() => {
      window.history.pushState({}, '', '/en/Credit/zzz');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('h1')).toHaveText(NOT_FOUND.en);
    expect(asked).toEqual([]);
  });
});

test.describe('the bank in a browser tab and in a shared link', { tag: ['@shell', '@readonly'] }, () => {
  /** A PNG's width and height, from its IHDR chunk. */
  const pngSize = (bytes: Buffer) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];

  test('icons, a web manifest and Open Graph tags of each page', async ({ request }) => {
    test.setTimeout(90_000);
    const sizes: Record<string, number[]> = {
      '/apple-touch-icon.png': [180, 180],
      '/icon-192.png': [192, 192],
      '/icon-512.png': [512, 512],
      '/og-image.png': [1200, 630],
    };
    for (const file of ['/favicon.ico', '/favicon.svg', ...Object.keys(sizes)]) {
      const res = await request.get(file);
      expect([file, res.status()]).toEqual([file, 200]);
      expect(res.headers()['content-type'], file).toMatch(/^image\//);
      if (sizes[file]) expect([file, pngSize(await res.body())]).toEqual([file, sizes[file]]);
    }
    // The bank's mark, not a plain square: the SVG draws more than one shape.
    expect((await (await request.get('/favicon.svg')).text()).match(/<(path|rect|circle|polygon)\b/g)?.length ?? 0).toBeGreaterThan(1);
    const manifest = await (await request.get('/site.webmanifest')).json();
    expect(manifest.theme_color).toBe('#CC1818');
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(['192x192', '512x512']);

    const titles = new Set<string>();
    for (const lang of LANGS) {
      const news = await firstOf(request, '/news/', lang.id);
      const others = LANGS.filter((l) => l.code !== lang.code).map((l) => OG_LOCALE[l.code]);
      for (const path of [lang.prefix || '/', `${lang.prefix}/Credit/1`, `${lang.prefix}/Rates`, `${lang.prefix}/news/${news.slug ?? news.id}`]) {
        const html = await (await request.get(path, { headers: { connection: 'close' } })).text();
        const og = (name: string) => [...html.matchAll(new RegExp(`<meta property="${name}" content="([^"]*)"`, 'g'))].map((m) => m[1]);
        const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
        // Each page's preview is its own: its address, title and description, in its language.
        expect([path, og('og:url')]).toEqual([path, [canonical]]);
        expect([path, og('og:title')]).toEqual([path, [title]]);
        expect([path, og('og:description')]).toEqual([path, [/<meta name="description" content="([^"]*)"/.exec(html)?.[1]]]);
        expect(og('og:image')).toEqual([`${new URL(canonical ?? '').origin}/og-image.png`]);
        expect(og('og:locale')).toEqual([OG_LOCALE[lang.code]]);
        expect([path, og('og:locale:alternate').sort()]).toEqual([path, others.sort()]);
        expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
        expect(html).toContain('<link rel="manifest" href="/site.webmanifest" />');
        titles.add(title ?? '');
      }
    }
    expect(titles.size).toBe(12);
    // The 404 page has the icons, but no preview: it is no page of the site to share.
    const missing = await (await request.get('/en/Credit/zzz', { headers: { connection: 'close' } })).text();
    expect(missing).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
    expect(missing).not.toContain('og:');
  });
});
