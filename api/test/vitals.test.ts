/**
 * Field Web Vitals: beacons are refused unless exactly right, stored as rows and counted in
 * /metrics, limited per visitor, pruned by age and count, and summarised per page and release.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Beacon } from '../src/features/vitals/beacon';
import { readApiSettings } from '../src/settings';
import { vitalStore } from '../src/features/vitals/store';
import { AS_PROMETHEUS, AS_SITE, TEST_SERVICE_TOKEN, sealed, startApi, type TestApi } from './helpers';

jest.setTimeout(30_000);

/** The site server, forwarding its visitors' beacons. */
const SITE = '127.0.0.1';

const BEACON: Beacon = {
  page: '/Credit/:slug',
  lang: 'ru',
  device: 'phone',
  releases: { mfe_products: 'products-2026.03.1', mfe_about: 'about-7' },
  metrics: [
    { name: 'LCP', value: 2300 },
    { name: 'CLS', value: 0.04 },
  ],
  failures: [{ remote: 'mfe_calculators', release: 'calc-3' }],
};

/** A beacon as the site server passes it on: from its address, naming the visitor, sealed. */
function send(app: FastifyInstance, body: unknown, visitor = '203.0.113.1', headers: Record<string, string> = {}) {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: '/api/vitals',
    remoteAddress: SITE,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor, 'accept-language': 'en', ...sealed(payload), ...headers },
    payload,
  });
}

const metricLines = async (app: FastifyInstance) => (await app.inject({ url: '/metrics', headers: AS_PROMETHEUS })).body.split('\n');

async function storedRows(api: TestApi) {
  const { db } = await api.db();
  return db.kysely.selectFrom('web_vital').selectAll().orderBy('id').execute();
}

describe('a beacon', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await startApi();
  });
  afterEach(() => api.close());

  it('is stored, one row per metric, and counted in /metrics', async () => {
    const before = Date.now();
    const res = await send(api.app, BEACON);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const rows = await storedRows(api);
    expect(rows.map((r) => [r.page, r.lang, r.device, r.name, r.value])).toEqual([
      ['/Credit/:slug', 'ru', 'phone', 'LCP', 2300],
      ['/Credit/:slug', 'ru', 'phone', 'CLS', 0.04],
    ]);
    expect(JSON.parse(rows[0]?.releases ?? '')).toEqual(BEACON.releases);
    expect(rows[0]?.beacon).toBe(rows[1]?.beacon);
    expect(Date.parse(rows[0]?.recorded_at ?? '')).toBeGreaterThanOrEqual(before - 1000);

    const lines = await metricLines(api.app);
    expect(lines).toContain('ssb_vitals_beacons_total{outcome="accepted"} 1');
    expect(lines).toContain('ssb_web_vital_lcp_seconds_sum{page="/Credit/:slug"} 2.3');
    expect(lines).toContain('ssb_web_vital_lcp_seconds_bucket{le="2.5",page="/Credit/:slug"} 1');
    expect(lines).toContain('ssb_web_vital_lcp_seconds_bucket{le="2",page="/Credit/:slug"} 0');
    expect(lines).toContain('ssb_web_vital_cls_count{page="/Credit/:slug"} 1');
    expect(lines).toContain('ssb_web_vital_release_lcp_seconds_count{remote="mfe_products",release="products-2026.03.1"} 1');
    expect(lines).toContain('ssb_web_vital_release_cls_count{remote="mfe_about",release="about-7"} 1');
    expect(lines).toContain('ssb_remote_load_failures_total{remote="mfe_calculators",release="calc-3"} 1');
  });

  it('may carry only a failure, whose unknown release is counted as "unknown", and stores no row', async () => {
    const { metrics: _none, ...rest } = BEACON;
    expect((await send(api.app, { ...rest, page: '404', failures: [{ remote: 'mfe_about' }] })).statusCode).toBe(204);
    expect(await storedRows(api)).toEqual([]);
    const lines = await metricLines(api.app);
    expect(lines).toContain('ssb_remote_load_failures_total{remote="mfe_about",release="unknown"} 1');
    expect(lines).toContain('ssb_vitals_beacons_total{outcome="accepted"} 1');
  });
});

