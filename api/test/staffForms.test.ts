/**
 * The content studio's forms: one source for the form and the check. Each change kind's form is
 * its schema without what the server sets, with the properties written per language read from the
 * seed; a body built from an item as it holds now, changed, is a draft the API takes; an item's
 * history lists its publications newest first. Only the studio's roles read them.
 */
import { startApi, type TestApi } from './helpers';
import { bearer, GROUPS, startTestProvider, type TestProvider } from './staffIdentity';

jest.setTimeout(40_000);

let api: TestApi;
let provider: TestProvider;
type Headers = Record<string, string>;
const as: Record<'editor' | 'approver' | 'publisher' | 'officer', Headers> = { editor: {}, approver: {}, publisher: {}, officer: {} };

beforeAll(async () => {
  provider = await startTestProvider();
  api = await startApi({ staffIdentity: provider.identity });
  as.editor = bearer(await provider.token({ sub: 'editor-1', name: 'Мадина Юсупова', groups: GROUPS.editor }));
  as.approver = bearer(await provider.token({ sub: 'approver-1', name: 'Рустам Саидов', groups: GROUPS.approver }));
  as.publisher = bearer(await provider.token({ sub: 'treasury-1', name: 'Дилноза Раҳимова', groups: GROUPS.publisher }));
  as.officer = bearer(await provider.token({ sub: 'officer-1', name: 'Фарҳод Назаров', groups: GROUPS.officer }));
});
afterAll(async () => {
  await api.close();
  await provider.close();
});

interface Form {
  kind: string;
  itemKind: string;
  schema: { type?: string; properties?: Record<string, { type?: unknown; items?: unknown; $ref?: unknown }>; required?: string[] };
  translated: string[];
  scheduled: boolean;
  languageNeutral: boolean;
  file: boolean;
  slug: boolean;
}
type Body = { common: Record<string, unknown>; tj: Record<string, unknown>; ru: Record<string, unknown>; en: Record<string, unknown> };
interface Item {
  item: string;
  shown: boolean;
  titles: { tj: string; ru: string; en: string };
  current: Body | null;
}

const call = (method: 'GET' | 'POST', url: string, headers: Headers, body?: unknown) =>
  api.app.inject({ method, url: `/internal/staff${url}`, headers, ...(body === undefined ? {} : { payload: body as object }) });
const formsOf = async (headers = as.editor) => (await call('GET', '/forms', headers)).json<{ forms: Form[] }>().forms;

describe('the forms', () => {
  it('cover every change kind, rates included, with the schema that checks it and its per-language properties read from the seed', async () => {
    const res = await call('GET', '/forms', as.editor);
    expect([res.statusCode, res.headers['cache-control']]).toEqual([200, 'no-store']);
    const forms = res.json<{ forms: Form[] }>().forms;
    expect(forms.map((f) => f.kind)).toEqual(expect.arrayContaining(['news', 'offices', 'gold', 'rates']));
    const news = forms.find((f) => f.kind === 'news');
    expect(news).toMatchObject({ itemKind: 'news', slug: true, languageNeutral: false });
    expect(news?.translated).toEqual(expect.arrayContaining(['title', 'summary', 'body']));
    expect(news?.translated).not.toContain('date');
    expect(news?.translated).not.toContain('slug');
    // What the server sets is not asked for; `$ref`s are inlined.
    expect(Object.keys(news?.schema.properties ?? {})).not.toEqual(expect.arrayContaining(['id']));
    expect(news?.schema.properties).not.toHaveProperty('type');
    expect(news?.schema.required).not.toContain('id');
    expect(JSON.stringify(news?.schema)).not.toContain('$ref');
    expect(JSON.stringify(news?.schema)).toContain('"paragraph"');
    const offices = forms.find((f) => f.kind === 'offices');
    expect(offices?.schema.properties).not.toHaveProperty('kind');
    expect(offices?.translated).toContain('address');
    expect(offices?.translated).not.toContain('lat');
    const documents = forms.find((f) => f.kind === 'documents');
    expect(documents).toMatchObject({ file: true });
    expect(documents?.schema.properties).toHaveProperty('file');
    expect(documents?.schema.properties).not.toHaveProperty('url');
    expect(forms.find((f) => f.kind === 'gold')).toMatchObject({ languageNeutral: true, translated: [] });
    expect(forms.find((f) => f.kind === 'rates')?.schema.properties).toHaveProperty('rates');
    // Every kind the site shows, the credits (their own schema) and the text pages (their name is the seed's) too.
    expect(forms.map((f) => f.kind)).toEqual(expect.arrayContaining(['credits', 'deposits', 'cards', 'sliders', 'popular', 'faq', 'pages']));
    expect(forms.find((f) => f.kind === 'credits')?.schema.properties).toHaveProperty('percent');
    expect(forms.find((f) => f.kind === 'deposits')?.translated).toEqual(expect.arrayContaining(['title', 'description']));
    expect(forms.find((f) => f.kind === 'deposits')?.translated).not.toContain('rateTiers');
    expect(forms.find((f) => f.kind === 'pages')?.schema.properties).not.toHaveProperty('name');
  });

  it('is for the studio’s roles only', async () => {
    for (const who of [as.editor, as.approver, as.publisher]) expect((await call('GET', '/forms', who)).statusCode).toBe(200);
    for (const url of ['/forms', '/forms/news/items', '/history/news/1']) expect((await call('GET', url, as.officer)).statusCode).toBe(403);
    expect((await call('GET', '/forms', {})).statusCode).toBe(401);
    expect((await call('GET', '/forms/nothing/items', as.editor)).statusCode).toBe(400);
  });
});

