/**
 * Field data per canary cohort: a beacon's cohorts, page view and errors are refused unless
 * exactly right and stored as rows; GET /internal/vitals/cohorts separates a remote's canary from
 * its control by cohort and release; the new table is pruned like web_vital; rows stored before
 * the migration belong to no cohort.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/database';
import { migrator } from '../src/db/migrations';
import type { Beacon } from '../src/features/vitals/beacon';
import type { CohortFiguresAnswer } from '../src/features/vitals/cohorts';
import { vitalStore } from '../src/features/vitals/store';
import { AS_SITE, sealed, startApi, testStorage, type TestApi } from './helpers';

jest.setTimeout(30_000);

const BEACON: Beacon = {
  page: '/Credit/:slug',
  lang: 'tj',
  device: 'phone',
  releases: { mfe_products: 'p2', mfe_about: 'a1' },
  cohorts: { mfe_about: 'control', mfe_products: 'canary' },
  view: true,
  metrics: [{ name: 'LCP', value: 2100 }],
  errors: [
    { remote: 'mfe_products', kind: 'boundary' },
    { remote: 'mfe_about', kind: 'rejection' },
  ],
};

function send(app: FastifyInstance, body: unknown, visitor = '203.0.113.1') {
  const payload = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: '/api/vitals',
    remoteAddress: '127.0.0.1',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor, 'accept-language': 'en', ...sealed(payload) },
    payload,
  });
}

async function rows(api: TestApi) {
  const { db } = await api.db();
  return {
    vitals: await db.kysely.selectFrom('web_vital').select(['name', 'value', 'cohorts', 'releases']).orderBy('id').execute(),
    events: await db.kysely
      .selectFrom('page_view_event')
      .select(['kind', 'remote', 'error_kind', 'cohorts', 'releases', 'recorded_at'])
      .orderBy('id')
      .execute(),
  };
}

describe('a beacon with cohorts, a view and errors', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await startApi();
  });
  afterEach(() => api.close());

  it('stores the cohorts with each metric, one view row, and one error row per error', async () => {
    const before = Date.now();
    expect((await send(api.app, BEACON)).statusCode).toBe(204);
    const { vitals, events } = await rows(api);
    // Stored in the remotes' own order, whatever the browser's.
    const cohorts = '{"mfe_products":"canary","mfe_about":"control"}';
    const releases = '{"mfe_products":"p2","mfe_about":"a1"}';
    expect(vitals).toEqual([{ name: 'LCP', value: 2100, cohorts, releases }]);
    expect(events.map(({ recorded_at: _at, ...row }) => row)).toEqual([
      { kind: 'view', remote: null, error_kind: null, cohorts, releases },
      { kind: 'error', remote: 'mfe_products', error_kind: 'boundary', cohorts, releases },
      { kind: 'error', remote: 'mfe_about', error_kind: 'rejection', cohorts, releases },
    ]);
    expect(Date.parse(events[0]?.recorded_at ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  it('may carry only the view, or only an error', async () => {
    const { metrics: _m, errors: _e, ...viewOnly } = BEACON;
    expect((await send(api.app, viewOnly)).statusCode).toBe(204);
    const { metrics: _m2, view: _v, ...errorOnly } = BEACON;
    expect((await send(api.app, { ...errorOnly, errors: [{ remote: 'mfe_products', kind: 'load' }] })).statusCode).toBe(204);
    const { vitals, events } = await rows(api);
    expect(vitals).toEqual([]);
    expect(events.map((e) => [e.kind, e.remote, e.error_kind])).toEqual([
      ['view', null, null],
      ['error', 'mfe_products', 'load'],
    ]);
  });

  it('stores no view or error outside the cohorts, which nothing compares, but keeps the metrics', async () => {
    const { cohorts: _c, ...outside } = BEACON;
    expect((await send(api.app, outside)).statusCode).toBe(204);
    // In the cohorts of products only: the error of about counts for no comparison.
    expect((await send(api.app, { ...BEACON, cohorts: { mfe_products: 'control' } })).statusCode).toBe(204);
    const { vitals, events } = await rows(api);
    expect(vitals.map((v) => v.cohorts)).toEqual(['{}', '{"mfe_products":"control"}']);
    expect(events.map((e) => [e.kind, e.remote])).toEqual([
      ['view', null],
      ['error', 'mfe_products'],
    ]);
  });
});

describe('a bad beacon of the canary fields', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  const bare = { page: '/', lang: 'ru', device: 'desktop', releases: {} };
  const cases: [string, unknown, { error: string; field: string | null }][] = [
    ['a cohort other than canary or control', { ...BEACON, cohorts: { mfe_products: 'beta' } }, { error: 'invalid', field: 'cohorts.mfe_products' }],
    ['a cohort of an unknown remote', { ...BEACON, cohorts: { mfe_other: 'canary' } }, { error: 'unknown_field', field: 'mfe_other' }],
    ['cohorts that are a list', { ...BEACON, cohorts: ['canary'] }, { error: 'invalid', field: 'cohorts' }],
    ['view: false', { ...BEACON, view: false }, { error: 'invalid', field: 'view' }],
    ['view: "true" (a string)', { ...BEACON, view: 'true' }, { error: 'invalid', field: 'view' }],
    ['view: 1', { ...BEACON, view: 1 }, { error: 'invalid', field: 'view' }],
    ['an unknown kind of error', { ...BEACON, errors: [{ remote: 'mfe_products', kind: 'crash' }] }, { error: 'invalid', field: 'errors.0.kind' }],
    ['an error without a kind', { ...BEACON, errors: [{ remote: 'mfe_products' }] }, { error: 'required', field: 'kind' }],
    [
      'an error of an unknown remote',
      { ...BEACON, errors: [{ remote: 'mfe_other', kind: 'script' }] },
      { error: 'invalid', field: 'errors.0.remote' },
    ],
    [
      'an error with a message',
      { ...BEACON, errors: [{ remote: 'mfe_products', kind: 'script', message: 'x' }] },
      { error: 'unknown_field', field: 'message' },
    ],
    [
      'five errors',
      { ...BEACON, errors: Array.from({ length: 5 }, () => ({ remote: 'mfe_about', kind: 'script' })) },
      { error: 'invalid', field: 'errors' },
    ],
    [
      'two errors of one remote',
      {
        ...BEACON,
        errors: [
          { remote: 'mfe_about', kind: 'script' },
          { remote: 'mfe_about', kind: 'load' },
        ],
      },
      { error: 'invalid', field: 'errors' },
    ],
    ['nothing at all', bare, { error: 'required', field: 'metrics' }],
    [
      'empty lists and cohorts only',
      { ...bare, cohorts: { mfe_products: 'canary' }, metrics: [], failures: [], errors: [] },
      { error: 'required', field: 'metrics' },
    ],
  ];

  it.each(cases)('is refused with 400 when it has %s, and stores nothing', async (_what, body, expected) => {
    const res = await send(api.app, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ...expected, message: expect.stringMatching(/\w/) });
    expect(await rows(api)).toEqual({ vitals: [], events: [] });
  });
});

describe('GET /internal/vitals/cohorts', () => {
  let api: TestApi;
  const started = new Date(Date.now() - 60_000).toISOString();
  beforeAll(async () => {
    api = await startApi();
    const page = { page: '/', lang: 'ru', device: 'desktop' } as const;
    const products = (cohort: 'canary' | 'control', release?: string) => ({
      ...page,
      cohorts: { mfe_products: cohort },
      releases: release ? { mfe_products: release } : {},
    });
    const beacons: Beacon[] = [
      // Canary p2: two views, one with an error, and their metrics (sent in later batches).
      { ...products('canary', 'p2'), view: true, metrics: [{ name: 'TTFB', value: 300 }] },
      { ...products('canary', 'p2'), metrics: [{ name: 'LCP', value: 2600 }], errors: [{ remote: 'mfe_products', kind: 'script' }] },
      // A view sent before products loaded names no release of it: it counts by its cohort.
      { ...products('canary'), view: true },
      // An earlier canary of products: not this comparison.
      { ...products('canary', 'p1c'), view: true, metrics: [{ name: 'LCP', value: 9000 }], errors: [{ remote: 'mfe_products', kind: 'load' }] },
      // Control on the live p1.
      {
        ...products('control', 'p1'),
        view: true,
        metrics: [
          { name: 'LCP', value: 1800 },
          { name: 'CLS', value: 0.05 },
        ],
      },
      { ...products('control', 'p1'), view: true, metrics: [{ name: 'INP', value: 80 }] },
      // Control on an older p0, taken only when controlRelease is not given.
      { ...products('control', 'p0'), view: true, metrics: [{ name: 'LCP', value: 3000 }] },
      // Control of products and canary of about: its about error is not a products error.
      {
        ...page,
        cohorts: { mfe_products: 'control', mfe_about: 'canary' },
        releases: { mfe_products: 'p1', mfe_about: 'a2' },
        view: true,
        errors: [{ remote: 'mfe_about', kind: 'boundary' }],
      },
      // In no cohort: counted in neither.
      { ...page, releases: { mfe_products: 'p2' }, view: true, metrics: [{ name: 'LCP', value: 100 }] },
    ];
    for (const [i, beacon] of beacons.entries()) expect((await send(api.app, beacon, `203.0.113.${10 + i}`)).statusCode).toBe(204);
    // Rows of two hours ago: before a canary started an hour ago.
    const { db } = await api.db();
    const earlier = new Date(Date.now() - 2 * 3_600_000).toISOString();
    const old = { recorded_at: earlier, cohorts: '{"mfe_products":"canary"}', releases: '{"mfe_products":"p2"}' };
    await db.kysely
      .insertInto('page_view_event')
      .values({ ...old, kind: 'view', remote: null, error_kind: null })
      .execute();
    await db.kysely
      .insertInto('web_vital')
      .values({ ...old, beacon: 'earlier', page: '/', lang: 'en', device: 'phone', name: 'LCP', value: 5000 })
      .execute();
  });
  afterAll(() => api.close());

  const ask = async (query: string) => {
    const res = await api.app.inject({ url: `/internal/vitals/cohorts?${query}`, headers: { 'accept-language': 'en', ...AS_SITE } });
    return { status: res.statusCode, body: res.json() as CohortFiguresAnswer & Record<string, unknown>, headers: res.headers };
  };
  // The values of each metric whatever their stratum, sorted (the answer's order is the database's).
  const sorted = (figures: CohortFiguresAnswer['canary']) => ({
    ...figures,
    metrics: Object.fromEntries(
      Object.entries(figures.metrics).map(([name, strata]) => [
        name,
        Object.values(strata)
          .flat()
          .sort((a, b) => a - b),
      ]),
    ),
  });

  it('separates the canary cohort from the control cohort by cohort and release', async () => {
    const since = new Date(Date.now() - 3_600_000).toISOString();
    const { status, body, headers } = await ask(`remote=mfe_products&canaryRelease=p2&controlRelease=p1&since=${encodeURIComponent(since)}`);
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    expect(body.remote).toBe('mfe_products');
    expect(body.since).toBe(since);
    expect(Date.parse(body.until)).toBeGreaterThanOrEqual(Date.parse(started));
    expect(sorted(body.canary)).toEqual({ views: 2, errorViews: 1, metrics: { LCP: [2600], INP: [], CLS: [], TTFB: [300] } });
    // By the page and the device they were measured on: the judge compares like with like.
    expect(body.canary.metrics.LCP).toEqual({ '/ desktop': [2600] });
    expect(sorted(body.control)).toEqual({ views: 3, errorViews: 0, metrics: { LCP: [1800], INP: [80], CLS: [0.05], TTFB: [] } });
  });

  it('takes the control cohort of any release when controlRelease is absent, and reaches back to since', async () => {
    const { body } = await ask(`remote=mfe_products&canaryRelease=p2&since=${encodeURIComponent(started)}`);
    expect(sorted(body.control)).toEqual({ views: 4, errorViews: 0, metrics: { LCP: [1800, 3000], INP: [80], CLS: [0.05], TTFB: [] } });
    expect(body.canary.views).toBe(2);
    const earlier = new Date(Date.now() - 3 * 3_600_000).toISOString();
    const { body: longer } = await ask(`remote=mfe_products&canaryRelease=p2&since=${encodeURIComponent(earlier)}`);
    expect(sorted(longer.canary)).toEqual({ views: 3, errorViews: 1, metrics: { LCP: [2600, 5000], INP: [], CLS: [], TTFB: [300] } });
    // The earlier canary, asked for by its release.
    const { body: previous } = await ask(`remote=mfe_products&canaryRelease=p1c&since=${encodeURIComponent(started)}`);
    expect(sorted(previous.canary)).toEqual({ views: 2, errorViews: 1, metrics: { LCP: [9000], INP: [], CLS: [], TTFB: [] } });
  });

  it('counts the error views of the remote asked for only', async () => {
    const { body } = await ask(`remote=mfe_about&canaryRelease=a2&since=${encodeURIComponent(started)}`);
    expect(body.canary).toEqual({ views: 1, errorViews: 1, metrics: { LCP: {}, INP: {}, CLS: {}, TTFB: {} } });
    expect(body.control).toEqual({ views: 0, errorViews: 0, metrics: { LCP: {}, INP: {}, CLS: {}, TTFB: {} } });
  });

  it('normalises since to UTC and takes one a few seconds ahead of its clock (another host’s)', async () => {
    const { status, body } = await ask(`remote=mfe_calculators&canaryRelease=c1&since=${encodeURIComponent('2026-01-01T05:00:00+05:00')}`);
    expect(status).toBe(200);
    expect(body.since).toBe('2026-01-01T00:00:00.000Z');
    const ahead = new Date(Date.now() + 5_000).toISOString();
    const soon = await ask(`remote=mfe_products&canaryRelease=p2&since=${encodeURIComponent(ahead)}`);
    expect(soon.status).toBe(200);
    expect(soon.body.canary.views).toBe(0);
  });

  const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
  const good = { remote: 'mfe_products', canaryRelease: 'p2', since: started };
  const q = (params: Record<string, string | undefined>) =>
    Object.entries(params)
      .flatMap(([k, v]) => (v === undefined ? [] : [`${k}=${encodeURIComponent(v)}`]))
      .join('&');
  const refusals: [string, string, { error: string; field: string | null }][] = [
    ['no remote', q({ ...good, remote: undefined }), { error: 'required', field: 'remote' }],
    ['an unknown remote', q({ ...good, remote: 'mfe_other' }), { error: 'invalid', field: 'remote' }],
    ['no canaryRelease', q({ ...good, canaryRelease: undefined }), { error: 'required', field: 'canaryRelease' }],
    ['a canaryRelease with a space', q({ ...good, canaryRelease: 'p 2' }), { error: 'invalid', field: 'canaryRelease' }],
    ['a controlRelease with an underscore', q({ ...good, controlRelease: 'p_1' }), { error: 'invalid', field: 'controlRelease' }],
    ['a release id too long', q({ ...good, canaryRelease: 'p'.repeat(81) }), { error: 'too_long', field: 'canaryRelease' }],
    ['no since', q({ ...good, since: undefined }), { error: 'required', field: 'since' }],
    ['a since that is not a date', q({ ...good, since: 'yesterday' }), { error: 'invalid', field: 'since' }],
    ['a since without an offset', q({ ...good, since: '2026-03-02T12:00:00' }), { error: 'invalid', field: 'since' }],
    ['a since that is a date only', q({ ...good, since: '2026-03-02' }), { error: 'invalid', field: 'since' }],
    ['a since on no calendar day', q({ ...good, since: '2026-02-30T12:00:00Z' }), { error: 'invalid', field: 'since' }],
    ['a since in the future', q({ ...good, since: tomorrow }), { error: 'invalid', field: 'since' }],
    ['an unknown parameter', `${q(good)}&hours=24`, { error: 'unknown_field', field: 'hours' }],
    ['remote given twice', `${q(good)}&remote=mfe_about`, { error: 'invalid', field: 'remote' }],
  ];

  it.each(refusals)('refuses %s with 400', async (_what, query, expected) => {
    const { status, body } = await ask(query);
    expect(status).toBe(400);
    expect(body).toEqual({ ...expected, message: expect.stringMatching(/\w/) });
  });

  it('is not under /api/, which the site forwards, nor in the public API document', async () => {
    expect((await api.app.inject({ url: `/api/internal/vitals/cohorts?${q(good)}` })).statusCode).toBe(404);
    expect(JSON.stringify(api.app.swagger())).not.toContain('/internal/vitals/cohorts');
  });

  it("answers only the site server's service token", async () => {
    for (const headers of [{}, { authorization: 'Bearer test-metrics-token-0123456789abcdef' }]) {
      const res = await api.app.inject({ url: `/internal/vitals/cohorts?${q(good)}`, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'unauthorized', field: null });
    }
  });
});

describe('pruning page_view_event', () => {
  let api: TestApi;
  afterEach(() => api.close());

  it('drops its rows older than the retention, then the oldest beyond the row limit, as web_vital', async () => {
    api = await startApi();
    const { db } = await api.db();
    const now = new Date('2026-03-02T12:00:00Z');
    const ages = [200, 170, 100, 5, 4, 1];
    await db.kysely
      .insertInto('page_view_event')
      .values(
        ages.map((h) => ({
          recorded_at: new Date(now.getTime() - h * 3_600_000).toISOString(),
          kind: 'error' as const,
          remote: `r${h}`,
          error_kind: 'script' as const,
          cohorts: '{}',
          releases: '{}',
        })),
      )
      .execute();
    const store = vitalStore(db);
    expect(await store.prune({ retentionHours: 168, maxRows: 3 }, now)).toEqual({ expired: 2, overflow: 1 });
    const left = await db.kysely.selectFrom('page_view_event').select('remote').orderBy('id').execute();
    expect(left.map((r) => r.remote)).toEqual(['r5', 'r4', 'r1']);
    expect(await store.prune({ retentionHours: 168, maxRows: 3 }, now)).toEqual({ expired: 0, overflow: 0 });
  });

  it('runs on the timer with web_vital', async () => {
    api = await startApi({ vitals: { maxRows: 1, pruneEveryMs: 20 } });
    for (let i = 0; i < 3; i += 1) expect((await send(api.app, { ...BEACON, metrics: undefined, errors: undefined })).statusCode).toBe(204);
    for (let waited = 0; (await rows(api)).events.length > 1 && waited < 5_000; waited += 20) await new Promise((r) => setTimeout(r, 20));
    expect((await rows(api)).events).toHaveLength(1);
  });
});

describe('migration 0012-canary-field-data', () => {
  let storage: Awaited<ReturnType<typeof testStorage>>;
  beforeEach(async () => {
    storage = await testStorage();
  });
  afterEach(() => storage.remove());

  it('puts the rows stored before it in no cohort, and refuses a view that names a remote', async () => {
    const db = await openDatabase({ dataDir: storage.dataDir, databaseUrl: storage.database?.url });
    try {
      expect((await migrator(db).migrateTo('0011-content-publications')).error).toBeUndefined();
      await sql`INSERT INTO web_vital (beacon, recorded_at, page, lang, device, name, value, releases)
        VALUES ('b', '2026-03-02T12:00:00.000Z', '/', 'en', 'phone', 'LCP', 1200, '{}')`.execute(db.kysely);
      expect((await migrator(db).migrateToLatest()).error).toBeUndefined();
      expect(await db.kysely.selectFrom('web_vital').select(['value', 'cohorts']).execute()).toEqual([{ value: 1200, cohorts: '{}' }]);
      const row = { recorded_at: '2026-03-02T12:00:00.000Z', cohorts: '{}', releases: '{}' };
      await expect(
        db.kysely
          .insertInto('page_view_event')
          .values({ ...row, kind: 'view', remote: 'mfe_products', error_kind: null })
          .execute(),
      ).rejects.toThrow(/check/i);
      await expect(
        db.kysely
          .insertInto('page_view_event')
          .values({ ...row, kind: 'error', remote: 'mfe_products', error_kind: null })
          .execute(),
      ).rejects.toThrow(/check/i);
    } finally {
      await db.close();
    }
  });
});
