/**
 * The site server, with a real API behind it, against the third penetration test: each finding
 * sent as it was found, by hand on a socket where a client library would clean the request
 * (`//a%20b/`, a NUL in a header, a chunked body that stalls), over loopback, from client
 * addresses of their own (127.0.0.x).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo, Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CONTRACTS_VERSION } from '@ssb/contracts/node';
import { buildApp } from '@ssb/api/app';
import { heldRequest, rawGet, rawRequest, type RawAnswer } from '@ssb/server-kit/testing/rawHttp';
import { serviceHeaders } from '@ssb/server-kit/serviceToken';
import { createSiteServer } from '../site-server';
import { parseDeployTokens } from '../auth/tokens';
import { createTestRegistry, deployOrFail, pinnedConfig, startReleaseOrigin, type ReleaseOrigin } from '../testing/serverBuildManifest';

jest.setTimeout(60_000);

const TEMPLATE = `<!doctype html><html lang="tg-TJ"><head><title>x</title><!--ssb:head--></head><body><div id="root"><!--/ssb:root--></div><script defer src="/main.js"></script></body></html>`;
const ROUTES = `module.exports = { contractsVersion: '${CONTRACTS_VERSION}', pages: {} };`;
const SERVICE_TOKEN = 'hardening-three-service-token-0123456789';
const DEPLOY_SECRET = 'hardening-three-deploy-secret-0123456789';
/** The site's load balancer: its X-Forwarded-For names the visitor. */
const BALANCER = '127.0.0.1';

