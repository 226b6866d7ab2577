/**
 * GET /metrics (Prometheus text format, this app's own registry) and the content revision the
 * site server's page cache follows (GET /internal/content/revision, and /readyz's detail).
 */
import { dushanbeDate } from '../src/features/content/publications/publishableKinds';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { seedHash } from '../src/features/content/seed/loadSeed';
import { AS_PROMETHEUS, AS_SITE, sealed, startApi, type TestApi } from './helpers';

jest.setTimeout(30_000);

const metricLines = async (app: FastifyInstance) => (await app.inject({ url: '/metrics', headers: AS_PROMETHEUS })).body.split('\n');

/** The value of one series (name and labels as written) in the app's /metrics, 0 when absent. */
async function valueOf(app: FastifyInstance, series: string): Promise<number> {
  const line = (await metricLines(app)).find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ vitals: { rateLimitMax: 1000 } });
  });
  afterAll(() => api.close());

  it("answers Prometheus' text format with the process metrics, outside /api/", async () => {
    const res = await api.app.inject({ url: '/metrics', headers: AS_PROMETHEUS });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/^# TYPE process_cpu_user_seconds_total counter$/m);
    expect(res.body).toMatch(/^nodejs_heap_size_used_bytes \d+/m);
    expect((await api.app.inject({ url: '/api/metrics' })).statusCode).toBe(404);
  });

  it("observes each request's duration under its route pattern, and unknown paths as unmatched", async () => {
    const unmatched = 'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}';
    const unmatchedBefore = await valueOf(api.app, unmatched);
    const visitor = { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.30' } };
    expect((await api.app.inject({ url: '/api/Credit/1/?language_id=1', ...visitor })).statusCode).toBe(200);
    expect((await api.app.inject({ url: '/api/Credit/999999/?language_id=1', ...visitor })).statusCode).toBe(404);
    expect((await api.app.inject({ url: '/api/no-such-thing/', remoteAddress: '203.0.113.31' })).statusCode).toBe(404);
    const lines = await metricLines(api.app);
    expect(lines).toContain('http_request_duration_seconds_count{method="GET",route="/api/Credit/:id/",status_code="200"} 1');
    expect(lines).toContain('http_request_duration_seconds_count{method="GET",route="/api/Credit/:id/",status_code="404"} 1');
    expect(await valueOf(api.app, unmatched)).toBe(unmatchedBefore + 1);
    const sum = lines.find((l) => l.startsWith('http_request_duration_seconds_sum{method="GET",route="/api/Credit/:id/",status_code="200"}'));
    expect(Number(sum?.split(' ')[1])).toBeGreaterThan(0);
    // Paths with ids never become labels of their own.
    expect(lines.join('\n')).not.toContain('/api/Credit/999999');
  });

  it("answers only Prometheus' token, 401 in the error shape to anyone else, and counts wrong tokens against the address", async () => {
    const scrape = (remoteAddress: string, authorization?: string) =>
      api.app.inject({ url: '/metrics', remoteAddress, headers: authorization ? { authorization } : {} });
    const none = await scrape('198.51.100.41');
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="ssb-api-metrics"');
    expect(none.json()).toEqual({ error: 'unauthorized', field: null, message: expect.any(String) });
    expect(none.body).not.toContain('nodejs_');
    // The service token is the site server's, not a scraper's.
    expect((await scrape('198.51.100.42', AS_SITE.authorization)).statusCode).toBe(401);
    expect((await scrape('198.51.100.44', AS_PROMETHEUS.authorization)).statusCode).toBe(200);
    // With a read limit of 2 a minute, the third wrong guess from one address is refused as such.
    const strict = await startApi({ rateLimits: { readMax: 2 } });
    try {
      const wrong = [];
      for (let i = 0; i < 3; i += 1)
        wrong.push(
          (await strict.app.inject({ url: '/metrics', remoteAddress: '198.51.100.43', headers: { authorization: `Bearer guess-${i}` } })).statusCode,
        );
      expect(wrong).toEqual([401, 401, 429]);
    } finally {
      await strict.close();
    }
  });

  it('keeps at most 50 release labels per remote, the later ones as "other"', async () => {
    for (let i = 0; i < 53; i += 1) {
      const beacon = JSON.stringify({
        page: '/',
        lang: 'tj',
        device: 'desktop',
        releases: { mfe_products: `r${i}`, mfe_about: 'a1' },
        metrics: [{ name: 'LCP', value: 1800 }],
      });
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/vitals',
        remoteAddress: '127.0.0.1',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.32', ...sealed(beacon) },
        payload: beacon,
      });
      expect(res.statusCode).toBe(204);
    }
    const counts = new Map<string, number>();
    for (const line of await metricLines(api.app)) {
      const match = /^ssb_web_vital_release_lcp_seconds_count\{remote="mfe_products",release="([^"]+)"\} (\d+)$/.exec(line);
      if (match) counts.set(match[1] ?? '', Number(match[2]));
    }
    expect(counts.size).toBe(51);
    expect(counts.get('r0')).toBe(1);
    expect(counts.get('r49')).toBe(1);
    expect(counts.has('r50')).toBe(false);
    expect(counts.get('other')).toBe(3);
    // Each remote has its own allowance.
    expect(await metricLines(api.app)).toContain('ssb_web_vital_release_lcp_seconds_count{remote="mfe_about",release="a1"} 53');
  });

  it('counts only its own app (each app has a registry of its own)', async () => {
    const other = await startApi();
    try {
      const lines = await metricLines(other.app);
      expect(lines.filter((l) => l.includes('route="/api/Credit/:id/"'))).toEqual([]);
      expect(lines.filter((l) => l.startsWith('ssb_web_vital_release_lcp_seconds_count'))).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe('GET /readyz', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it("names the content revision to the site server's own request: the hash of the seed loaded, no rates or items published yet, and the day", async () => {
    const res = await api.app.inject({ url: '/readyz', headers: AS_SITE });
    expect(res.statusCode).toBe(200);
    const { content } = res.json() as { content: { revision: string } };
    expect(content.revision).toMatch(/^[0-9a-f]{64}\+rates:0,0,0,0\+items:0\.0\+day:\d{4}-\d{2}-\d{2}$/);
    expect(content.revision).toBe(`${seedHash()}+rates:0,0,0,0+items:0.0+day:${dushanbeDate(new Date())}`);
  });

  it('tells anyone else only whether it is ready: no database, schema or revision', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789abcdef']) {
      const res = await api.app.inject({ url: '/readyz', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ready: true });
    }
  });
});

describe('GET /internal/content/revision', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it("answers the site server's own request with the content revision, the same as /readyz's", async () => {
    const res = await api.app.inject({ url: '/internal/content/revision', headers: AS_SITE });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const ready = (await api.app.inject({ url: '/readyz', headers: AS_SITE })).json<{ content: { revision: string } }>();
    expect(res.json()).toEqual({ revision: ready.content.revision });
    expect(ready.content.revision).toBe(`${seedHash()}+rates:0,0,0,0+items:0.0+day:${dushanbeDate(new Date())}`);
  });

  it('answers 401 to anyone else, and is not in the OpenAPI document', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789abcdef']) {
      const res = await api.app.inject({ url: '/internal/content/revision', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toMatch(/rates:|items:/);
    }
    const doc = (await api.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/internal'))).toEqual([]);
  });
});