describe('a bad beacon', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  const refused = async () => {
    const line = (await metricLines(api.app)).find((l) => l.startsWith('ssb_vitals_beacons_total{outcome="refused"} '));
    return Number(line?.split(' ')[1] ?? 0);
  };

  const ms = (value: unknown, name = 'LCP') => ({ ...BEACON, metrics: [{ name, value }] });
  const cases: [string, unknown, { error: string; field: string | null }][] = [
    ['a page outside the routing table', { ...BEACON, page: '/Credit/5' }, { error: 'invalid', field: 'page' }],
    ['no page', { ...BEACON, page: undefined }, { error: 'required', field: 'page' }],
    ['another language', { ...BEACON, lang: 'de' }, { error: 'invalid', field: 'lang' }],
    ['another device', { ...BEACON, device: 'watch' }, { error: 'invalid', field: 'device' }],
    ['no releases', { ...BEACON, releases: undefined }, { error: 'required', field: 'releases' }],
    ['an unknown field', { ...BEACON, userAgent: 'x' }, { error: 'unknown_field', field: 'userAgent' }],
    ['an unknown remote', { ...BEACON, releases: { mfe_other: '1' } }, { error: 'unknown_field', field: 'mfe_other' }],
    ['a release id with a space', { ...BEACON, releases: { mfe_products: 'v 1' } }, { error: 'invalid', field: 'releases.mfe_products' }],
    ['a release id with an underscore', { ...BEACON, releases: { mfe_products: 'v1_evil' } }, { error: 'invalid', field: 'releases.mfe_products' }],
    ['a release id with markup', { ...BEACON, releases: { mfe_products: '<img/src=x>' } }, { error: 'invalid', field: 'releases.mfe_products' }],
    [
      'a failure whose release has a slash',
      { ...BEACON, failures: [{ remote: 'mfe_about', release: '../1' }] },
      { error: 'invalid', field: 'failures.0.release' },
    ],
    ['a release id too long', { ...BEACON, releases: { mfe_products: 'v'.repeat(81) } }, { error: 'too_long', field: 'releases.mfe_products' }],
    ['an unknown metric', ms(100, 'FID'), { error: 'invalid', field: 'metrics.0.name' }],
    ['a metric without a value', { ...BEACON, metrics: [{ name: 'LCP' }] }, { error: 'required', field: 'value' }],
    ['a value that is null', ms(null), { error: 'invalid', field: 'metrics.0.value' }],
    ['a value that is a string', ms('1200'), { error: 'invalid', field: 'metrics.0.value' }],
    ['nine metrics', { ...BEACON, metrics: Array.from({ length: 9 }, () => ({ name: 'TTFB', value: 100 })) }, { error: 'invalid', field: 'metrics' }],
    ['five failures', { ...BEACON, failures: Array.from({ length: 5 }, () => ({ remote: 'mfe_about' })) }, { error: 'invalid', field: 'failures' }],
    ['a failure of an unknown remote', { ...BEACON, failures: [{ remote: 'mfe_other' }] }, { error: 'invalid', field: 'failures.0.remote' }],
    ['nothing to report', { ...BEACON, metrics: [], failures: [] }, { error: 'required', field: 'metrics' }],
    ['not JSON', '{"page": "/"', { error: 'bad_request', field: null }],
  ];

  it.each(cases)('is refused with 400 when it has %s, counted, and not stored', async (_what, body, expected) => {
    const before = await refused();
    const res = await send(api.app, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ...expected, message: expect.stringMatching(/\w/) });
    expect(await storedRows(api)).toEqual([]);
    expect(await refused()).toBe(before + 1);
    expect((await metricLines(api.app)).filter((l) => l.startsWith('ssb_vitals_beacons_total{outcome="accepted"}'))).toEqual([]);
  });

  it('says what is wrong in the language of the request', async () => {
    const res = await send(api.app, { ...BEACON, lang: 'de' }, '203.0.113.1', { 'accept-language': 'ru' });
    expect(res.json()).toEqual({ error: 'invalid', field: 'lang', message: 'Недопустимое значение' });
  });

  it('is refused when it is sent as text (400) or is too large (413)', async () => {
    const before = await refused();
    const asText = await send(api.app, JSON.stringify(BEACON), '203.0.113.1', { 'content-type': 'text/plain;charset=UTF-8' });
    expect(asText.statusCode).toBe(400);
    expect(asText.json()).toMatchObject({ error: 'invalid', field: null });
    const large = await send(api.app, { ...BEACON, padding: 'x'.repeat(10_000) });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ error: 'bad_request', field: null });
    expect(await storedRows(api)).toEqual([]);
    expect(await refused()).toBe(before + 2);
  });
});

