import { ROUTE_TABLE } from '@ssb/contracts/node';
import { inflateSync } from 'node:zlib';
import { startApi, type TestApi } from './helpers';
import { SEED_DAY, ratesPublishedAt } from '../src/features/content/seed/loadSeed';
import { contentStore } from '../src/features/content/routes';
import { dushanbeDate } from '../src/features/content/publications/publishableKinds';

/** Width, height and pixels of an 8-bit RGB PNG with unfiltered rows (what the API makes). */
function decodePng(bytes: Buffer) {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks = new Map<string, Buffer>();
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.subarray(at + 4, at + 8).toString('latin1');
    chunks.set(type, Buffer.concat([chunks.get(type) ?? Buffer.alloc(0), bytes.subarray(at + 8, at + 8 + length)]));
    at += 12 + length;
  }
  const header = chunks.get('IHDR')!;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  expect([header[8], header[9]]).toEqual([8, 2]);
  const raw = inflateSync(chunks.get('IDAT')!);
  expect(raw.length).toBe(height * (width * 3 + 1));
  const pixel = (x: number, y: number) => [0, 1, 2].map((c) => raw[y * (width * 3 + 1) + 1 + x * 3 + c]!);
  return { width, height, pixel };
}

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const get = async <T = unknown>(url: string) => {
  const res = await api.app.inject({ url: `/api/${url}` });
  return { status: res.statusCode, body: res.json() as T, headers: res.headers };
};
type List<T = Record<string, unknown>> = { results: T[] };

const LISTS = [
  'Card/',
  'Credit/',
  'Deposit/',
  'Vacancy/',
  'sliders/',
  'popular-products/',
  'useful-links/',
  'news/',
  'services/',
  'salary-projects/',
  'transfers/',
  'faq/',
  'documents/',
  'organization-documents/',
  'management/',
  'structure/',
  'history/',
  'reception-days/',
  'rights/',
  'correspondent-banks/',
  'property-sale/',
  'interbank-lending/',
  'tenders/',
  'offices/',
  'atms/',
  'pos-terminals/',
  'gallery/photos/',
  'gallery/videos/',
];
const TAJIK = /[ғӣқӯҳҷ]/i;

describe.each(LISTS)('GET /api/%s', (path) => {
  it('answers a non-empty list in each language, the same items in each', async () => {
    const [tj, ru, en] = (await Promise.all([1, 2, 3].map((id) => get<List>(`${path}?language_id=${id}`)))) as [
      Awaited<ReturnType<typeof get<List>>>,
      Awaited<ReturnType<typeof get<List>>>,
      Awaited<ReturnType<typeof get<List>>>,
    ];
    for (const r of [tj, ru, en]) expect(r.status).toBe(200);
    expect(tj.body.results.length).toBeGreaterThan(0);
    expect(ru.body.results.map((x) => x.id)).toEqual(tj.body.results.map((x) => x.id));
    expect(en.body.results.map((x) => x.id)).toEqual(tj.body.results.map((x) => x.id));
    if (!['interbank-lending/'].includes(path)) {
      expect(JSON.stringify(tj.body)).not.toEqual(JSON.stringify(en.body));
    }
  });

  it('refuses a missing or bad language_id with a 400 naming it', async () => {
    for (const q of ['', '?language_id=0', '?language_id=ru']) {
      const r = await get(`${path}${q}`);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ field: 'language_id' });
    }
  });
});

