/**
 * Staff publish news, vacancies, tenders, documents, offices and gold prices without a deploy:
 * checked against the public schemas in all three languages, recorded and revertible, shown to
 * visitors at once (lists, details, search, the content revision the site's page cache follows),
 * and the staff's command over real HTTP.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { main as content } from '../scripts/content';
import { dushanbeDate } from '../src/features/content/publications/publishableKinds';
import { compressedPdf } from './documents';
import { AS_SITE, FILES, startApi, type TestApi } from './helpers';
import { bearer, machineToken } from './staffIdentity';

let TOKEN = '';
let AUTH: Record<string, string> = {};
/** Gold prices are the treasury's: the `rates` scope. */
let GOLD_AUTH: Record<string, string> = {};
const DAY = 86_400_000;
const dateIn = (days: number) => dushanbeDate(new Date(Date.now() + days * DAY));

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
  TOKEN = await machineToken((await api.db()).db, 'content', 'malika');
  AUTH = bearer(TOKEN);
  GOLD_AUTH = bearer(await machineToken((await api.db()).db, 'rates', 'treasury'));
});
afterAll(() => api.close());

const get = async <T>(url: string) => (await api.app.inject({ url })).json<T>();
/** The content revision /readyz tells the site server (its service token). */
const revisionOf = async () =>
  (await api.app.inject({ url: '/readyz', headers: AS_SITE })).json<{ content: { revision: string } }>().content.revision;
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, headers: Record<string, string> = AUTH) =>
  api.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });

const NEWS = {
  common: { slug: 'office-opens-in-isfara', date: dateIn(0), image: '/api/media/news-1.svg', images: [] },
  tj: {
    title: 'Дар Исфара филиали нав кушода шуд',
    summary: 'Филиали нав ҳар рӯз аз соати 8:00 кор мекунад.',
    body: [{ kind: 'paragraph', text: 'Мизоҷон метавонанд суратҳисоб кушоянд ва қарз гиранд.' }],
  },
  ru: {
    title: 'В Исфаре открылось новое отделение',
    summary: 'Новое отделение работает каждый день с 8:00.',
    body: [{ kind: 'paragraph', text: 'Клиенты могут открыть счёт и получить кредит.' }],
  },
  en: {
    title: 'A new office opens in Isfara',
    summary: 'The new office works every day from 8:00.',
    body: [{ kind: 'paragraph', text: 'Customers can open an account and take a loan.' }],
  },
};

const vacancy = (deadline: string, title: string) => ({
  common: { cityId: 1, deadline, email: 'hr@ssb.tj', phone: '+992 44 600 00 00' },
  ...Object.fromEntries(
    (['tj', 'ru', 'en'] as const).map((lang) => [
      lang,
      {
        title: `${title} (${lang})`,
        city: 'Душанбе',
        summary: 'Кор дар шӯъба.',
        responsibilities: ['Маслиҳат'],
        requirements: ['Таҳсилоти олӣ'],
        conditions: ['Музди хуб'],
      },
    ]),
  ),
});

it('refuses calls without a content token, and names the language or field an item lacks, publishing nothing', async () => {
  expect((await send('POST', '/internal/content/items/news', NEWS, {})).statusCode).toBe(401);
  expect((await send('POST', '/internal/content/items/news', NEWS, { authorization: 'Bearer local:deploy-token-0123456789' })).statusCode).toBe(401);
  const cases: [unknown, string][] = [
    [{ common: NEWS.common, tj: NEWS.tj, ru: NEWS.ru }, 'en'],
    [{ ...NEWS, en: { ...NEWS.en, title: undefined } }, 'en.title'],
    [{ ...NEWS, ru: { ...NEWS.ru, colour: 'red' } }, 'ru.colour'],
    [{ ...NEWS, common: { ...NEWS.common, date: 26 } }, 'tj.date'],
    [{ ...NEWS, common: { ...NEWS.common, slug: 'Офис' } }, 'common.slug'],
  ];
  for (const [body, field] of cases) {
    const res = await send('POST', '/internal/content/items/news', body);
    expect([res.statusCode, res.json<{ field: string }>().field]).toEqual([400, field]);
  }
  expect((await send('POST', '/internal/content/items/rumours', NEWS)).statusCode).toBe(404);
  const { results } = await get<{ results: { slug: string }[] }>('/api/news/?language_id=1&page_size=50');
  expect(results.map((n) => n.slug)).not.toContain(NEWS.common.slug);
});

