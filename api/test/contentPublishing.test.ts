/**
 * Exchange rates published without a deploy: the content API (a rates publisher's access token
 * or a machine token of the `rates` scope; never another scope, role or a deploy token), its
 * history and reverts, the visitors' answers following at once on this instance and within a
 * second on another, and the automation's command over real HTTP.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { main as content } from '../scripts/content';
import { AS_SITE, startApi, TEST_DATA_KEYS, type TestApi } from './helpers';
import { bearer, GROUPS, machineToken, startTestProvider, type TestProvider } from './staffIdentity';

let RATES_TOKEN = '';
let CONTENT_TOKEN = '';
let AUTH: Record<string, string> = {};
let CONTENT_AUTH: Record<string, string> = {};
const RATES = {
  USD: { nbt: 9.5012, buy: 9.48, sell: 9.55 },
  EUR: { nbt: 10.99, buy: 10.9, sell: 11.1 },
  RUB: { nbt: 0.1171, buy: 0.115, sell: 0.12 },
};

// Instants relative to now: the history's window (30 days) moves with the clock.
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();
const YESTERDAY = iso(Date.now() - 26 * HOUR);
const TODAY = iso(Date.now() - HOUR);
const LATER = iso(Date.now() + 365 * 24 * HOUR);

// The API and a provider start before the tests; a busy machine takes its time.
jest.setTimeout(30_000);

let api: TestApi;
let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider();
  api = await startApi({ staffIdentity: provider.identity });
  const { db } = await api.db();
  RATES_TOKEN = await machineToken(db, 'rates', 'treasury');
  CONTENT_TOKEN = await machineToken(db, 'content', 'website-desk');
  AUTH = bearer(RATES_TOKEN);
  CONTENT_AUTH = bearer(CONTENT_TOKEN);
});
afterAll(async () => {
  await api.close();
  await provider.close();
});

type Rate = { currency: string; name: string; buy: number; sell: number; nbt: number };
const shown = async (lang = 1, selector = 'NON_CASH') => {
  const res = await api.app.inject({ url: `/api/rates/?language_id=${lang}&selector=${selector}` });
  return res.json<{ updatedAt: string; results: Rate[] }>();
};
const publish = (body: unknown, headers: Record<string, string> = AUTH, selector = 'NON_CASH') =>
  api.app.inject({ method: 'PUT', url: `/internal/content/rates/${selector}`, headers, payload: body as object });

it('refuses a call without a token, with a wrong one, a deploy token, another scope or another role', async () => {
  expect((await publish({ effectiveAt: '2026-11-26T08:00:00+05:00', rates: RATES }, {})).statusCode).toBe(401);
  expect(
    (await publish({ effectiveAt: '2026-11-26T08:00:00+05:00', rates: RATES }, { authorization: 'Bearer wrong-0123456789abcdef' })).statusCode,
  ).toBe(401);
  const list = await api.app.inject({ url: '/internal/content/rates/NON_CASH', headers: { authorization: 'Bearer local:deploy-token-0123456789' } });
  expect(list.statusCode).toBe(401);
  // A token of another scope, a person without the role: 403, and nothing is published.
  expect((await publish({ effectiveAt: '2026-11-26T08:00:00+05:00', rates: RATES }, CONTENT_AUTH)).statusCode).toBe(403);
  const editor = await provider.token({ sub: 'editor-1', groups: GROUPS.editor });
  expect((await publish({ effectiveAt: '2026-11-26T08:00:00+05:00', rates: RATES }, bearer(editor))).statusCode).toBe(403);
  // A rates publisher's token signed by another key, or for another audience: 401.
  const forged = await provider.token({ sub: 'p-1', groups: GROUPS.publisher }, { key: true });
  expect((await publish({ effectiveAt: '2026-11-26T08:00:00+05:00', rates: RATES }, bearer(forged))).statusCode).toBe(401);
  const elsewhere = await provider.token({ sub: 'p-1', groups: GROUPS.publisher }, { audience: 'another-api' });
  expect((await publish({ effectiveAt: '2026-11-26T08:00:00+05:00', rates: RATES }, bearer(elsewhere))).statusCode).toBe(401);
  expect((await shown()).results.find((r) => r.currency === 'USD')?.buy).toBe(9.41);
});

it('a rates publisher signed in at the bank’s provider no longer publishes directly: a person’s change goes through the studio', async () => {
  const person = await provider.token({ sub: 'publisher-7', name: 'Дилноза Раҳимова', groups: GROUPS.publisher });
  const res = await publish({ effectiveAt: LATER, rates: RATES }, bearer(person), 'TRANSFER');
  expect([res.statusCode, res.json()]).toEqual([403, { error: 'forbidden', field: null, message: 'Your role does not allow this.' }]);
  // Reading the history stays theirs.
  expect((await api.app.inject({ url: '/internal/content/rates/TRANSFER', headers: bearer(person) })).statusCode).toBe(200);
  expect((await shown(1, 'TRANSFER')).results.find((r) => r.currency === 'USD')?.buy).toBe(9.4);
});

it('names the field at fault and changes nothing', async () => {
  const cases: [unknown, string][] = [
    [{ rates: RATES }, 'effectiveAt'],
    [{ effectiveAt: '2026-11-26 08:00', rates: RATES }, 'effectiveAt'],
    [{ effectiveAt: '2026-11-26T08:00:00+05:00', rates: { USD: RATES.USD, EUR: RATES.EUR } }, 'rates.RUB'],
    [{ effectiveAt: '2026-11-26T08:00:00+05:00', rates: { ...RATES, GBP: RATES.USD } }, 'rates.GBP'],
    [{ effectiveAt: '2026-11-26T08:00:00+05:00', rates: { ...RATES, EUR: { nbt: 10.9, buy: 11.2, sell: 11.1 } } }, 'rates.EUR.buy'],
    [{ effectiveAt: '2026-11-26T08:00:00+05:00', rates: { ...RATES, USD: { nbt: 9.5, buy: '9.4', sell: 9.6 } } }, 'rates.USD.buy'],
  ];
  for (const [body, field] of cases) {
    const res = await publish(body);
    expect({ status: res.statusCode, field: res.json<{ field: string }>().field }).toEqual({ status: 400, field });
  }
  expect((await api.app.inject({ url: '/internal/content/rates/NON_CASH', headers: AUTH })).json<{ publications: unknown[] }>().publications).toEqual(
    [],
  );
});

it('shows a publication at once in every language, keeps each one, and reverts to the one before', async () => {
  const revision = async () =>
    (await api.app.inject({ url: '/readyz', headers: AS_SITE })).json<{ content: { revision: string } }>().content.revision;
  const before = await revision();
  const first = await publish({ effectiveAt: YESTERDAY, rates: RATES });
  expect(first.statusCode).toBe(201);
  // The site server drops its cached pages when the API's content revision changes.
  expect(await revision()).not.toBe(before);
  for (const lang of [1, 2, 3]) {
    const doc = await shown(lang);
    expect(doc.updatedAt).toBe(YESTERDAY);
    expect(doc.results.find((r) => r.currency === 'USD')).toMatchObject({ buy: 9.48, sell: 9.55, nbt: 9.5012 });
  }
  // Names stay the seed's, in the page's language.
  expect((await shown(2)).results.find((r) => r.currency === 'USD')?.name).toBe('Доллар США');

  // The same instant again is refused: a day's rates are published once and kept.
  const again = await publish({ effectiveAt: YESTERDAY.replace('.000Z', 'Z'), rates: { ...RATES, USD: { nbt: 9.6, buy: 9.5, sell: 9.7 } } });
  expect(again.statusCode).toBe(409);
  expect((await shown()).results.find((r) => r.currency === 'USD')?.buy).toBe(9.48);

  const second = await publish({ effectiveAt: TODAY, rates: { ...RATES, USD: { nbt: 9.6, buy: 9.52, sell: 9.6 } } });
  expect((await shown()).results.find((r) => r.currency === 'USD')?.buy).toBe(9.52);
  // A publication for later holds from its instant only.
  expect((await publish({ effectiveAt: LATER, rates: RATES })).statusCode).toBe(201);
  expect((await shown()).results.find((r) => r.currency === 'USD')?.buy).toBe(9.52);

  const id = second.json<{ id: number }>().id;
  const reverted = await api.app.inject({ method: 'POST', url: `/internal/content/rates/NON_CASH/${id}/revert`, headers: AUTH });
  expect(reverted.json()).toMatchObject({ id, revertedBy: 'machine:treasury' });
  expect((await shown()).results.find((r) => r.currency === 'USD')?.buy).toBe(9.48);
  expect((await api.app.inject({ method: 'POST', url: `/internal/content/rates/NON_CASH/${id}/revert`, headers: AUTH })).statusCode).toBe(404);

  // The history keeps all three, who published each, and the revert.
  const history = (await api.app.inject({ url: '/internal/content/rates/NON_CASH?days=30', headers: AUTH })).json<{
    currentId: number;
    publications: { id: number; publishedBy: string; revertedAt: string | null }[];
  }>();
  expect(history.currentId).toBe(first.json<{ id: number }>().id);
  expect(history.publications).toHaveLength(3);
  expect(history.publications.every((p) => p.publishedBy === 'machine:treasury')).toBe(true);
  expect(history.publications.find((p) => p.id === id)?.revertedAt).not.toBeNull();
  // Visitors' history (the chart): what held, oldest first; no reverted, no future publication;
  // before staff's first publication, the seed's own history of working mornings.
  const chart = (await api.app.inject({ url: '/api/rates/history/?language_id=3&selector=NON_CASH&days=30' })).json<{
    selector: string;
    days: number;
    points: { effectiveAt: string }[];
  }>();
  expect({ selector: chart.selector, days: chart.days, last: chart.points.at(-1) }).toEqual({
    selector: 'NON_CASH',
    days: 30,
    last: { effectiveAt: YESTERDAY, rates: expect.any(Array) },
  });
  const seeded = chart.points.slice(0, -1);
  expect(seeded.length).toBeGreaterThanOrEqual(15);
  expect(seeded.every((p) => p.effectiveAt < YESTERDAY)).toBe(true);
  expect((await api.app.inject({ url: '/api/rates/history/?language_id=3&selector=NON_CASH&days=7' })).statusCode).toBe(400);
  // Other tabs are untouched.
  expect((await shown(1, 'TRANSFER')).results.find((r) => r.currency === 'USD')?.buy).toBe(9.4);
});

/** Staff add a group of synonyms through the content API (a machine token of the `content` scope). */
const addGroup = (words: string[]) =>
  api.app.inject({ method: 'POST', url: '/internal/content/synonyms', headers: CONTENT_AUTH, payload: { words } });

