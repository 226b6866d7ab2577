/**
 * Drafts and four-eyes approval, with real access tokens from a real (loopback) identity provider:
 * an editor writes, an approver returns with a comment or approves, and only then is it on the
 * site and in search; nobody approves what they wrote; two approvals at once publish once; a
 * change scheduled for an instant is nowhere before it and everywhere after it, on two instances
 * of one database, published once; a rates publisher publishes alone within 5 % only; a revert
 * approved brings the old text back. People no longer publish directly.
 */
import { buildApp } from '../src/app';
import { dushanbeDate } from '../src/features/content/publications/publishableKinds';
import { startApi, TEST_DATA_KEYS, type TestApi } from './helpers';
import { bearer, GROUPS, startTestProvider, type TestProvider } from './staffIdentity';

// An API and a provider start before the tests; a busy machine takes its time.
jest.setTimeout(40_000);

let api: TestApi;
let provider: TestProvider;
type Headers = Record<string, string>;
const as: Record<'editor' | 'approver' | 'approver2' | 'publisher' | 'publisher2', Headers> = {
  editor: {},
  approver: {},
  approver2: {},
  publisher: {},
  publisher2: {},
};

beforeAll(async () => {
  provider = await startTestProvider();
  api = await startApi({ staffIdentity: provider.identity });
  as.editor = bearer(await provider.token({ sub: 'editor-1', name: 'Мадина Юсупова', groups: GROUPS.editor }));
  as.approver = bearer(await provider.token({ sub: 'approver-1', name: 'Рустам Саидов', groups: GROUPS.approver }));
  // An approver who is an editor too.
  as.approver2 = bearer(await provider.token({ sub: 'approver-2', name: 'Нилуфар Каримова', groups: [...GROUPS.approver, ...GROUPS.editor] }));
  as.publisher = bearer(await provider.token({ sub: 'treasury-1', name: 'Дилноза Раҳимова', groups: GROUPS.publisher }));
  as.publisher2 = bearer(await provider.token({ sub: 'treasury-2', name: 'Бахтиёр Олимов', groups: GROUPS.publisher }));
});
afterAll(async () => {
  await api.close();
  await provider.close();
});

interface Change {
  id: string;
  state: string;
  item: string | null;
  reviewComment: string | null;
  reviewer: { sub: string; name: string } | null;
  publicationId: number | null;
  publication?: { id: number; effectiveAt: string; scheduled: boolean };
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, body?: unknown) =>
  api.app.inject({ method, url: `/internal/staff${url}`, headers, ...(body === undefined ? {} : { payload: body as object }) });
async function draft(headers: Headers, input: Record<string, unknown>): Promise<Change> {
  const res = await call('POST', '/changes', headers, input);
  expect([res.statusCode, res.body]).toEqual([201, expect.any(String)]);
  return res.json<Change>();
}
async function submitted(headers: Headers, input: Record<string, unknown>): Promise<Change> {
  const change = await draft(headers, input);
  const res = await call('POST', `/changes/${change.id}/submit`, headers);
  expect([res.statusCode, res.json<Change>().state]).toEqual([200, 'submitted']);
  return res.json<Change>();
}
const get = async <T>(url: string, app = api.app) => (await app.inject({ url })).json<T>();
const newsSlugs = async (app = api.app) =>
  (await get<{ results: { slug: string }[] }>('/api/news/?language_id=1&page_size=50', app)).results.map((n) => n.slug);
const found = async (word: string, app = api.app) =>
  (await get<{ results: { url: string }[] }>(`/api/search/?language_id=3&q=${encodeURIComponent(word)}`, app)).results.map((r) => r.url);

const news = (slug: string, word: string) => ({
  common: { slug, date: dushanbeDate(new Date()), image: '/api/media/news-1.svg', images: [] },
  tj: { title: `${word} тj`, summary: 'Хулоса.', body: [{ kind: 'paragraph', text: 'Матн.' }] },
  ru: { title: `${word} ru`, summary: 'Кратко.', body: [{ kind: 'paragraph', text: 'Текст.' }] },
  en: { title: `${word} news`, summary: 'In short.', body: [{ kind: 'paragraph', text: 'Text.' }] },
});