describe('seed content', () => {
  it('has the amounts of seed content the site needs', async () => {
    const count = async (p: string) => (await get<List>(`${p}language_id=1`)).body.results.length;
    expect(await count('Card/?')).toBeGreaterThanOrEqual(8);
    expect(await count('Credit/?')).toBeGreaterThanOrEqual(8);
    expect(await count('Deposit/?')).toBeGreaterThanOrEqual(5);
    expect(await count('Vacancy/?')).toBeGreaterThanOrEqual(6);
    expect(await count('correspondent-banks/?')).toBeGreaterThanOrEqual(5);
    expect(await count('property-sale/?')).toBeGreaterThanOrEqual(5);
    // Open ones only: a tender past its deadline leaves the list by itself.
    expect(await count('tenders/?')).toBeGreaterThanOrEqual(2);
    expect(await count('reception-days/?')).toBe(3);
    const news = await get<{ count: number }>('news/?language_id=1');
    expect(news.body.count).toBeGreaterThanOrEqual(20);
  });

  it('writes Tajik in real Tajik Cyrillic', async () => {
    for (const p of ['Card/', 'Deposit/', 'news/', 'Vacancy/', 'faq/?section=credit&', 'offices/']) {
      const url = p.includes('?') ? `${p}language_id=1` : `${p}?language_id=1`;
      expect(JSON.stringify((await get(url)).body)).toMatch(TAJIK);
    }
  });

  it('gives deposits 6, 7 and 9 the rate tiers by amount and term, and every product its bounds and info marker', async () => {
    const deposits = (
      await get<
        List<{
          id: number;
          rateTiers: unknown;
          description: string;
          minAmount: number;
          maxAmount: number;
          minMonths: number;
          maxMonths: number;
          currency: string;
        }>
      >('Deposit/?language_id=2')
    ).body.results;
    const tiers = (id: number) => deposits.find((d) => d.id === id)?.rateTiers;
    expect(tiers(6)).toEqual([
      { upToMonths: 12, percent: 7 },
      { upToMonths: null, percent: 8 },
    ]);
    expect(tiers(7)).toEqual([
      { upToMonths: 6, percent: 1 },
      { upToMonths: 9, percent: 3 },
      { upToMonths: 12, percent: 7 },
      { upToMonths: null, percent: 8 },
    ]);
    expect(tiers(9)).toEqual([
      { upToMonths: 6, percent: 0 },
      { upToMonths: 9, percent: 1 },
      { upToMonths: 12, percent: 1.5 },
      { upToMonths: null, percent: 4 },
    ]);
    const credits = (
      await get<List<{ description: string; minAmount: number; maxAmount: number; minMonths: number; maxMonths: number; currency: string }>>(
        'Credit/?language_id=2',
      )
    ).body.results;
    for (const p of [...deposits, ...credits]) {
      expect(p.description).toContain('&lt;info&gt;;');
      expect(p.minAmount).toBeLessThan(p.maxAmount);
      expect(p.minMonths).toBeLessThanOrEqual(p.maxMonths);
      expect(['TJS', 'USD', 'EUR', 'RUB']).toContain(p.currency);
    }
    const card = (await get<{ description: string }>('Card/3/?language_id=3')).body;
    expect(card.description).toContain('&lt;info&gt;;');
  });

  it('places 30 offices, ATMs and POS terminals across the 11 cities, with coordinates and hours for each weekday', async () => {
    const all = (
      await Promise.all(
        ['offices/', 'atms/', 'pos-terminals/'].map((p) =>
          get<List<{ cityId: number; lat: number; lng: number; hours: unknown[]; address: string; phone: string }>>(`${p}?language_id=1`),
        ),
      )
    ).flatMap((r) => r.body.results);
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(new Set(all.map((l) => l.cityId))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]));
    for (const l of all) {
      expect(l.hours).toHaveLength(7);
      expect(l.lat).toBeGreaterThan(36);
      expect(l.lng).toBeGreaterThan(67);
      expect(l.address).not.toBe('');
    }
    const khujand = (await get<List<{ cityId: number }>>('offices/?language_id=3&city_id=2')).body.results;
    expect(khujand.length).toBe(2);
    expect(khujand.every((o) => o.cityId === 2)).toBe(true);
  });

  it('has a page for every fixed route that is not a list of its own', async () => {
    const names = ROUTE_TABLE.map((r) => r.pattern).filter(
      (p) => !p.includes(':') && p !== '/' && !['/calculators', '/apply', '/application-status'].includes(p),
    );
    for (const name of names) {
      const r = await get<{ name: string; title: string }>(`pages/${encodeURIComponent(name.slice(1))}/?language_id=2`);
      expect([name, r.status]).toEqual([name, 200]);
      expect(r.body.name).toBe(name.slice(1));
    }
    expect((await get('pages/home/?language_id=1')).status).toBe(200);
  });
});

