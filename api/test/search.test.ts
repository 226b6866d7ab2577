/**
 * Site search, one suite for both databases: `npm test` runs it on SQLite, `npm run test:pg` on
 * PostgreSQL, and there it also starts a SQLite API on the same seed and checks that both answer
 * the same results, in the same order, with the same highlights, for queries in three languages.
 */
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { SEED_SYNONYM_GROUPS } from '../src/db/migrations/0008-search-synonyms';
import { rank } from '../src/features/search/rank';
import { expandedTerms, searchQueries } from '../src/features/search/search';
import { lookupForms, queryTerms } from '../src/features/search/stems';
import { editDistance, suggestion } from '../src/features/search/suggest';
import { addSynonymGroup, listSynonymGroups, removeSynonymGroup, REVISION_CHECK_MS, SynonymError, synonymsOf } from '../src/features/search/synonyms';
import { onPostgres } from './database';
import { startApi, testStorage, type TestApi } from './helpers';

interface Found {
  results: { kind: string; id: number; url: string; title: string; snippet: { text: string; highlight: boolean }[]; score: number }[];
}

/** Hundreds of searches from the test's one address: the search limit is readLimits.test.ts's to test. */
const UNLIMITED = { rateLimits: { searchMax: 1_000_000 } };

let api: TestApi;
beforeAll(async () => {
  api = await startApi(UNLIMITED);
});
afterAll(() => api.close());

