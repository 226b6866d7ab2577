/**
 * The site server against the second penetration test's findings, each sent as it was found:
 * query strings that tried to get past the page cache, slugs that cannot exist, soft 404s and
 * doubled slashes, CSP reports by the hundred, invented release ids in beacons, and what the site
 * gave away (source maps, the raw template, /metrics, /readyz's detail).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CONTRACTS_VERSION } from '@ssb/contracts/node';
import { createSiteServer } from '../site-server';
import { parseDeployTokens } from '../auth/tokens';
import type { DeployRegistry } from '../deploy/registry';
import { createTestRegistry, deployOrFail, pinnedConfig, startReleaseOrigin, type ReleaseOrigin } from '../testing/serverBuildManifest';
import { PAGE_QUERY_PARAMETERS } from '../page-cache/pageAddress';
import { CONTENT_REVISION_PATH } from '../page-cache/contentRevision';
import { remotePackages } from '@ssb/federation-config/workspaces';

const TEMPLATE = `<!doctype html><html lang="tg-TJ"><head><title>x</title><!--ssb:head--></head><body><div id="root"><!--/ssb:root--></div><script defer src="/main.js"></script></body></html>`;
/** The shell's build, reduced: counts its renders, and shows an error state when the page's data failed. */
const FAKE_SHELL_BUILD = `
let renders = 0;
exports.sharedModule = () => ({});
exports.renderApp = async ({ url, loadRoutes, notFound, answers }) => {
  renders += 1;
  if (notFound) return { html: '<p>not found</p>', styleTags: '', resources: {} };
  await loadRoutes(url.includes('Credit') ? 'mfe_products' : 'mfe_about');
  const failed = url.includes('/broken');
  return {
    html: '<main>render ' + renders + ' ' + url + '</main>',
    styleTags: '',
    resources: failed ? { 'x': { status: 'error', error: { name: 'ApiError', message: 'HTTP 500' } } } : {},
  };
};`;
const ROUTES = `module.exports = { contractsVersion: '${CONTRACTS_VERSION}', pages: {} };`;
const SECRET = 'hardening-secret-0123456789';
const TOKEN = { authorization: `Bearer ${SECRET}` };

