/**
 * @ssb/fixtures (fixtures/) is the test data of the remotes' tests: the seed's records their pages
 * render, as static data, so that a remote team needs neither the API nor its drivers. This holds
 * it to the seed: the same records, field by field and in the same order; `inLanguage` the API's
 * own `localize` in each language; and each list what the API answers. A change to one side
 * alone fails here: make it in the seed (api/seed/content/) and in the fixture together.
 */
import * as fixtures from '@ssb/fixtures';
import { atms, history, localize, offices, posTerminals, privacyPages, reception, rights } from '../seed';
import type { SeedDoc } from '../seed/content/types';
import { LANGUAGE_IDS, LANGUAGE_KEYS } from '../src/shared/language';
import { startApi, type TestApi } from './helpers';

/** Each export of the fixtures beside the seed's records it copies, and the API's URL that answers them. */
const COPIES: [name: string, fixture: readonly unknown[], seed: readonly SeedDoc[], url: string][] = [
  ['offices', fixtures.offices, offices, 'offices/'],
  ['atms', fixtures.atms, atms, 'atms/'],
  ['posTerminals', fixtures.posTerminals, posTerminals, 'pos-terminals/'],
  ['history', fixtures.history, history, 'history/'],
  ['reception', fixtures.reception, reception, 'reception-days/'],
  ['rights', fixtures.rights, rights, 'rights/'],
  ['privacyPage', [fixtures.privacyPage], privacyPages, 'pages/privacy/'],
];

const docsOf = (seed: readonly SeedDoc[]) => seed.map((s) => s.doc);

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe.each(COPIES)('the fixtures’ %s', (_name, fixture, seed, url) => {
  it('are the seed’s records, field by field, in its order', () => {
    expect(fixture.length).toBeGreaterThan(0);
    expect(fixture).toStrictEqual(docsOf(seed));
  });

  it.each(LANGUAGE_IDS)('are, in language %i, what the API’s localize makes of the seed', (id) => {
    expect(fixtures.inLanguage(fixture, LANGUAGE_KEYS[id])).toStrictEqual(seed.map((s) => localize(s.doc, id)));
  });

  it.each(LANGUAGE_IDS)('are, in language %i, what the API answers', async (id) => {
    const res = await api.app.inject({ url: `/api/${url}?language_id=${id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { results?: unknown[] };
    expect(url.startsWith('pages/') ? [body] : body.results).toEqual(fixtures.inLanguage(fixture, LANGUAGE_KEYS[id]));
  });
});

describe('the comparison', () => {
  const compare = (fixture: unknown, seed: readonly SeedDoc[]) => () => expect(fixture).toStrictEqual(docsOf(seed));

  it('fails when a fixture changes alone, however deep the change', () => {
    const moved = structuredClone(fixtures.offices);
    moved[3]!.address = { ...moved[3]!.address, ru: 'ул. Другая, 1' };
    expect(compare(moved, offices)).toThrow();
    const cookie = structuredClone(fixtures.privacyPage);
    const table = cookie.body.find((b) => b.kind === 'table');
    if (table?.kind !== 'table') throw new Error('the privacy page has its technical list');
    table.rows.push(['ssb_new', 'cookie', 'why', '1 day']);
    expect(compare([cookie], privacyPages)).toThrow();
    expect(compare(fixtures.history.slice(1), history)).toThrow();
  });

  it('fails when the seed changes alone', () => {
    const seed = structuredClone(atms);
    (seed[0]!.doc as { currencies: string[] }).currencies.push('EUR');
    expect(compare(fixtures.atms, seed)).toThrow();
    expect(compare(fixtures.atms, atms)).not.toThrow();
  });
});
