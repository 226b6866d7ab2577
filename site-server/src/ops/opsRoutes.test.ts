import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { emptyRegistryState, type RegistryState } from '../deploy/registryState';
import { parseDeployTokens } from '../auth/tokens';
import { createTokenGuard } from '../auth/tokenGuard';
import { opsRoutes } from './opsRoutes';
import { lastDeploys } from './opsPage';
import type { VitalsSummary } from './vitalsSummary';
import { DEFAULT_JUDGE } from '../canary/judge/rules';

const SECRET = 'ops-secret-0123456789abcdef';

function stateWithDeploys(): RegistryState {
  const state = emptyRegistryState();
  const release = (id: string, at: string) => ({
    manifestUrl: `https://cdn.example/${id}/mf-manifest.json`,
    releaseId: id,
    contractsRange: '^1.6.0',
    at,
    by: 'ci',
  });
  state.remotes.mfe_products.live = release('1.4.0-bb', '2026-11-25T10:00:00.000Z');
  state.remotes.mfe_products.history = [
    { ...release('1.4.0-bb', '2026-11-25T10:00:00.000Z'), action: 'deploy' },
    { ...release('1.3.0-aa', '2026-11-20T09:00:00.000Z'), action: 'deploy' },
  ];
  state.remotes.mfe_about.live = release('2.0.0-cc', '2026-11-24T08:00:00.000Z');
  state.remotes.mfe_about.history = [{ ...release('2.0.0-cc', '2026-11-24T08:00:00.000Z'), action: 'rollback' }];
  return state;
}

const SUMMARY: VitalsSummary = {
  since: '2026-11-24T12:00:00.000Z',
  until: '2026-11-25T12:00:00.000Z',
  beacons: 42,
  pages: [{ page: '/Credit/:slug', metrics: { LCP: { p75: 2100, count: 40 }, INP: { p75: 640, count: 12 }, CLS: { p75: 0.02, count: 40 } } }],
  releases: [
    { remote: 'mfe_products', release: '1.3.0-aa', metrics: { LCP: { p75: 1900, count: 20 } } },
    { remote: 'mfe_products', release: '1.4.0-bb', metrics: { LCP: { p75: 4300, count: 20 } } },
  ],
};