const searchOn = async (app: TestApi['app'], q: string, lang: number) => {
  const res = await app.inject({ url: `/api/search/?language_id=${lang}&q=${encodeURIComponent(q)}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as Found).results;
};
const search = (q: string, lang: number) => searchOn(api.app, q, lang);
const marks = (r: Found['results'][number]) => r.snippet.filter((s) => s.highlight).map((s) => s.text.toLocaleLowerCase());

describe('GET /api/search/', () => {
  it('finds products, news, pages and vacancies, best first, with the matched words highlighted', async () => {
    const r = await search('Khujand', 3);
    expect(r.length).toBeGreaterThan(1);
    expect(r.map((x) => x.kind)).toEqual(expect.arrayContaining(['news', 'vacancy']));
    const scores = r.map((x) => x.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    for (const x of r) expect(x.snippet.some((s) => s.highlight && /khujand/i.test(s.text))).toBe(true);
  });

  it('searches in the asked language, by word prefix, Tajik letters included', async () => {
    const tj = await search('қарз', 1);
    expect(tj.map((x) => x.kind)).toContain('credit');
    for (const x of tj) expect(marks(x).every((m) => m.startsWith('қарз'))).toBe(true);
    expect((await search('вклад', 2)).map((x) => x.kind)).toContain('deposit');
    expect(await search('Хуҷанд', 3)).toEqual([]);
  });

  it('finds other forms of a Russian or English word through its stem, and a word as typed where the stem is not its prefix', async () => {
    // «кредиты» (stem «кредит») finds the credits, whose titles say «Кредит …».
    const credits = await search('кредиты', 2);
    expect(credits.map((x) => x.kind)).toContain('credit');
    expect(credits.flatMap(marks)).toEqual(expect.arrayContaining([expect.stringMatching(/^кредит/)]));
    // "cards" (stem "card") finds the card products, titled "… card".
    expect((await search('cards', 3)).filter((x) => x.kind === 'card').length).toBeGreaterThan(1);
    // "salary" stems to "salari", which is no prefix of "salary": the word itself still matches.
    expect((await search('salary', 3)).length).toBeGreaterThan(0);
    expect(queryTerms(['salary', 'Cards', 'қарзҳо'], 3)).toEqual([['salary', 'salari'], ['card'], ['қарзҳо']]);
  });

  it('puts an item whose title matches above one that mentions the word only in its text', async () => {
    // «депозит» also matches its synonyms: «вклад» and the rest of its group.
    const inTitle = (x: Found['results'][number]) => /депозит|вклад|пасандоз|амонат|deposit|savings/.test(x.title.toLocaleLowerCase());
    const r = await search('депозит', 2);
    const firstBodyOnly = r.findIndex((x) => !inTitle(x));
    const lastTitle = r.map(inTitle).lastIndexOf(true);
    expect(lastTitle).toBeGreaterThanOrEqual(0);
    if (firstBodyOnly >= 0) expect(lastTitle).toBeLessThan(firstBodyOnly);
  });

  it('needs every word of the query', async () => {
    const both = await search('карта Visa', 2);
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThanOrEqual((await search('карта', 2)).length);
    expect(await search('Visa ипотекаоблигация', 2)).toEqual([]);
  });

  it('treats FTS5 and tsquery syntax and SQL as plain words', async () => {
    for (const q of ['"', '*', 'NEAR(a b)', "'; DROP TABLE search_index; --", 'a OR b AND -c', '<script>', "deposit:* & !x | 'y'", '(((']) {
      const res = await api.app.inject({ url: `/api/search/?language_id=3&q=${encodeURIComponent(q)}` });
      expect([q, res.statusCode]).toEqual([q, 200]);
    }
    expect((await search('deposit', 3)).length).toBeGreaterThan(0);
    expect((await api.app.inject({ url: '/api/search/?language_id=1&q=' })).statusCode).toBe(400);
  });
});

describe('synonyms across the three languages', () => {
  const kinds = async (q: string, lang: number) => new Set((await search(q, lang)).map((x) => x.kind));

  it('finds the Tajik loans for «кредит» and «кредиты», whose pages say «қарз», and highlights «қарз»', async () => {
    for (const q of ['кредит', 'кредиты', 'loan']) {
      const r = await search(q, 1);
      expect([q, r.map((x) => x.kind)]).toEqual([q, expect.arrayContaining(['credit'])]);
      expect(r.flatMap(marks)).toEqual(expect.arrayContaining([expect.stringMatching(/^қарз/)]));
    }
  });

  it.each([
    [1, 'депозит', 'deposit'],
    [1, 'карта', 'card'],
    [1, 'перевод', 'page'],
    [1, 'ипотека', 'credit'],
    [2, 'қарз', 'credit'],
    [2, 'deposit', 'deposit'],
    [3, 'кредит', 'credit'],
    [3, 'вклад', 'deposit'],
    [3, 'корт', 'card'],
    [3, 'ипотека', 'credit'],
  ])('language %i: «%s» finds a %s', async (lang, q, kind) => {
    expect(await kinds(q, lang)).toContain(kind);
  });

  it('finds exchange rates, branches and ATMs by the words of any language', async () => {
    const titles = async (q: string, lang: number) => (await search(q, lang)).map((x) => x.title);
    expect(await titles('курс', 1)).toContain('Қурби асъор');
    expect(await titles('қурб', 2)).toContain('Курсы валют');
    expect((await titles('банкомат', 3)).join(' ')).toMatch(/ATM/);
    expect((await titles('ATM', 2)).join(' ')).toMatch(/[Бб]анкомат/);
    expect((await search('филиал', 3)).length).toBeGreaterThan(0);
  });

  it('expands each word by its group in one lookup, per word, still needing every word', async () => {
    const { db } = await api.db();
    const [loan, khujand] = await expandedTerms(db, ['Кредиты', 'Khujand'], 2);
    // Russian: «кредит» stems to «кред» (a prefix of «кредит»), which stands for it.
    expect(loan).toEqual(expect.arrayContaining(['кред', 'қарз', 'loan', 'credit', 'заём']));
    expect(khujand).toEqual(['khujand']);
    expect(lookupForms('кортҳо')).toContain('корт');
    // Every word still has to match: a loan in Khujand is not every loan.
    expect((await search('кредит Khujand', 3)).length).toBeLessThan((await search('кредит', 3)).length);
  });

  it('keeps the groups in a table the content API extends (listSynonymGroups, addSynonymGroup, removeSynonymGroup)', async () => {
    const { db } = await api.db();
    const groups = await listSynonymGroups(db);
    expect(groups.length).toBe(SEED_SYNONYM_GROUPS.length);
    expect(groups.find((g) => g.words.includes('қарз'))!.words).toEqual(expect.arrayContaining(['кредит', 'loan', 'credit']));
    // «пул» (money) finds nothing in English until the bank groups it with "money" …
    expect((await searchQueries(db).search('пул', 3)).length).toBe(0);
    const added = await addSynonymGroup(db, ['Пул', 'деньги', 'money', 'пул']);
    expect(added.words).toEqual(['money', 'деньги', 'пул']);
    expect((await searchQueries(db).search('пул', 3)).length).toBeGreaterThan(0);
    // … a word already grouped brings its group along …
    const merged = await addSynonymGroup(db, ['cash', 'money']);
    expect(merged).toEqual({ id: added.id, words: ['cash', 'money', 'деньги', 'пул'] });
    expect((await listSynonymGroups(db)).filter((g) => g.words.includes('money'))).toHaveLength(1);
    // … and removing it takes it away again.
    expect(await removeSynonymGroup(db, added.id)).toBe(true);
    expect(await removeSynonymGroup(db, added.id)).toBe(false);
    expect((await searchQueries(db).search('пул', 3)).length).toBe(0);
    for (const bad of [['one'], ['two words', 'x'], ['a"b', 'c'], ['x'.repeat(41), 'y']]) {
      await expect(addSynonymGroup(db, bad)).rejects.toBeInstanceOf(SynonymError);
    }
  });

  it('caches the lookup per instance and drops it when another instance changes the table', async () => {
    const { db } = await api.db();
    // Another instance: a handle of its own on the same database.
    const theirs = { db: await openDatabase({ dataDir: api.dataDir, databaseUrl: api.databaseUrl }) };
    try {
      const now = Date.now();
      expect((await synonymsOf(db, ['wallet'], now)).get('wallet')).toEqual([]);
      const group = await addSynonymGroup(theirs.db, ['wallet', 'ҳамён']);
      // Within the check interval the cached answer holds; after it, the revision has moved.
      expect((await synonymsOf(db, ['wallet'], now + 1)).get('wallet')).toEqual([]);
      expect((await synonymsOf(db, ['wallet'], now + REVISION_CHECK_MS + 1)).get('wallet')).toEqual(['wallet', 'ҳамён']);
      await removeSynonymGroup(theirs.db, group.id);
    } finally {
      await theirs.db.close();
    }
  });
});

describe('did you mean', () => {
  const answer = async (q: string, lang: 1 | 2 | 3) => searchQueries((await api.db()).db).answer(q, lang);

  it('suggests the nearest words the pages use when a query finds nothing, and the suggestion finds something', async () => {
    for (const [q, lang, want] of [
      ['пасандзо', 1, 'пасандоз'],
      ['кредт', 2, 'кредит'],
      ['depost', 3, 'deposit'],
    ] as const) {
      const a = await answer(q, lang);
      expect([q, a.results, a.suggestion]).toEqual([q, [], want]);
      expect((await search(want, lang)).length).toBeGreaterThan(0);
    }
    // A query that finds something gets no suggestion.
    expect((await answer('кредит', 1)).suggestion).toBeNull();
  });

  it('never suggests the query itself, nor a query that finds nothing', async () => {
    // Every word is on the pages, but not together: the nearest query is the query itself.
    expect(await answer('Khujand mortgage', 3)).toEqual({ results: [], suggestion: null });
    // "mortgagx" is one letter from "mortgage", but no page speaks of a mortgage in Khujand.
    expect(await answer('Khujand mortgagx', 3)).toEqual({ results: [], suggestion: null });
    expect(await answer('zzzqqq', 3)).toEqual({ results: [], suggestion: null });
    const { db } = await api.db();
    const tried: string[] = [];
    const none = await suggestion(db, ['Кредит'], 2, async (q) => {
      tried.push(q);
      return [];
    });
    expect(none).toBeNull();
    expect(tried).not.toContain('кредит');
    expect(tried.length).toBeGreaterThan(0);
  });

  it('counts a missing, extra, wrong or swapped letter as one edit', () => {
    expect(['deposit', 'depsoit', 'depost', 'deposits', 'depozit'].map((w) => editDistance('deposit', w, 2))).toEqual([0, 1, 1, 1, 1]);
    expect(editDistance('deposit', 'card', 2)).toBe(3);
  });
});

describe('ranking and snippets (rank.ts)', () => {
  const item = (id: number, title: string, body: string) => ({ kind: 'page', id, url: `/p/${id}`, title, body });

  it('counts hits in any case, Cyrillic and Tajik too, and takes the word count the index stored over its own', () => {
    const ranked = rank([item(1, 'ҚАРЗ барои хона', 'Қарзи истеъмолӣ.'), item(2, 'Карта', 'қарз')], ['қарз'], 2);
    expect(ranked.map((r) => r.id)).toEqual([1, 2]);
    expect(ranked[0]!.snippet).toEqual([
      { text: 'Қарзи', highlight: true },
      { text: ' истеъмолӣ.', highlight: false },
    ]);
    // The same hits, but the first row says it has 5,000 words: a short text's hit says more.
    const stored = rank([{ ...item(1, 'Loan', 'loan'), words: 5_000 }, item(2, 'Loan', 'loan')], ['loan'], 2);
    expect(stored.map((r) => r.id)).toEqual([2, 1]);
    expect(stored[1]!.score).toBeLessThan(stored[0]!.score);
  });

  it('cuts the same snippet from a long body whether its match comes first or last', () => {
    const words = Array.from({ length: 200 }, (_, i) => `w${i}`);
    const early = rank([item(1, 'T', ['card', ...words].join(' '))], ['card'], 1)[0]!.snippet;
    expect(early.map((p) => p.text).join('')).toBe(`card ${words.slice(0, 23).join(' ')}…`);
    const late = rank([item(1, 'T', [...words, 'card'].join(' '))], ['card'], 1)[0]!.snippet;
    // At the end the window moves back: the last 24 words, the match among them.
    expect(late.map((p) => p.text).join('')).toBe(`…${words.slice(-23).join(' ')} card`);
    expect(late.filter((p) => p.highlight)).toEqual([{ text: 'card', highlight: true }]);
  });

  it('orders by title hits, then body hits per length, then kind and id, and cuts a long body around the first hit', () => {
    const long = `${'Lorem ipsum '.repeat(30)}the deposit rate ${'dolor sit '.repeat(30)}`;
    const ranked = rank([item(3, 'Other', long), item(2, 'Deposit', 'Text.'), item(1, 'Other', 'A deposit here.')], ['deposit'], 10);
    expect(ranked.map((r) => r.id)).toEqual([2, 1, 3]);
    const snippet = ranked.find((r) => r.id === 3)!.snippet;
    expect(snippet[0]).toEqual({ text: expect.stringMatching(/^…/), highlight: false });
    expect(snippet.filter((s) => s.highlight)).toEqual([{ text: 'deposit', highlight: true }]);
    expect(snippet.at(-1)!.text.endsWith('…')).toBe(true);
    // No body hit: the body's first words, never the title again (it is shown above).
    expect(ranked[0]!.snippet).toEqual([{ text: 'Text.', highlight: false }]);
    const lead = rank([item(4, 'Car loan', `For a new or used car. ${'More words here. '.repeat(20)}`)], ['loan'], 1)[0]!.snippet;
    expect(lead).toEqual([{ text: expect.stringMatching(/^For a new or used car\. More words .*…$/), highlight: false }]);
    expect(lead[0]!.text.split(/\s+/).length).toBe(24);
  });

  it('keeps a page’s headings and list items apart as sentences', async () => {
    const found = await search('utilities', 3);
    const mobile = found.find((r) => r.url === '/SSB-mobile');
    expect(mobile).toBeDefined();
    const text = mobile!.snippet.map((s) => s.text).join('');
    // "… banks in Tajikistan. Payments for utilities …", not "… Tajikistan Payments …".
    expect(text).toMatch(/Tajikistan\. Payments for utilities/);
    expect(text).not.toContain('SSB Mobile Transfers');
  });

  it('reads neighbouring marked words as one mark', () => {
    const [r] = rank([item(1, 'T', 'Open a Visa card today')], ['visa', 'card'], 1);
    expect(r!.snippet).toEqual([
      { text: 'Open a ', highlight: false },
      { text: 'Visa card', highlight: true },
      { text: ' today', highlight: false },
    ]);
  });
});

// Skipped on SQLite alone (npm test): the point is that the two databases agree, so it needs
// PostgreSQL too; npm run test:pg runs it.
(onPostgres ? describe : describe.skip)('the same answers on SQLite and PostgreSQL (npm run test:pg)', () => {
  let sqlite: Awaited<ReturnType<typeof buildApp>>;
  let storage: Awaited<ReturnType<typeof testStorage>>;
  beforeAll(async () => {
    storage = await testStorage();
    sqlite = await buildApp({ dataDir: storage.dataDir, ...UNLIMITED });
  });
  afterAll(async () => {
    await sqlite.close();
    await storage.remove();
  });

  const QUERIES: [number, string][] = [
    [1, 'қарз'],
    [1, 'корти'],
    [1, 'пасандоз'],
    [1, 'ҳисоб'],
    [1, 'Visa'],
    [1, 'Хуҷанд'],
    [1, 'кредит'],
    [1, 'перевод'],
    [1, 'банкомат'],
    [2, 'кредит'],
    [2, 'кредиты'],
    [2, 'вклад'],
    [2, 'карта Visa'],
    [2, 'перевод'],
    [2, 'мобильный банк'],
    [3, 'deposit'],
    [3, 'cards'],
    [3, 'loan'],
    [3, 'mobile app'],
    [3, 'transfer'],
    [3, 'salary'],
    [3, 'Khujand'],
    [3, 'вклад'],
    [3, 'ATM'],
  ];

  it.each(QUERIES)('language %i, «%s»', async (lang, q) => {
    const onPg = await search(q, lang);
    const onSqlite = await searchOn(sqlite, q, lang);
    expect(onPg.map((r) => [r.kind, r.id, r.score, r.snippet])).toEqual(onSqlite.map((r) => [r.kind, r.id, r.score, r.snippet]));
  });

  it('finds something for most of them (the comparison is not of empty lists)', async () => {
    const found = await Promise.all(QUERIES.map(([lang, q]) => search(q, lang)));
    expect(found.filter((r) => r.length > 0).length).toBeGreaterThanOrEqual(QUERIES.length - 2);
  });
});
