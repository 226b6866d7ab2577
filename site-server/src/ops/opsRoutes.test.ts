import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { emptyRegistryState, type RegistryState } from '../deploy/registryState';
import { parseDeployTokens } from '../deploy/tokens';
import { createTokenGuard } from '../deploy/authorize';
import { opsRoutes } from './opsRoutes';
import { lastDeploys } from './opsPage';
import type { VitalsSummary } from './vitalsSummary';

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
    });
  });

  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => api.close(resolve));
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