describe('about the bank, rights and privacy', () => {
  const WORDS = [
    { id: 1, fifteen: '15 рӯзи корӣ', thirty: /30 рӯз|тақвимӣ/ },
    { id: 2, fifteen: '15 рабочих дней', thirty: /30 (календарн|дн)/ },
    { id: 3, fifteen: '15 working days', thirty: /30 (calendar )?days/ },
  ];

  it('gives one complaint deadline on /rights, 15 working days with at most 15 more, in each language', async () => {
    for (const { id, fifteen, thirty } of WORDS) {
      const text = JSON.stringify((await get<List>(`rights/?language_id=${id}`)).body);
      expect(text).toContain(fifteen);
      expect(text).not.toMatch(thirty);
    }
  });

  it('serves the personal-data policy at /pages/privacy/ with its sections, officer and date in each language', async () => {
    for (const { id } of WORDS) {
      const r = await get<{ name: string; title: string; summary: string; body: { kind: string; text?: string }[] }>(
        `pages/privacy/?language_id=${id}`,
      );
      expect(r.status).toBe(200);
      expect(r.body.name).toBe('privacy');
      expect(r.body.body.filter((b) => b.kind === 'heading')).toHaveLength(12);
      expect(r.body.summary).toMatch(/26 ноябр|26 November/);
      expect(JSON.stringify(r.body.body)).toContain('privacy@ssb.tj');
    }
  });

  it('runs the news up to the day the seed is loaded, never ahead of it, and dates an offer by its last day', async () => {
    const today = dushanbeDate(new Date());
    const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
    const news = (await get<List<{ slug: string; date: string; deadline?: string; summary: string }>>('news/?language_id=3&page_size=50')).body
      .results;
    expect(news[0]!.date <= today).toBe(true);
    // The newest item is as old as it was on the seed's day (two days), whatever day it is loaded.
    expect(days(news[0]!.date, today)).toBe(days('2026-11-24', SEED_DAY));
    expect(news.every((n) => n.date <= today)).toBe(true);
    // An event's date stays its own: the licence's fifth anniversary.
    expect(news.find((n) => n.slug === 'license-anniversary')?.date).toBe('2025-10-23');
    // The offer names its last day in every language, and that day is ahead.
    const offer = news.find((n) => n.slug === 'korti-milli-free')!;
    expect(offer.deadline! >= today).toBe(true);
    const [year, month, day] = offer.deadline!.split('-').map(Number) as [number, number, number];
    const en = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(offer.summary).toBe(`Until ${en} Korti Milli is issued free of charge.`);
    for (const id of [1, 2]) expect(JSON.stringify((await get(`news/korti-milli-free/?language_id=${id}`)).body)).toContain(` ${year}`);
    expect(JSON.stringify(news)).not.toContain('{deadline}');
  });

  it('leaves an offer out of the news once its last day is past', async () => {
    const { db } = await api.db();
    const store = contentStore(db);
    const offer = (await store.list('news', 3)).find((n) => n.slug === 'korti-milli-free')!;
    const after = new Date(Date.parse(`${String(offer.deadline)}T12:00:00+05:00`) + 86_400_000);
    const later = await store.list('news', 3, after);
    expect(later.map((n) => n.slug)).not.toContain('korti-milli-free');
    expect(later.length).toBe((await store.list('news', 3)).length - 1);
  });

  it('has offices in exactly the 11 towns and districts the pages name (the about page counts them)', async () => {
    const offices = (await get<List<{ cityId: number }>>('offices/?language_id=3')).body.results;
    expect(new Set(offices.map((o) => o.cityId)).size).toBe(11);
    expect((await get<{ summary: string }>('pages/addresses/?language_id=3')).body.summary).toContain('11 towns and districts');
  });
});