it('shows a news item at once in every language, first in the list, by its address and in search; a revert takes it away', async () => {
  const before = await revisionOf();
  // Read first, so that the answers are cached and must be dropped: the search's too, and its "did you mean" words.
  await get('/api/news/?language_id=3');
  const searchFor = (q: string) =>
    get<{ results: { url: string }[]; suggestion: string | null }>(`/api/search/?language_id=3&q=${encodeURIComponent(q)}`);
  expect(await searchFor('Isfara')).toEqual({ query: 'Isfara', results: [], suggestion: null });
  expect((await searchFor('Isfarra')).suggestion).toBeNull();
  const res = await send('POST', '/internal/content/items/news', NEWS);
  expect(res.statusCode).toBe(201);
  const change = res.json<{ id: number; itemId: number; publishedBy: string }>();
  expect(change.publishedBy).toBe('machine:malika');
  for (const [lang, text] of [
    [1, NEWS.tj],
    [2, NEWS.ru],
    [3, NEWS.en],
  ] as const) {
    const list = await get<{ results: { title: string; slug: string }[] }>(`/api/news/?language_id=${lang}`);
    expect(list.results[0]).toMatchObject({ title: text.title, slug: NEWS.common.slug });
    const one = await get<{ id: number; body: unknown[]; type: string }>(`/api/news/${NEWS.common.slug}/?language_id=${lang}`);
    expect(one).toMatchObject({ id: change.itemId, type: 'news', body: text.body });
  }
  const found = await searchFor('Isfara');
  expect(found.results.map((r) => r.url)).toContain(`/news/${NEWS.common.slug}`);
  expect(await searchFor('Isfarra')).toMatchObject({ results: [], suggestion: 'isfara' });
  expect(await revisionOf()).not.toBe(before);
  // Another slug taken by this one is refused.
  expect((await send('POST', '/internal/content/items/news', NEWS)).statusCode).toBe(409);

  const reverted = await api.app.inject({ method: 'POST', url: `/internal/content/items/news/changes/${change.id}/revert`, headers: AUTH });
  expect(reverted.json()).toMatchObject({ revertedBy: 'machine:malika' });
  expect((await api.app.inject({ url: `/api/news/${NEWS.common.slug}/?language_id=3` })).statusCode).toBe(404);
  const again = await searchFor('Isfara');
  expect(again.results.map((r) => r.url)).not.toContain(`/news/${NEWS.common.slug}`);
  const audit = await api.app.inject({ url: '/internal/content/items/news', headers: AUTH });
  expect(audit.json<{ changes: { id: number; revertedAt: string | null }[] }>().changes.find((c) => c.id === change.id)?.revertedAt).toEqual(
    expect.any(String),
  );
});

it('lists a vacancy until its deadline and leaves it out the day after, by itself', async () => {
  const open = await send('POST', '/internal/content/items/vacancies', vacancy(dateIn(10), 'Кассир'));
  const closed = await send('POST', '/internal/content/items/vacancies', vacancy(dateIn(-1), 'Ҳисобдор'));
  expect([open.statusCode, closed.statusCode]).toEqual([201, 201]);
  const titles = (await get<{ results: { title: string; deadline: string }[] }>('/api/Vacancy/?language_id=1')).results;
  expect(titles.map((v) => v.title)).toContain('Кассир (tj)');
  expect(titles.map((v) => v.title)).not.toContain('Ҳисобдор (tj)');
  // The seed's own vacancies follow the day it was loaded: none of them is past its deadline.
  expect(titles.length).toBeGreaterThan(1);
  expect(titles.every((v) => v.deadline >= dateIn(0))).toBe(true);
});

it('withdraws an office and puts it back with a revert; changes its phone and hours in place', async () => {
  const offices = async () => (await get<{ results: { id: number; phone: string; title: string }[] }>('/api/offices/?language_id=2')).results;
  const first = (await offices())[0];
  if (!first) throw new Error('the seed has offices');
  const withdrawn = await send('DELETE', `/internal/content/items/offices/${first.id}`);
  expect(withdrawn.statusCode).toBe(200);
  expect((await offices()).map((o) => o.id)).not.toContain(first.id);
  expect((await send('DELETE', `/internal/content/items/offices/${first.id}`)).statusCode).toBe(404);
  await api.app.inject({
    method: 'POST',
    url: `/internal/content/items/offices/changes/${withdrawn.json<{ id: number }>().id}/revert`,
    headers: AUTH,
  });
  expect((await offices()).map((o) => o.id)).toContain(first.id);

  const seeded = await Promise.all([1, 2, 3].map((lang) => get<{ results: Record<string, unknown>[] }>(`/api/offices/?language_id=${lang}`)));
  const [tj, ru, en] = seeded.map((s) => s.results.find((o) => o.id === first.id) as Record<string, unknown>);
  const { id: _id, kind: _kind, title: _t, address: _a, city: _c, ...common } = tj as Record<string, unknown>;
  const text = (doc: Record<string, unknown> | undefined) => ({ title: doc?.title, address: doc?.address, city: doc?.city });
  const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open: weekday < 7 ? '09:00' : null, close: weekday < 7 ? '18:00' : null }));
  const changed = await send('PUT', `/internal/content/items/offices/${first.id}`, {
    common: { ...common, phone: '+992 44 600 11 22', hours },
    tj: text(tj),
    ru: text(ru),
    en: text(en),
  });
  expect(changed.statusCode).toBe(201);
  const shown = (await offices()).find((o) => o.id === first.id);
  expect(shown).toMatchObject({ phone: '+992 44 600 11 22', title: first.title, hours });
  expect((await send('PUT', '/internal/content/items/offices/999999', { common, tj: text(tj), ru: text(ru), en: text(en) })).statusCode).toBe(404);
});