/** Asks `probe` every 100 ms until `done` holds or 5 s have passed: its last answer, and how long that took. */
async function polled<T>(probe: () => Promise<T>, done: (value: T) => boolean): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  let value = await probe();
  while (!done(value) && Date.now() - started < 5_000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await probe();
  }
  return { value, ms: Date.now() - started };
}

it('another instance on the same database shows a publication within a second', async () => {
  const other = await buildApp({ dataDir: api.dataDir, databaseUrl: api.databaseUrl, dataKeys: TEST_DATA_KEYS, outboxPollMs: 60_000 });
  try {
    const before = (await other.inject({ url: '/api/rates/?language_id=1&selector=CardTransfer' })).json<{ results: Rate[] }>();
    expect(before.results.find((r) => r.currency === 'EUR')?.sell).toBe(11.06);
    expect((await publish({ effectiveAt: TODAY, rates: RATES }, AUTH, 'CardTransfer')).statusCode).toBe(201);
    const { value: sell, ms } = await polled(
      async () =>
        (await other.inject({ url: '/api/rates/?language_id=1&selector=CardTransfer' }))
          .json<{ results: Rate[] }>()
          .results.find((r) => r.currency === 'EUR')?.sell ?? 0,
      (value) => value === 11.1,
    );
    expect(sell).toBe(11.1);
    // It looks every second; a busy machine may add a little.
    expect(ms).toBeLessThan(3_000);
  } finally {
    await other.close();
  }
});