describe('an item', () => {
  it('goes draft → submitted → returned with a comment → edited → submitted → approved, and only then is on the site and in search', async () => {
    const change = await draft(as.editor, { kind: 'news', action: 'publish', body: news('zarafshon-opens', 'Zarafshonwindow') });
    expect(change).toMatchObject({ state: 'draft', item: null, author: { sub: 'editor-1', name: 'Мадина Юсупова' } });
    const listed = (await call('GET', '/changes?state=draft&kind=news', as.approver)).json<{ results: { id: string; body?: unknown }[] }>();
    expect(listed.results.map((c) => c.id)).toContain(change.id);
    expect(listed.results[0]).not.toHaveProperty('body');
    expect((await call('GET', '/changes', as.editor)).headers['cache-control']).toBe('no-store');

    // An approver approves only what is submitted; an editor approves nothing.
    expect((await call('POST', `/changes/${change.id}/approve`, as.approver)).json()).toMatchObject({ error: 'state' });
    expect((await call('POST', `/changes/${change.id}/submit`, as.editor)).statusCode).toBe(200);
    const byEditor = await call('POST', `/changes/${change.id}/approve`, as.editor);
    expect([byEditor.statusCode, byEditor.json()]).toEqual([403, { error: 'forbidden', field: null, message: 'Your role does not allow this.' }]);
    // Another person edits nothing of it.
    expect((await call('PUT', `/changes/${change.id}`, as.approver2, { body: news('zarafshon-opens', 'Other') })).json()).toMatchObject({
      error: 'not_author',
    });

    // A return needs a comment, and the author reads it.
    for (const body of [{}, { comment: '   ' }]) {
      const res = await call('POST', `/changes/${change.id}/return`, as.approver, body);
      expect([res.statusCode, res.json<{ field: string }>().field, res.headers['cache-control']]).toEqual([400, 'comment', 'no-store']);
    }
    const returned = await call('POST', `/changes/${change.id}/return`, as.approver, { comment: 'Сарлавҳаро кӯтоҳтар кунед.' });
    expect(returned.json()).toMatchObject({ state: 'returned', reviewComment: 'Сарлавҳаро кӯтоҳтар кунед.', reviewer: { sub: 'approver-1' } });
    const seen = (await call('GET', `/changes/${change.id}`, as.editor)).json<Change>();
    expect(seen).toMatchObject({ state: 'returned', reviewComment: 'Сарлавҳаро кӯтоҳтар кунед.' });
    // Returned means edited before it goes back.
    expect((await call('POST', `/changes/${change.id}/submit`, as.editor)).json()).toMatchObject({ error: 'state' });
    const edited = await call('PUT', `/changes/${change.id}`, as.editor, { body: news('zarafshon-opens', 'Zarafshonwindow') });
    expect(edited.json()).toMatchObject({ state: 'edited' });
    expect((await call('POST', `/changes/${change.id}/submit`, as.editor)).json()).toMatchObject({ state: 'submitted' });

    expect(await newsSlugs()).not.toContain('zarafshon-opens');
    expect(await found('Zarafshonwindow')).toEqual([]);
    const approved = await call('POST', `/changes/${change.id}/approve`, as.approver);
    expect(approved.statusCode).toBe(200);
    const done = approved.json<Change>();
    expect(done).toMatchObject({ state: 'published', reviewer: { sub: 'approver-1', name: 'Рустам Саидов' }, publication: { scheduled: false } });
    expect(done.item).toMatch(/^\d+$/);
    expect(await newsSlugs()).toContain('zarafshon-opens');
    expect(await found('Zarafshonwindow')).toContain('/news/zarafshon-opens');
    // The audit trail is the direct routes': the publication names who made it live.
    const { db } = await api.db();
    const row = await db.kysely
      .selectFrom('publication')
      .selectAll()
      .where('id', '=', done.publicationId ?? 0)
      .executeTakeFirstOrThrow();
    expect([row.kind, row.item, row.published_by]).toEqual(['news', done.item, 'Рустам Саидов']);
    // Nothing is done to it twice.
    expect((await call('POST', `/changes/${change.id}/approve`, as.approver2)).json()).toMatchObject({ error: 'state' });
    expect((await call('DELETE', `/changes/${change.id}`, as.editor)).json()).toMatchObject({ error: 'state' });
  });

  it('is never approved or returned by its author, whatever their roles', async () => {
    const change = await submitted(as.approver2, { kind: 'news', action: 'publish', body: news('own-approval', 'Ownapproval') });
    for (const step of ['approve', 'return'] as const) {
      const res = await call('POST', `/changes/${change.id}/${step}`, as.approver2, { comment: 'мешавад' });
      expect([res.statusCode, res.json<{ error: string }>().error]).toEqual([403, 'four_eyes']);
    }
    expect(await newsSlugs()).not.toContain('own-approval');
    expect((await call('POST', `/changes/${change.id}/approve`, as.approver)).statusCode).toBe(200);
    expect(await newsSlugs()).toContain('own-approval');
  });

  it('names the field a body lacks, as the direct routes do, and keeps nothing', async () => {
    const body = news('no-title', 'Notitle');
    const cases: [unknown, string][] = [
      [{ ...body, en: { ...body.en, title: undefined } }, 'en.title'],
      [{ common: body.common, tj: body.tj, ru: body.ru }, 'en'],
      [{ ...body, common: { ...body.common, slug: 'Офис' } }, 'common.slug'],
      [{ ...body, effectiveAt: '2030-01-01T08:00:00+05:00' }, 'effectiveAt'],
    ];
    for (const [given, field] of cases) {
      const res = await call('POST', '/changes', as.editor, { kind: 'news', action: 'publish', body: given });
      expect([res.statusCode, res.json()]).toEqual([400, { error: 'invalid', field, message: expect.any(String) }]);
    }
    const rates = await call('POST', '/changes', as.publisher, {
      kind: 'rates',
      item: 'NON_CASH',
      action: 'publish',
      body: {
        rates: { USD: { nbt: 9.5, buy: 9.4, sell: 9.6 }, EUR: { nbt: 10.9, buy: 11.2, sell: 11.1 }, RUB: { nbt: 0.117, buy: 0.115, sell: 0.12 } },
      },
    });
    expect([rates.statusCode, rates.json<{ field: string }>().field]).toEqual([400, 'rates.EUR.buy']);
    const past = await call('POST', '/changes', as.editor, { kind: 'news', action: 'publish', body, scheduledFor: '2020-01-01T08:00:00+05:00' });
    expect(past.json<{ field: string }>().field).toBe('scheduledFor');
    // Rates and gold prices are the treasury's, the items the editors'.
    expect((await call('POST', '/changes', as.editor, { kind: 'rates', item: 'NON_CASH', action: 'publish', body: {} })).statusCode).toBe(403);
    expect((await call('POST', '/changes', as.publisher, { kind: 'news', action: 'publish', body })).statusCode).toBe(403);
    const { db } = await api.db();
    expect(await db.kysely.selectFrom('content_change').select('id').where('body', 'like', '%no-title%').execute()).toEqual([]);
  });

  it('is published once when two approvers approve it at the same moment', async () => {
    const change = await submitted(as.editor, { kind: 'news', action: 'publish', body: news('approved-twice', 'Approvedtwice') });
    const [first, second] = await Promise.all([
      call('POST', `/changes/${change.id}/approve`, as.approver),
      call('POST', `/changes/${change.id}/approve`, as.approver2),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const { db } = await api.db();
    const rows = await db.kysely.selectFrom('publication').select('id').where('slug', '=', 'approved-twice').execute();
    expect(rows).toHaveLength(1);
    expect((await newsSlugs()).filter((slug) => slug === 'approved-twice')).toHaveLength(1);
  });

  it('a revert is a change approved like any other, and brings the old text back', async () => {
    const first = await submitted(as.editor, { kind: 'news', action: 'publish', body: news('revert-me', 'Firsttext') });
    const one = (await call('POST', `/changes/${first.id}/approve`, as.approver)).json<Change>();
    const second = await submitted(as.editor, { kind: 'news', item: one.item, action: 'publish', body: news('revert-me', 'Secondtext') });
    // For an existing item, the change comes with what visitors see now.
    const opened = (await call('GET', `/changes/${second.id}`, as.approver)).json<{
      current: { publicationId: number; docs: { en: { title: string } } };
      proposed: { docs: { en: { title: string } } };
    }>();
    expect([opened.current.publicationId, opened.current.docs.en.title, opened.proposed.docs.en.title]).toEqual([
      one.publicationId,
      'Firsttext news',
      'Secondtext news',
    ]);
    const two = (await call('POST', `/changes/${second.id}/approve`, as.approver)).json<Change>();
    const title = async () => (await get<{ title: string }>('/api/news/revert-me/?language_id=3')).title;
    expect(await title()).toBe('Secondtext news');

    const revert = await submitted(as.editor, { kind: 'news', action: 'revert', reverts: two.publicationId });
    expect(revert.item).toBe(one.item);
    expect(await title()).toBe('Secondtext news');
    expect((await call('POST', `/changes/${revert.id}/approve`, as.approver)).statusCode).toBe(200);
    expect(await title()).toBe('Firsttext news');
    expect(await found('Secondtext')).toEqual([]);
    expect(await found('Firsttext')).toContain('/news/revert-me');
  });

  it('a withdrawal approved takes an office off the site', async () => {
    const offices = async () => (await get<{ results: { id: number }[] }>('/api/offices/?language_id=1')).results.map((o) => o.id);
    const [office] = await offices();
    const change = await submitted(as.editor, { kind: 'offices', item: String(office), action: 'withdraw' });
    expect(await offices()).toContain(office);
    expect((await call('POST', `/changes/${change.id}/approve`, as.approver)).statusCode).toBe(200);
    expect(await offices()).not.toContain(office);
    // Nothing left to withdraw.
    expect((await call('POST', '/changes', as.editor, { kind: 'offices', item: String(office), action: 'withdraw' })).statusCode).toBe(404);
  });

  it('a draft is discarded by its author alone', async () => {
    const change = await draft(as.editor, { kind: 'news', action: 'publish', body: news('discarded', 'Discarded') });
    expect((await call('DELETE', `/changes/${change.id}`, as.approver2)).json()).toMatchObject({ error: 'not_author' });
    expect((await call('DELETE', `/changes/${change.id}`, as.editor)).json()).toMatchObject({ state: 'discarded' });
    expect((await call('POST', `/changes/${change.id}/submit`, as.editor)).json()).toMatchObject({ error: 'state' });
    const listed = (await call('GET', '/changes', as.editor)).json<{ results: { id: string }[] }>().results.map((c) => c.id);
    expect(listed).not.toContain(change.id);
  });
});

describe('a scheduled change', () => {
  it('is in no answer and no search before its instant and in both instances’ after it, published once', async () => {
    const other = await buildApp({ dataDir: api.dataDir, databaseUrl: api.databaseUrl, dataKeys: TEST_DATA_KEYS, outboxPollMs: 60_000 });
    try {
      const instant = new Date(Math.ceil((Date.now() + 2_000) / 1000) * 1000);
      const change = await submitted(as.editor, {
        kind: 'news',
        action: 'publish',
        body: news('scheduled-news', 'Scheduledword'),
        scheduledFor: instant.toISOString(),
      });
      const approved = (await call('POST', `/changes/${change.id}/approve`, as.approver)).json<Change>();
      expect(approved.publication).toEqual({ id: expect.any(Number), effectiveAt: instant.toISOString(), scheduled: true });
      // Read on both before the instant (so that their answers are cached and must be dropped).
      expect(Date.now()).toBeLessThan(instant.getTime());
      for (const app of [api.app, other]) {
        expect(await newsSlugs(app)).not.toContain('scheduled-news');
        expect(await found('Scheduledword', app)).toEqual([]);
        expect((await app.inject({ url: '/api/news/scheduled-news/?language_id=1' })).statusCode).toBe(404);
      }
      const { db } = await api.db();
      const unindexed = await db.kysely.selectFrom('publication').select('indexed_at').where('slug', '=', 'scheduled-news').executeTakeFirstOrThrow();
      expect(unindexed.indexed_at).toBeNull();

      await new Promise((resolve) => setTimeout(resolve, instant.getTime() - Date.now() + 50));
      const until = Date.now() + 5_000;
      let shown: boolean[] = [];
      while (Date.now() < until) {
        shown = [];
        for (const app of [api.app, other])
          shown.push((await newsSlugs(app)).includes('scheduled-news'), (await found('Scheduledword', app)).includes('/news/scheduled-news'));
        if (shown.every(Boolean)) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(shown).toEqual([true, true, true, true]);
      const rows = await db.kysely.selectFrom('publication').selectAll().where('slug', '=', 'scheduled-news').execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.indexed_at).not.toBeNull();
      // Indexed once: one search row per language.
      expect((await found('Scheduledword')).filter((url) => url === '/news/scheduled-news')).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

describe('the rates', () => {
  type Rate = { currency: 'USD' | 'EUR' | 'RUB'; nbt: number; buy: number; sell: number };
  const shown = async () => (await get<{ results: Rate[] }>('/api/rates/?language_id=1&selector=NON_CASH')).results;
  const bodyOf = (rates: Rate[], factor: (r: Rate) => number) => ({
    rates: Object.fromEntries(
      rates.map((r) => [r.currency, { nbt: r.nbt, buy: +(r.buy * factor(r)).toFixed(4), sell: +(r.sell * factor(r)).toFixed(4) }]),
    ),
  });

  it('a rates publisher publishes their own within 5 % alone; a bigger move needs another rates publisher', async () => {
    const seed = await shown();
    const usd = seed.find((r) => r.currency === 'USD');
    const near = await draft(as.publisher, { kind: 'rates', item: 'NON_CASH', action: 'publish', body: bodyOf(seed, () => 1.03) });
    // Nobody else publishes it alone, and a content approver does not approve rates.
    expect((await call('POST', `/changes/${near.id}/publish`, as.publisher2)).json()).toMatchObject({ error: 'not_author' });
    const alone = await call('POST', `/changes/${near.id}/publish`, as.publisher);
    expect([alone.statusCode, alone.json<Change>().state]).toEqual([200, 'published']);
    const after = (await shown()).find((r) => r.currency === 'USD');
    expect(after?.sell).toBeCloseTo((usd?.sell ?? 0) * 1.03, 3);

    // 6 % on the dollar from there is not, and the first figure beyond is named.
    const far = await draft(as.publisher, {
      kind: 'rates',
      item: 'NON_CASH',
      action: 'publish',
      body: bodyOf(await shown(), (r) => (r.currency === 'USD' ? 1.06 : 1)),
    });
    const refused = await call('POST', `/changes/${far.id}/publish`, as.publisher);
    expect([refused.statusCode, refused.json<{ error: string; field: string }>()]).toEqual([
      409,
      expect.objectContaining({ error: 'needs_approval', field: 'rates.USD.buy' }),
    ]);
    expect((await shown()).find((r) => r.currency === 'USD')?.sell).toBe(after?.sell);
    expect((await call('GET', `/changes/${far.id}`, as.publisher)).json()).toMatchObject({ state: 'draft' });

    expect((await call('POST', `/changes/${far.id}/submit`, as.publisher)).statusCode).toBe(200);
    expect((await call('POST', `/changes/${far.id}/approve`, as.publisher)).json()).toMatchObject({ error: 'four_eyes' });
    expect((await call('POST', `/changes/${far.id}/approve`, as.approver)).statusCode).toBe(403);
    const approved = await call('POST', `/changes/${far.id}/approve`, as.publisher2);
    expect([approved.statusCode, approved.json<Change>().reviewer?.sub]).toEqual([200, 'treasury-2']);
    expect((await shown()).find((r) => r.currency === 'USD')?.sell).toBeCloseTo((after?.sell ?? 0) * 1.06, 3);
  });

  it('gold prices: the same bound', async () => {
    const gold = await get<Record<string, { buy: number; sell: number }>>('/api/gold-rates/?language_id=1');
    const [grams, price] = Object.entries(gold)[0] ?? ['1', { buy: 1, sell: 1 }];
    const scaled = (factor: number) => ({
      common: Object.fromEntries(Object.entries(gold).map(([g, p]) => [g, g === grams ? { buy: p.buy * factor, sell: p.sell * factor } : p])),
    });
    const far = await draft(as.publisher, { kind: 'gold', action: 'publish', body: scaled(1.2) });
    expect(far.item).toBe('1');
    expect((await call('POST', `/changes/${far.id}/publish`, as.publisher)).json()).toMatchObject({
      error: 'needs_approval',
      field: `common.${grams}.buy`,
    });
    const near = await draft(as.publisher, { kind: 'gold', action: 'publish', body: scaled(1.01) });
    expect((await call('POST', `/changes/${near.id}/publish`, as.publisher)).statusCode).toBe(200);
    expect((await get<Record<string, { buy: number }>>('/api/gold-rates/?language_id=1'))[grams]?.buy).toBeCloseTo(price.buy * 1.01, 5);
  });

  it('people no longer publish directly; automation does, with a machine token', async () => {
    const rates = await call('GET', '/changes', as.publisher);
    expect(rates.statusCode).toBe(200);
    const direct = await api.app.inject({
      method: 'PUT',
      url: '/internal/content/rates/TRANSFER',
      headers: as.publisher,
      payload: { effectiveAt: new Date().toISOString(), rates: bodyOf(await shown(), () => 1).rates },
    });
    expect(direct.statusCode).toBe(403);
    const item = await api.app.inject({
      method: 'POST',
      url: '/internal/content/items/news',
      headers: as.approver,
      payload: news('direct', 'Direct'),
    });
    expect(item.statusCode).toBe(403);
  });
});
