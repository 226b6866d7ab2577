/**
 * Every kind the site shows goes through the studio: a credit's, a deposit's and a card's
 * figures, a home slider, a question of the FAQ and a text page, each written by an editor from
 * what the site shows now, approved by someone else, and then what the public API answers (and
 * what an application is checked against). A text page keeps its name and address, and none is
 * added or withdrawn.
 */
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { GENERAL, post, startApi, type TestApi } from './helpers';
import { bearer, GROUPS, startTestProvider, type TestProvider } from './staffIdentity';

jest.setTimeout(40_000);

let api: TestApi;
let provider: TestProvider;
type Headers = Record<string, string>;
let editor: Headers = {};
let approver: Headers = {};

beforeAll(async () => {
  provider = await startTestProvider();
  api = await startApi({ staffIdentity: provider.identity });
  editor = bearer(await provider.token({ sub: 'editor-1', name: 'Мадина Юсупова', groups: GROUPS.editor }));
  approver = bearer(await provider.token({ sub: 'approver-1', name: 'Рустам Саидов', groups: GROUPS.approver }));
});
afterAll(async () => {
  await api.close();
  await provider.close();
});

type Doc = Record<string, unknown>;
const LANGS = { tj: 1, ru: 2, en: 3 } as const;

/** What the site shows of an item in each language, as the body of a change ({ tj, ru, en }). */
async function shown(path: string): Promise<Record<keyof typeof LANGS, Doc>> {
  const body = {} as Record<keyof typeof LANGS, Doc>;
  for (const [key, id] of Object.entries(LANGS) as [keyof typeof LANGS, number][]) {
    const res = await api.app.inject({ url: `${path}?language_id=${id}` });
    expect([path, res.statusCode]).toEqual([path, 200]);
    body[key] = res.json<Doc>();
  }
  return body;
}