describe('the site server against the second penetration test', () => {
  let dir: string;
  let origin: ReleaseOrigin;
  let registry: DeployRegistry;
  let site: FastifyInstance;
  const apiAsked: string[] = [];
  let productsId = '';

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-hardening-'));
    mkdirSync(path.join(dir, 'dist'));
    writeFileSync(path.join(dir, 'dist/index.html'), TEMPLATE);
    writeFileSync(path.join(dir, 'dist/main.js'), 'console.log(1)');
    writeFileSync(path.join(dir, 'dist/main.js.map'), '{"sources":["webpack://shell/src/secret.ts"]}');
    writeFileSync(path.join(dir, 'dist/shared-versions.json'), '{"shared":{"react":"19.3.1"}}');
    writeFileSync(path.join(dir, 'render.cjs'), FAKE_SHELL_BUILD);
    origin = await startReleaseOrigin((req, res) => {
      const url = req.url ?? '';
      res.setHeader('content-type', 'application/json');
      // The site server's own poll of the content revision is not among the requests it relays.
      if (url === CONTENT_REVISION_PATH) {
        res.end('{"revision":"c1"}');
        return true;
      }
      apiAsked.push(`${req.method} ${url}`);
      if (url === '/readyz') res.end('{"ready":true,"content":{"revision":"c1"}}');
      else if (url.startsWith('/api/vitals')) res.writeHead(202).end('{"stored":true}');
      else res.end('{"id":1,"title":"x"}');
      return true;
    });
    registry = await createTestRegistry(mkdtempSync(path.join(dir, 'registry-')));
    productsId = '1.0.0-products';
    const pageData = { '/Credit/:slug': ['/Credit/:slug/?language_id={languageId}'] };
    await deployOrFail(registry, 'mfe_products', origin.add({ id: productsId, remote: 'mfe_products', code: ROUTES, metaData: { pageData } }));
    await deployOrFail(registry, 'mfe_about', origin.add({ id: '1.0.0-about', remote: 'mfe_about', code: ROUTES }));
    site = await createSiteServer({
      distDir: path.join(dir, 'dist'),
      runtimeConfig: () => pinnedConfig(registry),
      deploy: { registry, tokens: parseDeployTokens(`ops:${SECRET}`) },
      apiUpstream: origin.base,
      publicOrigin: 'https://ssb.tj',
      serverBuildFile: path.join(dir, 'render.cjs'),
      pageCacheMs: 60_000,
      rendersPerMinute: 5,
      preloadRemotes: false,
    });
    await site.ready();
  }, 30_000);

  afterAll(async () => {
    await site.close();
    await origin.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) => site.inject({ url, remoteAddress, headers });
  const timing = (res: { headers: Record<string, unknown> }) => String(res.headers['server-timing']);
  const rendersIn = (html: string) => /render (\d+)/.exec(html)?.[1];
  async function untilStored(url: string, remoteAddress: string) {
    for (let i = 0; i < 50; i += 1) {
      const res = await get(url, remoteAddress);
      if (timing(res).startsWith('cache;desc="hit"')) return res;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`${url} never came from the cache`);
  }

  it('keys the page cache by the query parameters pages read only: ?x=N cannot force a render', async () => {
    const first = await get('/en/about?x=1', '127.0.0.2');
    const stored = rendersIn((await untilStored('/en/about', '127.0.0.2')).body);
    expect(rendersIn(first.body)).toBe(stored);
    for (let n = 2; n < 8; n += 1) {
      const res = await get(`/en/about?x=${n}&utm_source=${n}`, '127.0.0.2');
      expect(timing(res)).toMatch(/^cache;desc="hit"/);
      expect(rendersIn(res.body)).toBe(stored);
    }
    // A parameter pages read is part of the address, and rendered with.
    const search = await get('/en/about?q=%D2%9B%D0%B0%D1%80%D0%B7&x=9', '127.0.0.2');
    expect(timing(search)).toMatch(/^cache;desc="miss"/);
    expect(search.body).toContain('/en/about?q=%D2%9B%D0%B0%D1%80%D0%B7</main>');
  });

  it('gives each address a budget of renders the cache did not have; past it, its pages are rendered in the browser', async () => {
    const served = [];
    for (let n = 0; n < 7; n += 1) served.push(await get(`/en/about?q=budget-${n}`, '127.0.0.3'));
    expect(served.map((res) => res.statusCode)).toEqual(Array(7).fill(200));
    expect(served.filter((res) => /render;desc="server"/.test(timing(res)))).toHaveLength(5);
    expect(served.at(-1)?.body).not.toContain('data-server-rendered');
    // Another visitor is not held back by it.
    expect(timing(await get('/en/about?q=other', '127.0.0.4'))).toMatch(/render;desc="server"/);
  });

  it('answers a slug that cannot exist with 404, without asking the API, and with one cached page for them all', async () => {
    const before = apiAsked.length;
    const answers = [];
    for (const slug of ['x%20y', 'x%3Cb%3E', 'x+y', 'a'.repeat(101), 'zzz', '007']) answers.push(await get(`/en/Credit/${slug}`, '127.0.0.5'));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(6).fill(404));
    // Rendered at most once: a stream of made-up slugs neither renders nor fills the cache.
    expect(answers.filter((res) => /render;desc="server"/.test(timing(res))).length).toBeLessThanOrEqual(1);
    expect(answers.at(-1)?.headers['server-timing']).toMatch(/^cache;desc="hit"/);
    expect(apiAsked.slice(before).filter((r) => r.includes('/api/Credit/'))).toEqual([]);
  });

  it('does not cache a page whose data could not be had', async () => {
    const first = await get('/en/about/broken-page', '127.0.0.6');
    // Not a known route: a plain 404, never stored.
    expect(first.statusCode).toBe(404);
    const broken = await get('/en/news/broken', '127.0.0.6');
    const again = await get('/en/news/broken', '127.0.0.6');
    expect(broken.statusCode).toBe(200);
    expect(timing(broken)).toMatch(/^cache;desc="bypass"/);
    expect(timing(again)).toMatch(/^cache;desc="bypass"/);
  });

  it('sends a doubled slash to the one address of its page', async () => {
    const res = await get('/ru/Credit//1?q=a', '127.0.0.7');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/ru/Credit/1?q=a');
  });

  it('takes a few CSP reports per address and minute, and small ones only', async () => {
    const report = (remoteAddress: string, size = 200) =>
      site.inject({
        method: 'POST',
        url: '/_csp-report',
        remoteAddress,
        headers: { 'content-type': 'application/csp-report' },
        payload: JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(size) } }),
      });
    const answers = [];
    for (let i = 0; i < 12; i += 1) answers.push((await report('127.0.0.8')).statusCode);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(204));
    expect(answers.slice(10)).toEqual([429, 429]);
    expect((await report('127.0.0.9', 15 * 1024)).statusCode).toBe(413);
  });

  it('passes on a beacon naming releases the registry has seen, and refuses one that invents a release', async () => {
    const beacon = (releases: Record<string, string>) =>
      site.inject({
        method: 'POST',
        url: '/api/vitals',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ page: '/Credit/:slug', lang: 'en', device: 'phone', releases, metrics: { LCP: 1200 } }),
      });
    const before = apiAsked.length;
    const invented = await beacon({ mfe_products: '9.9.9-invented' });
    expect(invented.statusCode).toBe(400);
    expect(invented.json()).toMatchObject({ error: 'unknown_release', field: 'releases.mfe_products' });
    expect(apiAsked.slice(before)).toEqual([]);
    const real = await beacon({ mfe_products: productsId });
    expect(real.statusCode).toBe(202);
    expect(apiAsked.slice(before)).toEqual(['POST /api/vitals']);
  });

  it('gives away neither source maps, nor the raw template, nor the shell’s shared versions, nor /metrics and /readyz’s detail without a token', async () => {
    expect((await get('/main.js')).statusCode).toBe(200);
    const map = await get('/main.js.map');
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
    expect((await get('/index.html')).statusCode).toBe(404);
    expect((await get('/shared-versions.json')).statusCode).toBe(404);
    expect((await get('/metrics', '127.0.0.10')).statusCode).toBe(401);
    const metrics = await get('/metrics', '127.0.0.10', TOKEN);
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('ssb_ssr_renders_total');
    const ready = await get('/readyz');
    expect(Object.keys(ready.json()).sort()).toEqual(['ready', 'serverRendering', 'status']);
    expect(ready.body).not.toContain(origin.base);
    expect((await get('/readyz', '127.0.0.10', TOKEN)).body).toContain(origin.base);
  });

  it('keys every query parameter the remotes’ pages read', () => {
    // What pages read from the address, found in the remotes' and the shell's sources: a parameter
    // missing from the list would be dropped from its page's render.
    const root = path.resolve(__dirname, '../../..');
    const read = new Set<string>();
    const walk = (folder: string): void => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const file = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
          for (const [, name] of readFileSync(file, 'utf8').matchAll(/\b(?:params|query|searchParams)\.get\('([A-Za-z_]+)'\)/g))
            if (name) read.add(name);
      }
    };
    for (const part of [...remotePackages().map((remote) => remote.dir), 'shell']) walk(path.join(root, part, 'src'));
    expect(read.size).toBeGreaterThanOrEqual(5);
    expect([...read].filter((name) => !PAGE_QUERY_PARAMETERS.includes(name))).toEqual([]);
  });
});