describe('the site server and the API against the third penetration test', () => {
  let dir: string;
  let origin: ReleaseOrigin;
  let api: FastifyInstance;
  let site: FastifyInstance;
  let port: number;
  let apiBase: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-hardening-three-'));
    mkdirSync(path.join(dir, 'dist'));
    mkdirSync(path.join(dir, 'api'));
    writeFileSync(path.join(dir, 'dist/index.html'), TEMPLATE);
    writeFileSync(path.join(dir, 'dist/main.js'), 'console.log(1)');
    api = await buildApp({ dataDir: path.join(dir, 'api'), serviceToken: SERVICE_TOKEN, rateLimits: { readMax: 3 } });
    await api.listen({ host: '127.0.0.1', port: 0 });
    apiBase = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
    origin = await startReleaseOrigin();
    const registry = await createTestRegistry(mkdtempSync(path.join(dir, 'registry-')));
    const pageData = { '/Credit/:slug': ['/Credit/:slug/?language_id={languageId}'] };
    await deployOrFail(registry, 'mfe_products', origin.add({ id: 'p1', remote: 'mfe_products', code: ROUTES, metaData: { pageData } }));
    site = await createSiteServer({
      distDir: path.join(dir, 'dist'),
      runtimeConfig: () => pinnedConfig(registry),
      deploy: { registry, tokens: parseDeployTokens(`ops:${DEPLOY_SECRET}`) },
      apiUpstream: apiBase,
      serviceToken: SERVICE_TOKEN,
      publicOrigin: 'https://ssb.tj',
      trustedProxies: [BALANCER],
      pageCacheMs: 0,
      apiLimits: { bodiesPerClient: 4 },
    });
    await site.listen({ host: '127.0.0.1', port: 0 });
    port = (site.server.address() as AddressInfo).port;
  }, 30_000);

  afterAll(async () => {
    await site.close();
    await api.close();
    await origin.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const post = (target: string, body: string, headers: Record<string, string> = {}, localAddress = '127.0.0.9') =>
    rawRequest(
      port,
      `POST ${target} HTTP/1.1\r\nHost: ssb.tj\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${Object.entries({
        'Content-Type': 'application/json',
        ...headers,
      })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('')}Connection: close\r\n\r\n${body}`,
      { localAddress },
    );

  /** The site's headers on an answer, in the API's error shape, echoing nothing. */
  function guarded(answer: RawAnswer) {
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    // The site's own answers that are no page: a policy under which nothing runs or is framed.
    expect(answer.headers['content-security-policy']).toMatch(/default-src 'none'.*frame-ancestors 'none'/);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String), field: null, message: expect.any(String) });
  }

  const summary = async () =>
    (await (await fetch(`${apiBase}/internal/vitals/summary`, { headers: serviceHeaders(SERVICE_TOKEN) })).json()) as {
      beacons: number;
      releases: { release: string }[];
    };

  describe('1. the beacon check, by any spelling of its path', () => {
    const beacon = (releases: Record<string, string>, extra: object = {}) =>
      JSON.stringify({ page: '/', lang: 'en', device: 'desktop', releases, metrics: [{ name: 'TTFB', value: 321 }], ...extra });

    it.each(['/api/vitals/', '/api/vitals//', '//api//vitals', '/api/./vitals', '/api/%76itals', '/api/x/../vitals'])(
      'POST %s naming an invented release: 400 unknown_release; with a cohort its visitor is not in: 400 unknown_cohort',
      async (target) => {
        const invented = await post(target, beacon({ mfe_products: '9.9.9-pentest' }));
        expect(invented.status).toBe(400);
        expect(JSON.parse(invented.body)).toMatchObject({ error: 'unknown_release' });
        const cohort = await post(target, beacon({ mfe_products: 'p1' }, { cohorts: { mfe_products: 'canary' } }));
        expect(cohort.status).toBe(400);
        expect(JSON.parse(cohort.body)).toMatchObject({ error: 'unknown_cohort' });
      },
    );

    it('takes a right beacon at /api/vitals/ (sealed for the API), and /_ops lists no invented release', async () => {
      const before = (await summary()).beacons;
      expect((await post('/api/vitals/', beacon({ mfe_products: 'p1' }))).status).toBe(204);
      const after = await summary();
      expect(after.beacons).toBe(before + 1);
      expect(after.releases.map((r) => r.release)).not.toContain('9.9.9-pentest');
      const ops = await fetch(`http://127.0.0.1:${port}/_ops`, { headers: { authorization: `Bearer ${DEPLOY_SECRET}` } });
      const page = await ops.text();
      expect(page).toContain('p1');
      expect(page).not.toContain('9.9.9-pentest');
    });

    it('a visitor cannot bring a seal of its own: the proxy passes none on', async () => {
      // /api/vitals%2F is no spelling of /api/vitals: it goes through the proxy to the API's 404, a forged seal dropped on the way.
      const forged = await post('/api/vitals%2F', beacon({ mfe_products: '9.9.9-pentest' }), {
        'X-SSB-Beacon-Seal': 'forged',
        Authorization: `Bearer ${SERVICE_TOKEN}x`,
      });
      expect(forged.status).toBe(404);
      expect((await summary()).releases.map((r) => r.release)).not.toContain('9.9.9-pentest');
    });
  });

  describe('3. every body goes through the guards, whatever its method', () => {
    const stalledChunked = (method: string, localAddress: string) =>
      heldRequest(
        port,
        `${method} /api/message/ HTTP/1.1\r\nHost: ssb.tj\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{"ema\r\n`,
        { localAddress },
      );
    const stalledLength = (method: string, localAddress: string) =>
      heldRequest(port, `${method} /api/message/ HTTP/1.1\r\nHost: ssb.tj\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"ema`, {
        localAddress,
      });

    it('8 parallel OPTIONS (and GET) with a chunked body that stalls: 411 at once, none reaches the API', async () => {
      const connectionsBefore = await new Promise<number>((resolve) => api.server.getConnections((_e, n) => resolve(n)));
      const held = await Promise.all([
        ...Array.from({ length: 8 }, () => stalledChunked('OPTIONS', '127.0.0.11')),
        stalledChunked('GET', '127.0.0.11'),
      ]);
      const answers = await Promise.all(held.map(({ answer }) => answer));
      expect(answers.map((a) => a.status)).toEqual(Array(9).fill(411));
      for (const a of answers) guarded(a);
      const connectionsAfter = await new Promise<number>((resolve) => api.server.getConnections((_e, n) => resolve(n)));
      expect(connectionsAfter).toBeLessThanOrEqual(connectionsBefore);
    });

    it('8 parallel OPTIONS with a length and a body that stalls: 4 held, 4 refused 429', async () => {
      const held: { socket: Socket; answer: Promise<RawAnswer> }[] = [];
      for (let i = 0; i < 4; i += 1) held.push(await stalledLength('OPTIONS', '127.0.0.12'));
      // The site has counted the four before the next ones come.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const refused = await Promise.all(Array.from({ length: 4 }, () => stalledLength('OPTIONS', '127.0.0.12')));
      const answers = await Promise.all(refused.map(({ answer }) => answer));
      expect(answers.map((a) => a.status)).toEqual([429, 429, 429, 429]);
      for (const a of answers) guarded(a);
      // Another visitor still gets its turn.
      expect((await rawGet(port, '/api/Credit/?language_id=1', {}, 'GET', { localAddress: '127.0.0.13' })).status).toBe(200);
      for (const { socket } of held) socket.destroy();
    });
  });

  describe('4. request targets that begin with //', () => {
    it.each([
      ['//a%20b/', '/a%20b'],
      ['//[::1/', '/[::1'],
      ['//h:99999/', '/h:99999'],
      ['//ru//Credit//?q=1', '/ru/Credit?q=1'],
    ])('GET %s: 301 to the one spelling of its path (%s), never a host and never a 500', async (target, location) => {
      const answer = await rawGet(port, target);
      expect(answer.status).toBe(301);
      expect(answer.headers.location).toBe(location);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['content-security-policy']).toMatch(/default-src 'none'/);
    });

    it('GET //%09/x (a control escaped): 400 in the error shape', async () => {
      const answer = await rawGet(port, '//%09/x');
      expect(answer.status).toBe(400);
      guarded(answer);
    });

    it('the page at the one spelling answers as a page: /ru/Credit keeps its language', async () => {
      const answer = await rawGet(port, '/ru/Credit?q=1');
      expect(answer.status).toBe(200);
      expect(answer.body).toMatch(/<html lang="ru-RU"/);
    });
  });

  describe('5. POST /_deploy/preview/end with a bad return', () => {
    it.each([
      ['/%C4%80', '/%C4%80'],
      ['/%00', '/'],
      ['/%85', '/%EF%BF%BD'],
      ['//evil.example/', '/'],
      ['/\\evil.example', '/'],
      ['https://evil.example/', '/'],
    ])('return=%s: 303 to %s, never a 500', async (back, location) => {
      // The form's field as the penetration test wrote it: its escapes are the form's own.
      const body = `return=${back}`;
      const answer = await post('/_deploy/preview/end', body, { 'Content-Type': 'application/x-www-form-urlencoded' });
      expect(answer.status).toBe(303);
      expect(answer.headers.location).toBe(location);
    });
  });

  describe('9 and 12. limits key on the client, an IPv6 address by its /64', () => {
    it('addresses of one /64 named by the balancer share the status look-ups of one visitor (at the API)', async () => {
      const codes: number[] = [];
      for (const visitor of ['2001:db8:1234:5678::1', '2001:db8:1234:5678::2', '2001:db8:1234:5678::3'])
        for (let i = 0; i < 4; i += 1)
          codes.push(
            (
              await post(
                '/api/applications/status',
                JSON.stringify({ reference: '0badc0de', phone: '+992930000000' }),
                { 'X-Forwarded-For': visitor },
                BALANCER,
              )
            ).status,
          );
      expect(codes.filter((c) => c === 404)).toHaveLength(10);
      expect(codes.slice(10)).toEqual([429, 429]);
    });

    it('200 CSP reports of 15 KB: 413 for the address’s ten a minute, then 429; the same for one /64', async () => {
      const report = JSON.stringify({ 'csp-report': { 'blocked-uri': 'inline', padding: 'x'.repeat(15_000) } });
      const codes: number[] = [];
      for (let i = 0; i < 200; i += 1)
        codes.push((await post('/_csp-report', report, { 'Content-Type': 'application/csp-report' }, '127.0.0.14')).status);
      expect(codes.slice(0, 10)).toEqual(Array(10).fill(413));
      expect(new Set(codes.slice(10))).toEqual(new Set([429]));
      const v6: number[] = [];
      for (let i = 1; i <= 11; i += 1)
        v6.push(
          (await post('/_csp-report', '{}', { 'Content-Type': 'application/csp-report', 'X-Forwarded-For': `2001:db8:77::${i}` }, BALANCER)).status,
        );
      expect(v6).toEqual([...Array(10).fill(204), 429]);
    });
  });

  describe('the page data a visitor asks for counts against that visitor at the API', () => {
    it('names the visitor in its reads: past the API’s read limit (3 here) its pages come without seeds, another visitor’s with', async () => {
      const seeded = async (visitor: string) =>
        (await rawGet(port, '/ru/Credit/1', { 'X-Forwarded-For': visitor })).body.includes('/api/Credit/1/?language_id=2');
      const first = [];
      for (let i = 0; i < 4; i += 1) first.push(await seeded('203.0.113.41'));
      expect(first).toEqual([true, true, true, false]);
      expect(await seeded('203.0.113.42')).toBe(true);
    });
  });

  describe('10. every answer carries the site’s headers and the error shape', () => {
    it('GET /%c0: 400, no echo', async () => {
      const answer = await rawGet(port, '/%c0');
      expect(answer.status).toBe(400);
      guarded(answer);
      expect(answer.raw).not.toMatch(/%c0/i);
    });

    it('a path parameter past the router’s length (its own framework error): 400 with the headers', async () => {
      const answer = await post(`/_deploy/remotes/${'m'.repeat(150)}/rollback`, '{}');
      expect(answer.status).toBe(400);
      guarded(answer);
    });

    it("Node's 400 (a NUL in a header) and 431 (headers too large)", async () => {
      const nul = await rawRequest(port, 'GET / HTTP/1.1\r\nHost: ssb.tj\r\nX-A: a\0b\r\n\r\n');
      expect(nul.status).toBe(400);
      guarded(nul);
      const big = await rawRequest(port, `GET / HTTP/1.1\r\nHost: ssb.tj\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      expect(big.status).toBe(431);
      guarded(big);
    });

    it("the proxy's own 400 (a path that climbs once decoded) in the error shape", async () => {
      for (const target of ['/api/..%2F..%2Finternal/vitals/summary', '/api/%2e%2e%2finternal']) {
        const answer = await rawGet(port, target);
        expect(answer.status).toBe(400);
        guarded(answer);
      }
    });

    it('an unknown POST path, a body of a type the beacon check does not read, and one over its size', async () => {
      const unknown = await post('/no-such-form', '{}');
      expect(unknown.status).toBe(404);
      guarded(unknown);
      const text = await post('/api/vitals', '<x/>', { 'Content-Type': 'application/xml' });
      expect(text.status).toBe(415);
      guarded(text);
      const large = await post('/api/vitals', JSON.stringify({ padding: 'x'.repeat(20_000) }));
      expect(large.status).toBe(413);
      guarded(large);
    });
  });
});