describe('a beacon the site server did not check', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it.each([
    ['no seal', {}],
    ['the seal of another beacon', sealed(JSON.stringify({ ...BEACON, lang: 'tj' }))],
    ['a seal made with another token', { 'x-ssb-beacon-seal': 'AAAA' }],
  ])('is refused with 400 beacon_unchecked when it has %s, and nothing is stored', async (_what, seal) => {
    const payload = JSON.stringify(BEACON);
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/vitals',
      remoteAddress: SITE,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.70', 'accept-language': 'ru', ...seal },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'beacon_unchecked', field: null, message: 'Этот отчёт не проверен сайтом и не принимается' });
    expect(await storedRows(api)).toEqual([]);
  });
});

describe('implausible values', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await startApi();
  });
  afterEach(() => api.close());

  const dropped = async (metric: string) => {
    const line = (await metricLines(api.app)).find((l) => l.startsWith(`ssb_web_vital_values_dropped_total{metric="${metric}"} `));
    return Number(line?.split(' ')[1] ?? 0);
  };

  it('are dropped, not clamped: the forged beacons of the penetration test (LCP and INP of 120,000 ms) store nothing', async () => {
    const forged = {
      ...BEACON,
      metrics: [
        { name: 'LCP', value: 120_000 },
        { name: 'INP', value: 120_000 },
      ],
      failures: undefined,
    };
    for (let i = 0; i < 3; i += 1) expect((await send(api.app, forged)).statusCode).toBe(204);
    expect(await storedRows(api)).toEqual([]);
    expect(await dropped('LCP')).toBe(3);
    expect(await dropped('INP')).toBe(3);
    const lines = await metricLines(api.app);
    expect(lines.filter((l) => l.startsWith('ssb_web_vital_lcp_seconds_count{'))).toEqual([]);
    const summary = (await api.app.inject({ url: '/internal/vitals/summary', headers: AS_SITE })).json() as { beacons: number; pages: unknown[] };
    expect(summary).toMatchObject({ beacons: 0, pages: [] });
  });

  it('keep the plausible values of the same beacon; each range is inclusive', async () => {
    const metrics = [
      { name: 'TTFB', value: 60_000 },
      { name: 'LCP', value: 60_000.5 },
      { name: 'INP', value: -1 },
      { name: 'CLS', value: 10 },
      { name: 'CLS', value: 10.01 },
      { name: 'LCP', value: 1e300 },
    ];
    expect((await send(api.app, { ...BEACON, metrics })).statusCode).toBe(204);
    expect((await storedRows(api)).map((r) => [r.name, r.value])).toEqual([
      ['TTFB', 60_000],
      ['CLS', 10],
    ]);
    expect([await dropped('LCP'), await dropped('INP'), await dropped('CLS'), await dropped('TTFB')]).toEqual([2, 1, 1, 0]);
  });

  it('release ids of the strict form are taken, and a known-release check refuses the others', async () => {
    const strict = { ...BEACON, releases: { mfe_products: '1.4.0-ab12+build.7' } };
    expect((await send(api.app, strict)).statusCode).toBe(204);
    const checked = await startApi({ knownRelease: (remote, release) => remote === 'mfe_products' && release === '1.4.0-ab12' });
    try {
      expect((await send(checked.app, { ...BEACON, releases: { mfe_products: '1.4.0-ab12' } })).statusCode).toBe(204);
      const unknown = await send(checked.app, { ...BEACON, releases: { mfe_products: '9.9.9' } });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ error: 'invalid', field: 'releases.mfe_products' });
    } finally {
      await checked.close();
    }
  });
});