it('another instance drops the search answers it keeps when the synonyms change, within seconds', async () => {
  const other = await buildApp({ dataDir: api.dataDir, databaseUrl: api.databaseUrl, dataKeys: TEST_DATA_KEYS, outboxPollMs: 60_000 });
  const found = async () =>
    (await other.inject({ url: `/api/search/?language_id=1&q=${encodeURIComponent('ғизо')}` })).json<{ results: { kind: string }[] }>().results;
  try {
    // Asked, so that the other instance keeps the empty answer.
    expect(await found()).toEqual([]);
    const added = await addGroup(['ғизо', 'пасандоз']);
    expect(added.statusCode).toBe(201);
    const { value: results, ms } = await polled(found, (value) => value.length > 0);
    expect(results.some((r) => r.kind === 'deposit')).toBe(true);
    // It looks every second; a busy machine may add a little.
    expect(ms).toBeLessThan(3_000);
    const { id } = added.json<{ id: number }>();
    expect((await api.app.inject({ method: 'DELETE', url: `/internal/content/synonyms/${id}`, headers: CONTENT_AUTH })).statusCode).toBe(204);
  } finally {
    await other.close();
  }
});

it('the staff’s command publishes, lists and reverts over HTTP, and refuses a short token before it calls', async () => {
  await api.app.listen({ host: '127.0.0.1', port: 0 });
  const env = { SSB_CONTENT_API_URL: `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`, SSB_CONTENT_TOKEN: RATES_TOKEN };
  const contentEnv = { ...env, SSB_CONTENT_TOKEN: CONTENT_TOKEN };
  const out: string[] = [];
  const log = jest.spyOn(console, 'log').mockImplementation((line: string) => void out.push(line));
  try {
    await content(['rates', 'publish', 'TRANSFER', '--from', TODAY, 'USD=9.44/9.42/9.49', 'EUR=10.95/10.88/11.04', 'RUB=0.1166/0.115/0.118'], env);
    expect(out.at(-1)).toMatch(new RegExp(`^published: +\\d+ +from ${TODAY.replace(/\./g, '\\.')} +USD 9.42/9.49`));
    expect((await shown(3, 'TRANSFER')).results.find((r) => r.currency === 'USD')?.buy).toBe(9.42);
    await content(['rates', 'list', 'TRANSFER'], env);
    expect(out.at(-1)).toMatch(/by machine:treasury +← shown$/);
    const id = /^published: +(\d+)/.exec(out[0] ?? '')?.[1] ?? '';
    await content(['rates', 'revert', 'TRANSFER', id], env);
    expect((await shown(3, 'TRANSFER')).results.find((r) => r.currency === 'USD')?.buy).toBe(9.4);
    await content(['synonyms', 'add', 'маблағгузорӣ', 'инвестиция', 'investment'], contentEnv);
    expect(out.at(-1)).toMatch(/^added: +\d+ +investment \/ инвестиция \/ маблағгузорӣ$/);
    await content(['synonyms', 'list'], contentEnv);
    expect(out.some((l) => / кредит \/ /.test(l) && l.includes('қарз'))).toBe(true);
    await content(['synonyms', 'remove', /^added: +(\d+)/.exec(out.find((l) => l.startsWith('added:')) ?? '')?.[1] ?? ''], contentEnv);
    expect(out.at(-1)).toMatch(/^removed: \d+$/);
    await expect(content(['rates', 'publish', 'TRANSFER', '--from', '2026-11-27T08:00:00+05:00', 'USD=9.4/9.5'], env)).rejects.toThrow('USD=9.4/9.5');
    await expect(content(['rates', 'list', 'TRANSFER'], { ...env, SSB_CONTENT_TOKEN: 'short' })).rejects.toThrow('a machine token');
    await expect(content(['rates', 'list', 'TRANSFER'], { ...env, SSB_CONTENT_TOKEN: `${RATES_TOKEN.slice(0, -4)}AAAA` })).rejects.toThrow(/^401/);
    // The content token cannot publish rates: one scope each.
    await expect(content(['rates', 'revert', 'TRANSFER', id], contentEnv)).rejects.toThrow(/^403/);
  } finally {
    log.mockRestore();
  }
});

