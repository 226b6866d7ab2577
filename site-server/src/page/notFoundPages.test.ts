/**
 * Addresses of a detail route that no record has (/en/Credit/zzz, /en/Credit/987654) on a real
 * server with a real render process and page cache: the 404 page, with status 404, rendered once
 * per route and language, and no API request for a slug its route's rule refuses.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CONTRACTS_VERSION } from '@ssb/contracts/node';
import { createSiteServer } from '../site-server';
import { parseDeployTokens } from '../auth/tokens';
import { createTestRegistry, deployOrFail, pinnedConfig, startReleaseOrigin, type ReleaseOrigin } from '../testing/serverBuildManifest';

const TEMPLATE = `<!doctype html><html lang="tg-TJ"><head><title>x</title><!--ssb:head--></head><body><div id="root"><!--/ssb:root--></div><script defer src="/main.js"></script></body></html>`;

/** The shell's server build reduced to a counter of its renders, saying whether it drew the 404 page. */
const FAKE_SHELL_BUILD = `
let renders = 0;
exports.sharedModule = () => ({});
exports.renderApp = async ({ url, notFound }) => {
  renders += 1;
  return { html: '<main>render ' + renders + (notFound ? ' not-found' : ' page') + '</main>', styleTags: '', resources: {} };
};`;

const ROUTES = `module.exports = { buildId: 'b', contractsVersion: '${CONTRACTS_VERSION}', pages: {} };`;

describe('site server: the 404 page of a detail route', () => {
  let dir: string;
  let origin: ReleaseOrigin;
  let site: FastifyInstance;
  const apiRequests: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-404-'));
    mkdirSync(path.join(dir, 'dist'));
    writeFileSync(path.join(dir, 'dist/index.html'), TEMPLATE);
    writeFileSync(path.join(dir, 'render.cjs'), FAKE_SHELL_BUILD);
    // One real HTTP server is the remotes' origin and the API: credit 3 exists, news refuses "bad-key" with 400.
    origin = await startReleaseOrigin((req, res) => {
      const url = req.url ?? '';
      res.setHeader('content-type', 'application/json');
      if (url === '/readyz') return (void res.end(JSON.stringify({ ready: true, content: { revision: 'c1' } })), true);
      if (!url.startsWith('/api/')) return false;
      apiRequests.push(url);
      if (url.startsWith('/api/Credit/3/')) res.end(JSON.stringify({ id: 3, title: 'Consumer loan' }));
      else if (url.startsWith('/api/news/bad-key/')) res.writeHead(400).end('{"error":"invalid"}');
      else res.writeHead(404).end('{"error":"not_found"}');
      return true;
    });
    const registry = await createTestRegistry(mkdtempSync(path.join(dir, 'registry-')));
    const pageData = { '/Credit/:slug': ['/Credit/:slug/?language_id={languageId}'] };
    await deployOrFail(registry, 'mfe_products', origin.add({ id: 'p1', remote: 'mfe_products', code: ROUTES, metaData: { pageData } }));
    const news = { '/news/:slug': ['/news/:slug/?language_id={languageId}'] };
    await deployOrFail(registry, 'mfe_about', origin.add({ id: 'a1', remote: 'mfe_about', code: ROUTES, metaData: { pageData: news } }));
    site = await createSiteServer({
      distDir: path.join(dir, 'dist'),
      runtimeConfig: () => pinnedConfig(registry),
      // The site hosts the registry, whose store holds the pinned manifests it reads page data from.
      deploy: { registry, tokens: parseDeployTokens('test:0123456789abcdef-secret') },
      apiUpstream: origin.base,
      publicOrigin: 'https://ssb.tj',
      serverBuildFile: path.join(dir, 'render.cjs'),
      pageCacheMs: 60_000,
    });
    await site.ready();
  });

  afterAll(async () => {
    await site.close();
    await origin.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const rendersIn = (html: string) => /render (\d+)/.exec(html)?.[1];
  /** The stored page is compressed after the first answer: a hit follows shortly. */
  async function untilHit(url: string) {
    for (let i = 0; i < 50; i += 1) {
      const res = await site.inject({ url });
      if (String(res.headers['server-timing']).startsWith('cache;desc="hit"')) return res;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`${url} never came from the cache`);
  }

  it('answers a slug its route refuses with the 404 page, asking the API nothing', async () => {
    for (const url of ['/en/Credit/zzz', '/ru/Deposit/abc', '/en/Card/abc', '/en/vacancy/zzz', '/Credit/0', '/en/news/a_b']) {
      const res = await site.inject({ url });
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).toContain('window.__SSB_NOT_FOUND__=true;');
      expect(res.body).toContain('not-found');
      // No page of the site: no canonical address, no alternates (they would name the slug).
      expect(res.body).not.toContain('rel="canonical"');
      expect(res.body).not.toContain('hreflang');
    }
    expect(apiRequests).toEqual([]);
  });

  it('renders it once per route and language: every other slug comes from the cache, still 404', async () => {
    await site.inject({ url: '/en/Credit/abc' });
    const first = rendersIn((await untilHit('/en/Credit/abd')).body);
    for (const slug of ['x1', 'x2', 'x3', 'Deposit']) {
      const res = await site.inject({ url: `/en/Credit/${slug}` });
      expect(res.statusCode).toBe(404);
      expect(res.headers['server-timing']).toMatch(/^cache;desc="hit"/);
      expect(rendersIn(res.body)).toBe(first);
    }
    // Stored as every cached page is: its inline scripts (the one saying it is the 404 page among
    // them) allowed by their hashes, with no nonce that would be stale on the next answer.
    const hit = await site.inject({ url: '/en/Credit/x4' });
    const policy = String(hit.headers['content-security-policy']);
    const scripts = [...hit.body.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(scripts.some((text) => text.includes('__SSB_NOT_FOUND__'))).toBe(true);
    for (const text of scripts) expect(policy).toContain(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
    expect(policy).not.toContain('nonce-');
    expect(hit.body).not.toContain('nonce=');
    // Another language, another route: their own 404 page.
    expect(rendersIn((await site.inject({ url: '/ru/Credit/abc' })).body)).not.toBe(first);
    expect(apiRequests).toEqual([]);
  });

  it('answers an id the API has no record of, or a key it refuses (400), with the same cached 404 page', async () => {
    await site.inject({ url: '/en/Credit/987654' });
    const first = await untilHit('/en/Credit/987655');
    expect(first.statusCode).toBe(404);
    const rendered = rendersIn(first.body);
    // Its one API request each, but no render of its own: a stream of made-up ids is no way around the cache.
    const asked = apiRequests.length;
    for (const id of ['987656', '987657']) {
      const res = await site.inject({ url: `/en/Credit/${id}` });
      expect(res.statusCode).toBe(404);
      expect(rendersIn(res.body)).toBe(rendered);
    }
    expect(apiRequests.length).toBe(asked + 2);
    const refused = await site.inject({ url: '/en/news/bad-key' });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).toContain('not-found');
    expect(apiRequests).toContain('/api/news/bad-key/?language_id=3');
  });

  it('still serves the page of a record that exists', async () => {
    const res = await site.inject({ url: '/en/Credit/3' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(' page</main>');
    expect(res.body).toContain('rel="canonical"');
  });
});