const staff = (method: 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  api.app.inject({ method, url: `/internal/staff${url}`, headers, ...(payload ? { payload } : {}) });

/** An editor's change, submitted and approved by another person: its publication's number. */
async function approved(kind: string, item: string | null, body: unknown, action = 'publish', reverts?: number): Promise<number> {
  const draft = await staff('POST', '/changes', editor, { kind, item, action, ...(body ? { body } : {}), ...(reverts ? { reverts } : {}) });
  expect([draft.statusCode, draft.body]).toEqual([201, expect.any(String)]);
  const { id } = draft.json<{ id: string }>();
  expect((await staff('POST', `/changes/${id}/submit`, editor)).statusCode).toBe(200);
  const done = await staff('POST', `/changes/${id}/approve`, approver);
  expect([done.statusCode, done.json<{ state: string }>().state]).toEqual([200, 'published']);
  return done.json<{ publicationId: number }>().publicationId;
}

const without = (doc: Doc, ...props: string[]) => Object.fromEntries(Object.entries(doc).filter(([p]) => !props.includes(p)));

it('publishes a deposit’s rate tiers, and the deposit page’s answer and list carry them', async () => {
  const before = await shown('/api/Deposit/6/');
  const tiers = (before.en.rateTiers as { upToMonths: number | null; percent: number }[]).map((t) => ({ ...t, percent: t.percent + 1.25 }));
  const body = Object.fromEntries(Object.entries(before).map(([lang, doc]) => [lang, { ...without(doc, 'id'), rateTiers: tiers }]));
  await approved('deposits', '6', body);
  const after = await shown('/api/Deposit/6/');
  expect(after.ru.rateTiers).toEqual(tiers);
  expect(after.tj.title).toBe(before.tj.title);
  const listed = (await api.app.inject({ url: '/api/Deposit/?language_id=3' })).json<{ results: Doc[] }>().results;
  expect(listed.find((d) => d.id === 6)?.rateTiers).toEqual(tiers);
});

it('refuses a deposit whose figure is not a number, naming the field, and publishes nothing', async () => {
  const before = await shown('/api/Deposit/7/');
  const body = Object.fromEntries(Object.entries(before).map(([lang, doc]) => [lang, { ...without(doc, 'id'), minAmount: '500' }]));
  const res = await staff('POST', '/changes', editor, { kind: 'deposits', item: '7', action: 'publish', body });
  expect([res.statusCode, res.json<{ field: string }>().field]).toEqual([400, 'tj.minAmount']);
  expect((await shown('/api/Deposit/7/')).en.minAmount).toBe(before.en.minAmount);
});

it('publishes a credit’s rate and limits: the credit pages answer them and applications are checked against them', async () => {
  const before = await shown('/api/Credit/1/');
  const maxAmount = Number(before.en.maxAmount) + 10_000;
  const body = Object.fromEntries(
    Object.entries(before).map(([lang, doc]) => [lang, { ...without(doc, 'id'), percent: 19.5, maxAmount, title: `${String(doc.title)} +` }]),
  );
  await approved('credits', '1', body);
  const after = await shown('/api/Credit/1/');
  expect([after.en.percent, after.ru.maxAmount, after.tj.title]).toEqual([19.5, maxAmount, `${String(before.tj.title)} +`]);
  const listed = (await api.app.inject({ url: '/api/Credit/?language_id=2' })).json<{ results: Doc[] }>().results;
  expect(listed.find((c) => c.id === 1)).toMatchObject({ percent: 19.5, maxAmount });
  // The credits feature answers both audiences' lists from the one store, the seed's order kept.
  const all = (await api.app.inject({ url: '/api/Credit/?language_id=1' })).json<{ results: Doc[] }>().results;
  const individual = (await api.app.inject({ url: '/api/Credit/?language_id=1&audience=individual' })).json<{ results: Doc[] }>().results;
  expect(individual.length).toBeGreaterThan(0);
  expect(individual.length).toBeLessThan(all.length);
  expect(individual.every((c) => c.audience === 'individual')).toBe(true);
});

it('checks a credit application against the limits staff published, not the seed’s', async () => {
  // The express loan of the seed: 1 000–15 000 TJS.
  const application = {
    ...GENERAL,
    type: 'credit',
    nameProduct: 'Қарзи фаврӣ',
    city: 'Хуҷанд',
    amount: '20000',
    months: '12',
    purpose: 'education',
    product_id: '6',
  };
  const refused = await post(api.app, application, { lang: 3 });
  expect([refused.statusCode, refused.json<{ field: string }>().field]).toEqual([400, 'amount']);
  const before = await shown('/api/Credit/6/');
  await approved(
    'credits',
    '6',
    Object.fromEntries(Object.entries(before).map(([lang, doc]) => [lang, { ...without(doc, 'id'), maxAmount: 25_000 }])),
  );
  expect((await post(api.app, application, { lang: 3, ip: '127.0.0.9' })).statusCode).toBe(201);
});

it('publishes a card’s tariffs (its type is the server’s), a home slider and a question of the FAQ', async () => {
  const card = await shown('/api/Card/1/');
  await approved(
    'cards',
    '1',
    Object.fromEntries(Object.entries(card).map(([lang, doc]) => [lang, { ...without(doc, 'id', 'type'), yearlyFee: 77 }])),
  );
  expect((await shown('/api/Card/1/')).en).toMatchObject({ yearlyFee: 77, type: 'cards' });

  const sliders = async (lang: number) => (await api.app.inject({ url: `/api/sliders/?language_id=${lang}` })).json<{ results: Doc[] }>().results;
  const [first] = await sliders(3);
  const slider = { tj: (await sliders(1))[0], ru: (await sliders(2))[0], en: { ...first, title: 'Deposits at a new rate' } };
  await approved(
    'sliders',
    String(first?.id),
    Object.fromEntries(Object.entries(slider).map(([lang, doc]) => [lang, without(doc ?? {}, 'id', 'status')])),
  );
  expect((await sliders(3))[0]).toMatchObject({ title: 'Deposits at a new rate', status: 1 });

  const faq = async (lang: number) =>
    (await api.app.inject({ url: `/api/faq/?language_id=${lang}&section=deposit` })).json<{ results: Doc[] }>().results;
  const question = (await faq(2))[0] ?? {};
  const body = {
    tj: without((await faq(1))[0] ?? {}, 'id'),
    ru: { ...without(question, 'id'), answer: 'Да, в любом офисе банка.' },
    en: without((await faq(3))[0] ?? {}, 'id'),
  };
  const publication = await approved('faq', String(question.id), body);
  expect((await faq(2)).find((q) => q.id === question.id)?.answer).toBe('Да, в любом офисе банка.');
  // Reverted by a change of its own, approved: the seed's answer is back.
  await approved('faq', null, null, 'revert', publication);
  expect((await faq(2)).find((q) => q.id === question.id)?.answer).toBe(question.answer);
});

it('publishes a text page under its own name and address, whatever the body says, and adds or withdraws none', async () => {
  const page = await shown('/api/pages/about-bank/');
  const rows = await (
    await api.db()
  ).db.kysely
    .selectFrom('content')
    .select(['id'])
    .where('kind', '=', 'page')
    .where('slug', '=', 'about-bank')
    .executeTakeFirstOrThrow();
  const body = Object.fromEntries(
    Object.entries(page).map(([lang, doc]) => [lang, { ...doc, name: 'renamed', title: `${String(doc.title)} (2027)` }]),
  );
  await approved('pages', String(rows.id), body);
  const after = await shown('/api/pages/about-bank/');
  expect([after.en.name, after.en.title]).toEqual(['about-bank', `${String(page.en.title)} (2027)`]);
  expect((await api.app.inject({ url: '/api/pages/renamed/?language_id=3' })).statusCode).toBe(404);

  const added = await staff('POST', '/changes', editor, { kind: 'pages', action: 'publish', body });
  expect([added.statusCode, added.json<{ field: string }>().field]).toEqual([400, 'item']);
  const withdrawn = await staff('POST', '/changes', editor, { kind: 'pages', item: String(rows.id), action: 'withdraw' });
  expect([withdrawn.statusCode, withdrawn.json<{ field: string }>().field]).toEqual([400, 'action']);
});

it('takes a document’s PDF from a person who writes content, inspected; the document naming it is approved like any change', async () => {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText('Tariffs 2027', { x: 72, y: 760, size: 14, font: await pdf.embedFont(StandardFonts.Helvetica) });
  const bytes = Buffer.from(await pdf.save());
  const put = (headers: Headers, data: Buffer) =>
    api.app.inject({
      method: 'PUT',
      url: '/internal/staff/files/tariffs-2027.pdf',
      headers: { ...headers, 'content-type': 'application/pdf' },
      payload: data,
    });
  expect((await put(editor, Buffer.from('MZ not a pdf'))).statusCode).toBe(422);
  const officer = bearer(await provider.token({ sub: 'officer-1', name: 'Шоира Қодирова', groups: GROUPS.officer }));
  expect((await put(officer, bytes)).statusCode).toBe(403);
  const uploaded = await put(editor, bytes);
  expect(uploaded.statusCode).toBe(201);
  const { file } = uploaded.json<{ file: string }>();
  const texts = (title: string) => ({ title, category: title });
  await approved('documents', null, {
    common: { file, date: new Date().toISOString().slice(0, 10) },
    tj: texts('Тарифҳо 2027'),
    ru: texts('Тарифы 2027'),
    en: texts('Tariffs 2027'),
  });
  const listed = (await api.app.inject({ url: '/api/documents/?language_id=3' })).json<{ results: Doc[] }>().results;
  expect(listed.find((d) => d.title === 'Tariffs 2027')).toMatchObject({
    url: `/api/files/published/${file}.pdf`,
    format: 'PDF',
    sizeBytes: bytes.length,
  });
});
