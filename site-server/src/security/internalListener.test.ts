/**
 * The two ports of a site server with an internal listener, over real HTTP: the public one serves
 * the site, its previews and security.txt, and answers 404 for the registry, /_ops and /metrics;
 * the internal one serves those (still behind their tokens) and the probes, and nothing of the site.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createSiteServer, SERVER_TIMEOUTS } from '../site-server';
import { parseDeployTokens } from '../auth/tokens';
import { createTestRegistry, pinnedConfig, startReleaseOrigin, type ReleaseOrigin } from '../testing/serverBuildManifest';
import { closeInternal, isInternalPath, listenInternal } from './internalListener';
import { SECURITY_TXT_PATH } from './securityTxt';

const TEMPLATE = `<!doctype html><html lang="tg-TJ"><head><title>x</title><!--ssb:head--></head><body><div id="root"><!--/ssb:root--></div></body></html>`;
const SECRET = 'internal-listener-secret-0123';
const TOKEN = { authorization: `Bearer ${SECRET}` };

describe('a site server with an internal listener', () => {
  let dir: string;
  let api: ReleaseOrigin;
  let site: FastifyInstance;
  let internal: Server;
  let publicBase: string;
  let internalBase: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-internal-'));
    mkdirSync(path.join(dir, 'dist'));
    writeFileSync(path.join(dir, 'dist/index.html'), TEMPLATE);
    api = await startReleaseOrigin((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(req.url === '/readyz' ? '{"ready":true}' : '{"results":[]}');
      return true;
    });
    const registry = await createTestRegistry(mkdtempSync(path.join(dir, 'registry-')));
    site = await createSiteServer({
      distDir: path.join(dir, 'dist'),
      runtimeConfig: () => pinnedConfig(registry),
      deploy: { registry, tokens: parseDeployTokens(`ops:${SECRET}`) },
      apiUpstream: api.base,
      publicOrigin: 'https://www.ssb.tj',
      preloadRemotes: false,
      internalListener: true,
      securityContacts: ['mailto:security@ssb.tj', 'https://www.ssb.tj/security'],
    });
    await site.listen({ host: '127.0.0.1', port: 0 });
    internal = await listenInternal(site, { host: '127.0.0.1', port: 0, timeouts: SERVER_TIMEOUTS });
    publicBase = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
    internalBase = `http://127.0.0.1:${(internal.address() as AddressInfo).port}`;
  }, 30_000);

  afterAll(async () => {
    await closeInternal(internal);
    await site.close();
    await api.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const status = async (url: string, headers: Record<string, string> = {}) => (await fetch(url, { headers })).status;

  it('tells the internal paths from the public ones, previews being public', () => {
    expect(['/_deploy/remotes', '/_deploy/remotes/mfe_about?x=1', '/_ops', '/_ops?lang=ru', '/metrics'].filter(isInternalPath)).toHaveLength(5);
    expect(['/_deploy/preview', '/_deploy/preview/end', '/', '/ru/Credit/1', '/_opsx', '/metrics.json'].filter(isInternalPath)).toEqual([]);
  });

  it('answers 404 on the public port for the registry, /_ops and /metrics, token or not', async () => {
    for (const url of ['/_deploy/remotes', '/_deploy/remotes/mfe_about', '/_ops', '/metrics']) {
      const res = await fetch(`${publicBase}${url}`, { headers: TOKEN });
      expect([url, res.status]).toEqual([url, 404]);
      // Nothing of the registry in the answer: not its names, not a token's.
      expect(await res.text()).toBe('Not found');
    }
    const rollback = await fetch(`${publicBase}/_deploy/remotes/mfe_about/rollback`, { method: 'POST', headers: TOKEN });
    expect(rollback.status).toBe(404);
  });

  it('serves the registry, /_ops and /metrics on the internal port, each behind its token as before', async () => {
    const listing = await fetch(`${internalBase}/_deploy/remotes`);
    expect(listing.status).toBe(200);
    expect(Object.keys(((await listing.json()) as { remotes: object }).remotes)).toContain('mfe_about');
    expect(await status(`${internalBase}/_ops`)).toBe(401);
    expect(await status(`${internalBase}/_ops`, TOKEN)).toBe(200);
    expect(await status(`${internalBase}/metrics`)).toBe(401);
    expect(await status(`${internalBase}/metrics`, TOKEN)).toBe(200);
  });

  it('serves the site, its previews and security.txt on the public port only', async () => {
    expect(await status(`${publicBase}/ru`)).toBe(200);
    expect(await status(`${publicBase}/_deploy/preview`)).toBe(200);
    expect(await status(`${publicBase}${SECURITY_TXT_PATH}`)).toBe(200);
    expect(await status(`${internalBase}/ru`)).toBe(404);
    expect(await status(`${internalBase}/_deploy/preview`)).toBe(404);
    expect(await status(`${internalBase}/runtime-config.json`)).toBe(404);
    expect(await status(`${internalBase}/healthz`)).toBe(200);
    expect(await status(`${internalBase}/readyz`)).toBe(200);
  });

  it('serves security.txt with RFC 9116 fields, its Expires in the coming year', async () => {
    const res = await fetch(`${publicBase}${SECURITY_TXT_PATH}`);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await res.text();
    const fields = text
      .trim()
      .split('\n')
      .map((line) => line.split(': ', 1)[0]);
    expect(fields).toEqual(['Contact', 'Contact', 'Expires', 'Preferred-Languages', 'Canonical']);
    expect(text).toContain('Contact: mailto:security@ssb.tj\nContact: https://www.ssb.tj/security\n');
    expect(text).toContain('Canonical: https://www.ssb.tj/.well-known/security.txt\n');
    expect(text).toContain('Preferred-Languages: tg, ru, en\n');
    const expires = Date.parse(/^Expires: (\S+)$/m.exec(text)?.[1] ?? '');
    expect(expires).toBeGreaterThan(Date.now() + 300 * 86_400_000);
    expect(expires).toBeLessThan(Date.now() + 365 * 86_400_000);
  });
});