async function realPdf(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i += 1) pdf.addPage().drawText(`Annual report 2025, page ${i}`, { x: 72, y: 760, size: 14, font });
  return Buffer.from(await pdf.save());
}

it('publishes a document from a checked PDF, served with its real size, and refuses what is not a clean PDF', async () => {
  const bytes = await realPdf(3);
  const upload = (data: Buffer, name = 'annual-report-2025.pdf') =>
    api.app.inject({ method: 'PUT', url: `/internal/content/files/${name}`, headers: { ...AUTH, 'content-type': 'application/pdf' }, payload: data });
  expect((await upload(FILES.exe)).statusCode).toBe(422);
  expect((await upload(FILES.docx)).statusCode).toBe(422);
  const withScript = compressedPdf('/OpenAction 4 0 R ', { 4: '<< /S /JavaScript /JS (app.alert\\(2\\)) >>' });
  expect((await upload(withScript)).statusCode).toBe(422);
  const uploaded = await upload(bytes);
  expect(uploaded.statusCode).toBe(201);
  const { file } = uploaded.json<{ file: string }>();
  const texts = (title: string) => ({ title, category: title });
  const doc = {
    common: { file, date: dateIn(0) },
    tj: texts('Ҳисоботи солона 2025'),
    ru: texts('Годовой отчёт 2025'),
    en: texts('Annual report 2025'),
  };
  expect(
    (await send('POST', '/internal/content/items/documents', { ...doc, common: { ...doc.common, file: '0123456789abcdef' } })).json(),
  ).toMatchObject({
    field: 'common.file',
  });
  expect((await send('POST', '/internal/content/items/documents', doc)).statusCode).toBe(201);
  const listed = (
    await get<{ results: { title: string; url: string; sizeBytes: number; format: string }[] }>('/api/documents/?language_id=3')
  ).results.find((d) => d.title === 'Annual report 2025');
  expect(listed).toMatchObject({ format: 'PDF', sizeBytes: bytes.length });
  const served = await api.app.inject({ url: listed?.url ?? '' });
  expect([served.statusCode, served.headers['content-type'], served.rawPayload.length]).toEqual([200, 'application/pdf', bytes.length]);
  expect(served.rawPayload.equals(bytes)).toBe(true);
});

it('schedules gold prices from an instant, keeping the ones before', async () => {
  // Not with a token of the content scope.
  expect((await send('PUT', '/internal/content/items/gold/1', { common: {} })).statusCode).toBe(403);
  const prices = (buy: number) => Object.fromEntries(['1', '5', '10'].map((g) => [g, { buy: buy * Number(g), sell: (buy + 50) * Number(g) }]));
  const now = await send('PUT', '/internal/content/items/gold/1', { common: prices(1000) }, GOLD_AUTH);
  const later = await send(
    'PUT',
    '/internal/content/items/gold/1',
    { effectiveAt: new Date(Date.now() + DAY).toISOString(), common: prices(2000) },
    GOLD_AUTH,
  );
  expect([now.statusCode, later.statusCode]).toEqual([201, 201]);
  expect(await get('/api/gold-rates/?language_id=1')).toEqual(prices(1000));
  expect((await send('PUT', '/internal/content/items/gold/1', { common: { 1: { buy: 'cheap', sell: 960 } } }, GOLD_AUTH)).json()).toMatchObject({
    field: '1.buy',
  });
});

it('the staff’s command publishes a vacancy from a file and withdraws it, over HTTP', async () => {
  await api.app.listen({ host: '127.0.0.1', port: 0 });
  const env = { SSB_CONTENT_API_URL: `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`, SSB_CONTENT_TOKEN: TOKEN };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-content-'));
  const out: string[] = [];
  const log = jest.spyOn(console, 'log').mockImplementation((line: string) => void out.push(line));
  try {
    const file = path.join(dir, 'vacancy.json');
    writeFileSync(file, JSON.stringify(vacancy(dateIn(30), 'Operator')));
    await content(['vacancies', 'publish', file], env);
    const [, item] = /item +(\d+)/.exec(out.at(-1) ?? '') ?? [];
    expect(out.at(-1)).toMatch(/^published: change +\d+ +item +\d+ +«Operator \(en\)» .* by machine:malika$/);
    expect((await get<{ results: { title: string }[] }>('/api/Vacancy/?language_id=3')).results.map((v) => v.title)).toContain('Operator (en)');
    await content(['vacancies', 'withdraw', item ?? ''], env);
    expect((await get<{ results: { title: string }[] }>('/api/Vacancy/?language_id=3')).results.map((v) => v.title)).not.toContain('Operator (en)');
    await content(['vacancies', 'list'], env);
    expect(out.some((l) => l.includes('withdrawn'))).toBe(true);
    const { en: _en, ...withoutEnglish } = vacancy(dateIn(30), 'Operator') as Record<string, unknown>;
    writeFileSync(file, JSON.stringify(withoutEnglish));
    await expect(content(['vacancies', 'publish', file], env)).rejects.toThrow(/^400 en: missing/);
  } finally {
    log.mockRestore();
    rmSync(dir, { recursive: true, force: true });
  }
});