describe('lists and details', () => {
  it('serves only published sliders', async () => {
    const sliders = (await get<List<{ status: number }>>('sliders/?language_id=1')).body.results;
    expect(sliders.length).toBe(3);
    expect(sliders.every((s) => s.status === 1)).toBe(true);
  });

  it('pages news, newest first, and serves an item with its images by slug or id', async () => {
    const page1 = (
      await get<{ results: { date: string; slug: string; body?: unknown }[]; page: number; pageCount: number; count: number }>(
        'news/?language_id=3&page_size=5',
      )
    ).body;
    expect(page1).toMatchObject({ page: 1, pageSize: 5, pageCount: Math.ceil(page1.count / 5) });
    expect(page1.results).toHaveLength(5);
    expect(page1.results[0]?.body).toBeUndefined();
    const dates = page1.results.map((n) => n.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const slug = page1.results[1]?.slug ?? '';
    const item = (await get<{ id: number; images: unknown[]; body: unknown[] }>(`news/${slug}/?language_id=3`)).body;
    // The artwork is the item's `image`; `images` holds other pictures only, none in the seed.
    expect(item.images).toEqual([]);
    expect(item.body.length).toBeGreaterThanOrEqual(3);
    expect((await get(`news/${item.id}/?language_id=1`)).body).toMatchObject({ slug });
    expect((await get('news/?language_id=1&page=99')).body).toMatchObject({ results: [] });
    expect((await get('news/?language_id=1&page_size=500')).status).toBe(400);
  });

  it('filters cards by audience and by words of the title', async () => {
    const legal = (await get<List<{ audience: string }>>('Card/?language_id=1&audience=legal')).body.results;
    expect(legal.length).toBeGreaterThan(0);
    expect(legal.every((c) => c.audience === 'legal')).toBe(true);
    const visa = (await get<List<{ title: string }>>('Card/?language_id=3&q=visa')).body.results;
    expect(visa.map((c) => c.title)).toEqual(['Visa Classic', 'Visa Gold', 'Visa Business']);
  });

  it('gives a product page the questions of its product: no mortgage down payment on the consumer loan', async () => {
    const questions = async (query: string) =>
      (await get<List<{ question: string }>>(`faq/?language_id=3&section=credit${query}`)).body.results.map((f) => f.question);
    const all = await questions('');
    const consumer = await questions('&product=1');
    const mortgage = await questions('&product=2');
    const farm = await questions('&product=5');
    expect(all).toContain('What down payment does a mortgage need?');
    expect(consumer).not.toContain('What down payment does a mortgage need?');
    expect(consumer).not.toContain('Can repayments follow the harvest season?');
    expect(mortgage).toContain('What down payment does a mortgage need?');
    expect(farm).toContain('Can repayments follow the harvest season?');
    // The questions of every loan stay on every loan's page.
    for (const list of [consumer, mortgage, farm]) expect(list).toContain('What is the late-payment penalty?');
    expect((await get(`faq/?language_id=3&section=credit&product=zero`)).status).toBe(400);
  });

  it('answers FAQ by section and rates by selector, the legal entities’ tab with its own figures', async () => {
    const credit = (await get<List<{ section: string }>>('faq/?language_id=2&section=credit')).body.results;
    expect(credit.length).toBeGreaterThan(0);
    expect(credit.every((f) => f.section === 'credit')).toBe(true);
    for (const selector of ['NON_CASH', 'LEGAL', 'TRANSFER', 'CardTransfer']) {
      const r = (
        await get<{ ready: boolean; results: { currency: string; buy: number; sell: number }[] }>(`rates/?language_id=1&selector=${selector}`)
      ).body;
      expect(r.ready).toBe(true);
      expect(r.results.map((x) => x.currency)).toEqual(['USD', 'EUR', 'RUB']);
      for (const x of r.results) expect(x.buy).toBeLessThan(x.sell);
    }
    // Companies convert at a narrower spread than individuals.
    const spread = async (selector: string) => {
      const usd = (await get<{ results: { currency: string; buy: number; sell: number }[] }>(`rates/?language_id=2&selector=${selector}`)).body
        .results[0]!;
      return usd.sell - usd.buy;
    };
    expect(await spread('LEGAL')).toBeLessThan(await spread('NON_CASH'));
    expect((await get('rates/?language_id=2&selector=GOLD')).status).toBe(400);
  });

  it('has 90 days of rates history on a fresh site, each tab ending at the rates it shows', async () => {
    for (const selector of ['NON_CASH', 'LEGAL', 'TRANSFER', 'CardTransfer']) {
      const history = (
        await get<{ points: { effectiveAt: string; rates: { currency: string; buy: number }[] }[] }>(
          `rates/history/?language_id=1&selector=${selector}&days=90`,
        )
      ).body.points;
      expect([selector, history.length >= 60]).toEqual([selector, true]);
      const shown = (await get<{ updatedAt: string; results: { currency: string; buy: number }[] }>(`rates/?language_id=1&selector=${selector}`))
        .body;
      expect(Date.parse(history.at(-1)!.effectiveAt)).toBe(Date.parse(shown.updatedAt));
      expect(history.at(-1)!.rates.map((r) => r.buy)).toEqual(shown.results.map((r) => r.buy));
      expect((await get<{ points: unknown[] }>(`rates/history/?language_id=1&selector=${selector}&days=30`)).body.points.length).toBeLessThan(
        history.length / 2,
      );
    }
  });

  it('dates the rates 08:00 Dushanbe time of the day the database was seeded (or the day before, early in the morning)', async () => {
    const { updatedAt } = (await get<{ updatedAt: string }>('rates/?language_id=2&selector=NON_CASH')).body;
    expect(updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T08:00:00\+05:00$/);
    const age = Date.now() - Date.parse(updatedAt);
    expect(age).toBeGreaterThanOrEqual(0);
    expect(age).toBeLessThan(24 * 3_600_000);
    expect(ratesPublishedAt(new Date('2026-03-02T02:59:00Z'))).toBe('2026-03-01T08:00:00+05:00');
    expect(ratesPublishedAt(new Date('2026-03-02T03:00:00Z'))).toBe('2026-03-02T08:00:00+05:00');
    expect(ratesPublishedAt(new Date('2026-12-31T22:00:00Z'))).toBe('2026-12-31T08:00:00+05:00');
    expect(ratesPublishedAt(new Date('2027-01-01T03:30:00Z'))).toBe('2027-01-01T08:00:00+05:00');
  });

  it('answers gold rates keyed by gram weight', async () => {
    const gold = (await get<Record<string, { buy: number; sell: number }>>('gold-rates/?language_id=1')).body;
    expect(Object.keys(gold)).toEqual(expect.arrayContaining(['1', '5', '10', '100']));
    expect(gold['10']?.buy).toBeLessThan(gold['10']?.sell ?? 0);
  });

  it('answers 404 in the asked language for unknown ids and slugs', async () => {
    for (const url of ['Card/99/', 'Deposit/1/', 'Vacancy/99/', 'news/no-such-news/', 'services/nothing/', 'transfers/nothing/', 'pages/nothing/']) {
      const r = await get(`${url}?language_id=3`);
      expect([url, r.status]).toEqual([url, 404]);
      expect(r.body).toMatchObject({ error: 'not_found', message: 'Not found' });
    }
    expect((await get('nothing-here/?language_id=2')).body).toMatchObject({ error: 'not_found', message: 'Не найдено' });
  });

  it('serves its images and documents', async () => {
    const svg = await api.app.inject({ url: '/api/media/news-1.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('<svg');
    const docs = (await get<List<{ url: string; sizeBytes: number }>>('documents/?language_id=1')).body.results;
    const pdf = await api.app.inject({ url: docs[0]?.url ?? '' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBe(docs[0]?.sizeBytes);
    expect((await api.app.inject({ url: '/api/media/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
    expect((await api.app.inject({ url: '/api/media/news-1.gif' })).statusCode).toBe(404);
  });

  it('serves each picture of the pages as SVG and as a PNG of the same size of the picture, its colours those of the SVG', async () => {
    type News = { image: string };
    const news = (await get<List<News>>('news/?language_id=1')).body.results;
    expect(news[0]?.image).toMatch(/^\/api\/media\/news-\d+\.svg$/);
    const png = await api.app.inject({ url: news[0]!.image.replace(/\.svg$/, '.png') });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cache-control']).toContain('immutable');
    const { width, height, pixel } = decodePng(png.rawPayload);
    expect([width, height]).toEqual([800, 500]);
    // The field's colour is the SVG's first <rect>; the band below is darker.
    const svg = (await api.app.inject({ url: news[0]!.image })).body;
    const field = /<rect width="800" height="500" fill="#([0-9A-F]{6})"/i.exec(svg)?.[1] ?? '';
    const hex = (rgb: number[]) =>
      rgb
        .map((c) => c.toString(16).padStart(2, '0'))
        .join('')
        .toUpperCase();
    expect(hex(pixel(799, 0))).toBe(field.toUpperCase());
    expect(pixel(799, 499).reduce((a, b) => a + b)).toBeLessThan(pixel(799, 0).reduce((a, b) => a + b));
    const thumb = decodePng((await api.app.inject({ url: '/api/media/news-1-thumb.png' })).rawPayload);
    expect([thumb.width, thumb.height]).toEqual([320, 200]);
  });
});