it('staff extend the search’s synonyms: a word added to a group is found by the others at once', async () => {
  const search = async (q: string, lang = 1) =>
    (await api.app.inject({ url: `/api/search/?language_id=${lang}&q=${encodeURIComponent(q)}` })).json<{ results: { kind: string }[] }>().results;
  expect(await search('нақдина')).toEqual([]);
  const added = await addGroup(['нақдина', 'пасандоз']);
  expect(added.statusCode).toBe(201);
  expect((await search('нақдина')).some((r) => r.kind === 'deposit')).toBe(true);
  const refused = await api.app.inject({ method: 'POST', url: '/internal/content/synonyms', headers: CONTENT_AUTH, payload: { words: ['танҳо'] } });
  expect(refused.json()).toMatchObject({ field: 'words' });
  expect((await api.app.inject({ method: 'POST', url: '/internal/content/synonyms', payload: { words: ['a', 'b'] } })).statusCode).toBe(401);
  const { id } = added.json<{ id: number }>();
  expect((await api.app.inject({ method: 'DELETE', url: `/internal/content/synonyms/${id}`, headers: AUTH })).statusCode).toBe(403);
  expect((await api.app.inject({ method: 'DELETE', url: `/internal/content/synonyms/${id}`, headers: CONTENT_AUTH })).statusCode).toBe(204);
  // The answer found with the group is not kept past it.
  expect(await search('нақдина')).toEqual([]);
});