describe('the items of a kind', () => {
  it('hold bodies a draft takes: one changed and posted is accepted, and its current is what the item shows', async () => {
    const res = await call('GET', '/forms/news/items', as.editor);
    expect(res.statusCode).toBe(200);
    const { items } = res.json<{ items: Item[] }>();
    expect(items.length).toBeGreaterThan(0);
    const [first] = items;
    if (!first?.current) throw new Error('no news item');
    expect(first.titles.tj).not.toBe(first.titles.en);
    expect(first.current.tj).toHaveProperty('title', first.titles.tj);
    expect(first.current.common).toHaveProperty('slug');
    expect(first.current.common).not.toHaveProperty('id');
    expect(first.current.ru).not.toHaveProperty('slug');

    const body: Body = { ...first.current, ru: { ...first.current.ru, title: `${first.titles.ru} (обновлено)` } };
    const posted = await call('POST', '/changes', as.editor, { kind: 'news', item: first.item, action: 'publish', body });
    expect([posted.statusCode, posted.body]).toEqual([201, expect.any(String)]);
    // A fault is named by the field, as the form shows it.
    const wrong = await call('POST', '/changes', as.editor, {
      kind: 'news',
      item: first.item,
      action: 'publish',
      body: { ...first.current, common: { ...first.current.common, slug: 'Not A Slug' } },
    });
    expect([wrong.statusCode, wrong.json<{ field: string }>().field]).toEqual([400, 'common.slug']);
  });

  it('every kind’s items are bodies its own check takes as they are', async () => {
    for (const form of await formsOf()) {
      if (form.kind === 'rates' || form.file || form.languageNeutral) continue;
      const { items } = (await call('GET', `/forms/${form.kind}/items`, as.editor)).json<{ items: Item[] }>();
      const shown = items.find((i) => i.current);
      if (!shown) continue;
      const posted = await call('POST', '/changes', as.editor, { kind: form.kind, item: shown.item, action: 'publish', body: shown.current });
      expect([form.kind, posted.statusCode, posted.body]).toEqual([form.kind, 201, expect.any(String)]);
    }
  });

  it('rates: each tab with its figures, as the body of a rates change', async () => {
    const { items } = (await call('GET', '/forms/rates/items', as.publisher)).json<{
      items: { item: string; current: { rates: Record<string, unknown> } }[];
    }>();
    const tab = items.find((i) => i.item === 'NON_CASH');
    expect(Object.keys(tab?.current.rates ?? {})).toEqual(['USD', 'EUR', 'RUB']);
    const posted = await call('POST', '/changes', as.publisher, { kind: 'rates', item: 'NON_CASH', action: 'publish', body: tab?.current });
    expect(posted.statusCode).toBe(201);
  });
});

describe('an item’s history', () => {
  it('lists its publications newest first, with who and when, and the seed’s version; a revert of one is a change like any other', async () => {
    const { items } = (await call('GET', '/forms/vacancies/items', as.editor)).json<{ items: Item[] }>();
    const item = items.find((i) => i.current);
    if (!item?.current) throw new Error('no vacancy');
    for (const title of ['Первая правка', 'Вторая правка']) {
      const draft = (
        await call('POST', '/changes', as.editor, {
          kind: 'vacancies',
          item: item.item,
          action: 'publish',
          body: { ...item.current, ru: { ...item.current.ru, title } },
        })
      ).json<{ id: string }>();
      expect((await call('POST', `/changes/${draft.id}/submit`, as.editor)).statusCode).toBe(200);
      expect((await call('POST', `/changes/${draft.id}/approve`, as.approver)).statusCode).toBe(200);
    }
    const res = await call('GET', `/history/vacancies/${item.item}`, as.editor);
    expect(res.statusCode).toBe(200);
    const history = res.json<{
      currentId: number;
      publications: { id: number; publishedBy: string; revertedAt: string | null; docs: { ru: { title: string } } }[];
      seed: { ru: { title: string } } | null;
    }>();
    expect(history.publications.map((p) => p.docs.ru.title)).toEqual(['Вторая правка', 'Первая правка']);
    expect(history.publications[0]).toMatchObject({ publishedBy: 'Рустам Саидов', revertedAt: null });
    expect(history.currentId).toBe(history.publications[0]?.id);
    expect(history.seed?.ru.title).toBe(item.titles.ru);

    const revert = await call('POST', '/changes', as.editor, { kind: 'vacancies', action: 'revert', reverts: history.publications[0]?.id });
    expect([revert.statusCode, revert.json<{ item: string }>().item]).toEqual([201, item.item]);
    expect((await call('GET', '/history/vacancies/99999', as.editor)).statusCode).toBe(404);
  });
});