describe('the rate limit of beacons', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ vitals: { rateLimitMax: 3 } });
  });
  afterAll(() => api.close());

  it('answers 429 to a visitor over its own limit, counts it, and not to another visitor', async () => {
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await send(api.app, BEACON, '203.0.113.50')).statusCode);
    expect(codes).toEqual([204, 204, 204, 429]);
    const limited = await send(api.app, BEACON, '203.0.113.50');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ error: 'rate_limited', field: null, message: expect.stringMatching(/^Too many requests/) });
    expect((await send(api.app, BEACON, '203.0.113.51')).statusCode).toBe(204);
    // A client that names someone else is counted by its own address.
    const stranger = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/vitals',
        remoteAddress: '198.51.100.9',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${60 + i}`, ...sealed(JSON.stringify(BEACON)) },
        payload: JSON.stringify(BEACON),
      });
      stranger.push(res.statusCode);
    }
    expect(stranger).toEqual([204, 204, 204, 429]);
    expect((await storedRows(api)).length).toBe(2 * 7);
    const lines = await metricLines(api.app);
    expect(lines).toContain('ssb_vitals_beacons_total{outcome="rate_limited"} 3');
    expect(lines).toContain('ssb_vitals_beacons_total{outcome="accepted"} 7');
  });
});

describe('pruning', () => {
  let api: TestApi;
  afterEach(() => api.close());

  const row = (id: number, recordedAt: Date) => ({
    beacon: `b${id}`,
    recorded_at: recordedAt.toISOString(),
    page: '/',
    lang: 'tj' as const,
    device: 'desktop' as const,
    name: 'TTFB' as const,
    value: id,
    releases: '{}',
  });

  it('drops rows older than the retention, then the oldest beyond the row limit', async () => {
    api = await startApi();
    const { db } = await api.db();
    const now = new Date('2026-03-02T12:00:00Z');
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
    // Inserted oldest first, as beacons arrive.
    const ages = [30, 25, 23, 5, 4, 3, 1];
    await db.kysely
      .insertInto('web_vital')
      .values(ages.map((h, i) => row(i, hoursAgo(h))))
      .execute();

    const store = vitalStore(db);
    expect(await store.prune({ retentionHours: 24, maxRows: 3 }, now)).toEqual({ expired: 2, overflow: 2 });
    const left = await db.kysely.selectFrom('web_vital').select('value').orderBy('id').execute();
    expect(left.map((r) => r.value)).toEqual([4, 5, 6]);
    // Within both bounds nothing more goes.
    expect(await store.prune({ retentionHours: 24, maxRows: 3 }, now)).toEqual({ expired: 0, overflow: 0 });
  });

  it('runs on a timer while the app is up', async () => {
    api = await startApi({ vitals: { maxRows: 2, pruneEveryMs: 20 } });
    for (let i = 0; i < 3; i += 1) expect((await send(api.app, { ...BEACON, metrics: [{ name: 'INP', value: i }] })).statusCode).toBe(204);
    for (let waited = 0; (await storedRows(api)).length > 2 && waited < 5_000; waited += 20) await sleep(20);
    expect((await storedRows(api)).map((r) => r.value)).toEqual([1, 2]);
  });
});

describe('GET /internal/vitals/summary', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
    const beacons: Beacon[] = [
      { page: '/', lang: 'tj', device: 'desktop', releases: { mfe_products: 'p1' }, metrics: [{ name: 'LCP', value: 1000 }] },
      { page: '/', lang: 'ru', device: 'phone', releases: { mfe_products: 'p1' }, metrics: [{ name: 'LCP', value: 4000 }] },
      { page: '/', lang: 'en', device: 'tablet', releases: { mfe_products: 'p2' }, metrics: [{ name: 'LCP', value: 3000 }] },
      {
        page: '/',
        lang: 'tj',
        device: 'phone',
        releases: { mfe_products: 'p2' },
        metrics: [
          { name: 'LCP', value: 2000 },
          { name: 'TTFB', value: 300 },
        ],
      },
      {
        page: '/Credit/:slug',
        lang: 'ru',
        device: 'phone',
        releases: { mfe_products: 'p2', mfe_calculators: 'c1' },
        metrics: [
          { name: 'CLS', value: 0.2 },
          { name: 'INP', value: 120 },
        ],
      },
      {
        page: '/Credit/:slug',
        lang: 'ru',
        device: 'desktop',
        releases: { mfe_products: 'p1', mfe_calculators: 'c1' },
        metrics: [{ name: 'CLS', value: 0.05 }],
      },
      // Failures only: no measurement, so not among the summarised beacons.
      { page: '404', lang: 'en', device: 'phone', releases: {}, failures: [{ remote: 'mfe_about' }] },
    ];
    for (const [i, beacon] of beacons.entries()) expect((await send(api.app, beacon, `203.0.113.${100 + i}`)).statusCode).toBe(204);
    // A measurement from three hours ago: in a 24-hour window, not in a 1-hour one.
    const { db } = await api.db();
    await db.kysely
      .insertInto('web_vital')
      .values({
        beacon: 'earlier',
        recorded_at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
        page: '/about',
        lang: 'en',
        device: 'desktop',
        name: 'TTFB',
        value: 900,
        releases: JSON.stringify({ mfe_about: 'a1' }),
      })
      .execute();
  });
  afterAll(() => api.close());

  const summary = async (query = '') => {
    const res = await api.app.inject({ url: `/internal/vitals/summary${query}`, headers: AS_SITE });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };

  it('answers the nearest-rank p75 and count of each metric per page and per remote release, sorted', async () => {
    const { status, body } = await summary('?hours=1');
    expect(status).toBe(200);
    expect(body.beacons).toBe(6);
    expect(Date.parse(String(body.until)) - Date.parse(String(body.since))).toBe(3_600_000);
    expect(body.pages).toEqual([
      { page: '/', metrics: { LCP: { p75: 3000, count: 4 }, TTFB: { p75: 300, count: 1 } } },
      { page: '/Credit/:slug', metrics: { CLS: { p75: 0.2, count: 2 }, INP: { p75: 120, count: 1 } } },
    ]);
    expect(body.releases).toEqual([
      { remote: 'mfe_calculators', release: 'c1', metrics: { CLS: { p75: 0.2, count: 2 }, INP: { p75: 120, count: 1 } } },
      { remote: 'mfe_products', release: 'p1', metrics: { LCP: { p75: 4000, count: 2 }, CLS: { p75: 0.05, count: 1 } } },
      {
        remote: 'mfe_products',
        release: 'p2',
        metrics: { LCP: { p75: 3000, count: 2 }, TTFB: { p75: 300, count: 1 }, CLS: { p75: 0.2, count: 1 }, INP: { p75: 120, count: 1 } },
      },
    ]);
  });

  it('covers 24 hours by default', async () => {
    const { body } = await summary();
    expect(body.beacons).toBe(7);
    expect(body.pages).toContainEqual({ page: '/about', metrics: { TTFB: { p75: 900, count: 1 } } });
    expect(body.releases).toContainEqual({ remote: 'mfe_about', release: 'a1', metrics: { TTFB: { p75: 900, count: 1 } } });
  });

  it.each([['?hours=0'], ['?hours=169'], ['?hours=1.5'], ['?hours=day'], ['?days=1']])('refuses %s with 400', async (query) => {
    const { status, body } = await summary(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: expect.any(String), field: expect.any(String), message: expect.any(String) });
  });

  it('is not under /api/, which the site forwards', async () => {
    expect((await api.app.inject({ url: '/api/internal/vitals/summary' })).statusCode).toBe(404);
  });

  it("answers only the site server's service token: 401 in the error shape to anyone else", async () => {
    for (const headers of [{}, { authorization: 'Bearer not-the-service-token-0123456789' }, { authorization: `Basic ${AS_SITE.authorization}` }]) {
      const res = await api.app.inject({ url: '/internal/vitals/summary', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="ssb-api-internal"');
      expect(res.json()).toEqual({ error: 'unauthorized', field: null, message: expect.any(String) });
    }
  });
});

describe('settings from the environment', () => {
  // The one setting the API cannot start without.
  const TOKEN = { SSB_SERVICE_TOKEN: TEST_SERVICE_TOKEN };

  it('reads whole numbers above 0 and names the setting that is not one', () => {
    const { vitals } = readApiSettings({
      ...TOKEN,
      SSB_VITALS_RATE_LIMIT_MAX: '10',
      SSB_VITALS_MAX_ROWS: '500',
      SSB_VITALS_RETENTION_HOURS: '',
    }).options;
    // A week by default: a canary is judged on its whole run.
    expect(vitals).toMatchObject({ rateLimitMax: 10, maxRows: 500, retentionHours: 168 });
    expect(readApiSettings(TOKEN).options.vitals).toMatchObject({ retentionHours: 168, maxRows: 500_000 });
    expect(() => readApiSettings({ ...TOKEN, SSB_VITALS_RETENTION_HOURS: '0' })).toThrow(
      /^SSB_VITALS_RETENTION_HOURS="0" is not allowed: it must be a whole number from 1 up/,
    );
    expect(() => readApiSettings({ ...TOKEN, SSB_VITALS_PRUNE_MS: '5m' })).toThrow(/^SSB_VITALS_PRUNE_MS="5m" is not allowed/);
    expect(() => readApiSettings({})).toThrow(/^SSB_SERVICE_TOKEN is not set/);
    expect(() => readApiSettings({ SSB_SERVICE_TOKEN: 'short-token' })).toThrow(/^SSB_SERVICE_TOKEN=\(its value, not shown\) is not allowed/);
  });
});