describe('the operations page', () => {
  let api: Server;
  let apiUrl: string;
  let answer: { status: number; body: unknown } = { status: 200, body: SUMMARY };
  let asked: string[] = [];
  let app: FastifyInstance;

  beforeAll(async () => {
    api = createServer((req, res) => {
      asked.push(req.url ?? '');
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    app = Fastify();
    const state = stateWithDeploys();
    await app.register(opsRoutes, {
      registry: { state: () => state },
      guard: createTokenGuard({ tokens: parseDeployTokens(`ops:${SECRET}`) }),
      apiUpstream: apiUrl,
      judge: DEFAULT_JUDGE,
      serverFigures: async (remote, release) =>
        remote === 'mfe_about' && release === '2.0.0-cc'
          ? {
              rendered: 90,
              fallback: 4,
              meanMs: 41.6,
              meanCpuMs: 7.25,
              bounded: { 'too-large': 1, 'cpu-render': 0, 'cpu-idle': 2, 'relay-budget': 0 },
            }
          : {
              rendered: 0,
              fallback: 0,
              meanMs: null,
              meanCpuMs: null,
              bounded: { 'too-large': 0, 'cpu-render': 0, 'cpu-idle': 0, 'relay-budget': 0 },
            },
    });
  });

  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => api.close(resolve));
  });

  it('shows how each live release rendered in this process, its time and CPU, and each wall that held it', async () => {
    const html = (await app.inject({ url: '/_ops?lang=en', headers: { authorization: basic(SECRET) } })).body;
    expect(html).toContain('<h2>Server rendering of pages (this process)</h2>');
    expect(html).toContain(
      '<th scope="row">mfe_about</th><td>2.0.0-cc</td><td class="n">90</td><td class="n">4</td><td class="n">42 ms</td><td class="n">7.3 ms</td><td class="n poor">1</td><td class="n">0</td><td class="n poor">2</td><td class="n">0</td>',
    );
    expect(html).toContain('<th scope="col">CPU with no render</th>');
  });

  const basic = (password: string) => `Basic ${Buffer.from(`anyone:${password}`).toString('base64')}`;

  it('asks a browser for the token, and refuses a wrong one', async () => {
    const none = await app.inject({ url: '/_ops' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Basic realm="ssb-ops", charset="UTF-8"');
    expect((await app.inject({ url: '/_ops', headers: { authorization: basic('wrong') } })).statusCode).toBe(401);
    expect((await app.inject({ url: '/_ops', headers: { authorization: `Bearer ${SECRET}x` } })).statusCode).toBe(401);
  });

  it('shows p75 per page and per release with ratings in words, live releases and the last deploys', async () => {
    asked = [];
    const res = await app.inject({ url: '/_ops?lang=en', headers: { authorization: basic(SECRET) } });
    expect(res.statusCode).toBe(200);
    expect(asked).toEqual(['/internal/vitals/summary?hours=24']);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    const html = res.body;
    expect(html).toContain('over the last 24 h; beacons: 42.');
    expect(html).toMatch(
      /<th scope="row">\/Credit\/:slug<\/th><td class="n good">2100 ms <small>\(good, count 40\)<\/small><\/td><td class="n poor">640 ms/,
    );
    expect(html).toContain('0.020 <small>(good, count 40)</small>');
    // The release a team just deployed, slower than the one before it, and marked live.
    expect(html).toMatch(/1\.4\.0-bb <small>\(live\)<\/small><\/td><td class="n poor">4300 ms/);
    expect(html).toMatch(/1\.3\.0-aa<\/td><td class="n good">1900 ms/);
    expect(html).toMatch(/<th scope="row">mfe_about<\/th><td>2\.0\.0-cc<\/td><td>2026-11-24 08:00:00 UTC<\/td><td>ci<\/td>/);
    expect(html).toMatch(/<td>2026-11-24 08:00:00 UTC<\/td><th scope="row">mfe_about<\/th><td>rollback<\/td>/);
    expect(html).toContain('<th scope="col">When</th><th scope="col">Remote</th><th scope="col">Action</th>');
  });

  it('speaks Tajik by default and Russian on request, and takes a bearer token from scripts', async () => {
    const tj = await app.inject({ url: '/_ops', headers: { authorization: `Bearer ${SECRET}` } });
    expect(tj.body).toContain('<html lang="tg-TJ">');
    expect(tj.body).toContain('Релизҳои фаъол');
    const ru = await app.inject({ url: '/_ops?lang=ru&hours=6', headers: { authorization: basic(SECRET) } });
    expect(ru.body).toContain('за последние 6 ч; сообщений: 42.');
    expect(asked.at(-1)).toBe('/internal/vitals/summary?hours=6');
  });

  it('refuses a window it cannot show', async () => {
    for (const hours of ['0', '169', 'abc', '1e2'])
      expect((await app.inject({ url: `/_ops?hours=${hours}`, headers: { authorization: basic(SECRET) } })).statusCode).toBe(400);
  });

  it('still shows the releases and deploys when the API cannot give its summary', async () => {
    answer = { status: 503, body: { error: 'busy' } };
    const res = await app.inject({ url: '/_ops?lang=en', headers: { authorization: basic(SECRET) } });
    answer = { status: 200, body: SUMMARY };
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('The API&#39;s summary is unavailable: the API answered 503.');
    expect(res.body).toContain('1.4.0-bb');
  });

  it('lists the newest switches of all remotes first', () => {
    expect(lastDeploys(stateWithDeploys()).map((d) => `${d.remote} ${d.releaseId}`)).toEqual([
      'mfe_products 1.4.0-bb',
      'mfe_about 2.0.0-cc',
      'mfe_products 1.3.0-aa',
    ]);
  });
});

describe('the operations page with a canary running', () => {
  let api: Server;
  let app: FastifyInstance;
  const asked: string[] = [];
  // Field data as the API's cohorts endpoint gives it: the canary's INP twice the control's.
  const cohort = (inp: number, n: number) => ({
    views: n,
    errorViews: 0,
    metrics: {
      LCP: { '/Credit desktop': Array.from({ length: n }, (_, i) => 1_500 + (i % 50) * 10) },
      INP: { '/Credit desktop': Array.from({ length: n }, (_, i) => inp + (i % 20) * 5) },
      CLS: { '/Credit desktop': Array.from({ length: n }, () => 0.01) },
      TTFB: { '/Credit desktop': Array.from({ length: n }, (_, i) => 200 + (i % 10) * 10) },
    },
  });

  beforeAll(async () => {
    api = createServer((req, res) => {
      asked.push(req.url ?? '');
      const body = req.url?.startsWith('/internal/vitals/cohorts')
        ? { remote: 'mfe_products', canary: cohort(400, 300), control: cohort(100, 300) }
        : SUMMARY;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const state = stateWithDeploys();
    const canaryRelease = {
      manifestUrl: 'https://cdn.example/1.5.0-dd/mf-manifest.json',
      releaseId: '1.5.0-dd',
      contractsRange: '^1.6.0',
      at: '2026-11-26T10:00:00.000Z',
      by: 'ci',
    };
    state.remotes.mfe_products.canary = {
      release: canaryRelease,
      share: 0.25,
      salt: 'salt',
      stepAt: '2026-11-26T12:00:00.000Z',
      controlReleaseId: '1.4.0-bb',
    };
    state.remotes.mfe_products.history.unshift({
      ...canaryRelease,
      at: '2026-11-26T12:00:00.000Z',
      action: 'canary-step',
      share: 0.25,
      decision: { by: 'judge', reason: 'no worse than control on every metric at 5 %' },
    });
    app = Fastify();
    await app.register(opsRoutes, {
      registry: { state: () => state },
      guard: createTokenGuard({ tokens: parseDeployTokens(`ops:${SECRET}`) }),
      apiUpstream: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
      judge: DEFAULT_JUDGE,
      serverFigures: async (_remote, release) =>
        release === '1.5.0-dd'
          ? {
              rendered: 40,
              fallback: 2,
              meanMs: 31.4,
              meanCpuMs: 9.5,
              bounded: { 'too-large': 0, 'cpu-render': 1, 'cpu-idle': 2, 'relay-budget': 0 },
            }
          : { rendered: 120, fallback: 0, meanMs: 12, meanCpuMs: 4, bounded: { 'too-large': 0, 'cpu-render': 0, 'cpu-idle': 0, 'relay-budget': 0 } },
    });
  });

  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => api.close(resolve));
  });

  it("shows its share, both cohorts' figures with the effect's interval, and what the judge says now", async () => {
    const res = await app.inject({ url: '/_ops?lang=en', headers: { authorization: `Bearer ${SECRET}` } });
    expect(res.statusCode).toBe(200);
    // Both since the canary started and since its share last changed.
    expect(asked.filter((url) => url.startsWith('/internal/vitals/cohorts'))).toEqual([
      '/internal/vitals/cohorts?remote=mfe_products&canaryRelease=1.5.0-dd&controlRelease=1.4.0-bb&since=2026-11-26T10%3A00%3A00.000Z',
      '/internal/vitals/cohorts?remote=mfe_products&canaryRelease=1.5.0-dd&controlRelease=1.4.0-bb&since=2026-11-26T12%3A00%3A00.000Z',
    ]);
    const html = res.body;
    expect(html).toContain('<h3>mfe_products: 1.5.0-dd</h3>');
    expect(html).toContain('share: 25 % of visitors (and as many in control)');
    expect(html).toMatch(
      /<th scope="row">INP p75<\/th><td class="n">\d+ ms <small>\(n 300\)<\/small><\/td><td class="n">\d+ ms <small>\(n 300\)<\/small><\/td><td class="n">\+\d+\.\d %/,
    );
    expect(html).toContain('<td class="poor">worse</td>');
    expect(html).toContain('The judge now: roll back</strong>');
    expect(html).toContain(
      'Server renders (this instance): canary 40 rendered, 2 left to the browser, 31 ms on average; control 120 rendered, 0 left to the browser, 12 ms on average',
    );
    // The judge's last decision, with its reason, in the history.
    expect(html).toMatch(
      /canary stepped up \(25 %\)<\/td><td>1\.5\.0-dd<\/td><td>ci<\/td><td class="why" lang="en">no worse than control on every metric at 5 %<\/td>/,
    );
    const tj = await app.inject({ url: '/_ops', headers: { authorization: `Bearer ${SECRET}` } });
    expect(tj.body).toContain('Релизҳои канарӣ');
    expect(tj.body).toContain('бозгашт');
  });
});
