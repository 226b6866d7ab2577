/**
 * The site server under load's parts, end to end on a real server: pages rendered in a real
 * render worker are cached (each answer with its own nonce), compressed by Accept-Encoding,
 * timed in Server-Timing, and counted at /metrics; a deploy or a content change drops the cache.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { CONTRACTS_VERSION, sriOf, type RuntimeConfig } from '@ssb/contracts/node';
import { createSiteServer } from './site-server';

const TEMPLATE = `<!doctype html><html lang="tg-TJ"><head><title>x</title><!--ssb:head--></head><body><div id="root"><!--/ssb:root--></div><script defer src="/main.js"></script></body></html>`;

/** The shell's server build, reduced to what the site server needs of it; counts its renders. */
const FAKE_SHELL_BUILD = `
let renders = 0;
exports.sharedModule = () => ({});
exports.renderApp = async ({ url, loadRoutes }) => {
  const routes = await loadRoutes('mfe_products');
  renders += 1;
  return { html: '<main>' + routes.heading + ' render ' + renders + ' ' + url + '</main>' + '<p>Қарзҳо бо фоизи хуб.</p>'.repeat(200), styleTags: '', resources: {} };
};`;

const remoteBuild = (heading: string) =>
  `module.exports = { buildId: 'b', contractsVersion: '${CONTRACTS_VERSION}', pages: {}, heading: '${heading}' };`;

describe('site server: page cache, compression, Server-Timing and metrics', () => {
  let dir: string;
  let origin: Server;
  let base: string;
  let contentRevision = 'content-1';
  let site: FastifyInstance;
  let live: RuntimeConfig;
  const builds = new Map<string, string>([
    ['r1', remoteBuild('Қарзҳо')],
    ['r2', remoteBuild('Кредиты')],
  ]);

  const configFor = (release: string): RuntimeConfig => ({
    apiBaseUrl: '/api',
    internetBankingUrl: 'https://ib.example',
    legalInternetBankingUrl: 'https://ib.example/legal',
    remotes: { mfe_products: `${base}/r/${release}/mf-manifest.json`, mfe_calculators: '', mfe_applications: '', mfe_about: '' },
  });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-perf-'));
    mkdirSync(path.join(dir, 'dist'));
    writeFileSync(path.join(dir, 'dist/index.html'), TEMPLATE);
    writeFileSync(path.join(dir, 'render.cjs'), FAKE_SHELL_BUILD);
    // One real HTTP server is the remote's origin (release manifests and server builds) and the API.
    origin = createServer((req, res) => {
      const url = req.url ?? '';
      if (url === '/readyz') return void res.end(JSON.stringify({ ready: true, content: { revision: contentRevision } }));
      const release = /^\/r\/(\w+)\/(.*)$/.exec(url);
      const code = release ? builds.get(release[1] ?? '') : undefined;
      if (release && code && release[2] === 'mf-manifest.json') {
        const metaData = {
          remoteEntry: { name: 'remoteEntry.js', path: '' },
          release: {
            id: release[1],
            remote: 'mfe_products',
            contractsRange: `^${CONTRACTS_VERSION}`,
            serverEntry: 'server/routes.cjs',
            integrity: { 'server/routes.cjs': sriOf(code) },
            builtAt: 'now',
          },
        };
        return void res.end(JSON.stringify({ name: 'mfe_products', metaData, exposes: [] }));
      }
      if (release && code && release[2] === 'server/routes.cjs') return void res.end(code);
      res.setHeader('content-type', 'application/json');
      res.end('{}');
    });
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
    live = configFor('r1');
    site = await createSiteServer({
      distDir: path.join(dir, 'dist'),
      runtimeConfig: () => live,
      apiUpstream: base,
      publicOrigin: 'https://ssb.tj',
      serverBuildFile: path.join(dir, 'render.cjs'),
      pageCacheMs: 60_000,
      contentPollMs: 100,
      preloadRemotes: false,
    });
    await site.ready();
  });

  afterAll(async () => {
    await site.close();
    await new Promise((resolve) => origin.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  const nonceOf = (html: string) => /<script nonce="([^"]+)"/.exec(html)?.[1];
  const rendersIn = (html: string) => /render (\d+)/.exec(html)?.[1];

  it('renders a page once and serves it from the cache, each answer with a nonce of its own', async () => {
    const first = await site.inject({ url: '/ru/Credit' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['server-timing']).toMatch(
      /^cache;desc="miss", data;desc="first API answer";dur=[\d.]+, render;desc="server";dur=[\d.]+, total;dur=[\d.]+$/,
    );
    const second = await site.inject({ url: '/ru/Credit' });
    expect(second.headers['server-timing']).toMatch(/^cache;desc="hit", total;dur=[\d.]+$/);
    expect(rendersIn(second.body)).toBe(rendersIn(first.body));
    const [a, b] = [nonceOf(first.body), nonceOf(second.body)];
    expect(a).toBeDefined();
    expect(b).toBeDefined();
    expect(b).not.toBe(a);
    expect(second.body.split(b ?? '-').length).toBe(first.body.split(a ?? '-').length);
    expect(second.headers['content-security-policy']).toContain(`'nonce-${b}'`);
  });

  it('renders anew for a query string and for an unknown address, and never stores them', async () => {
    const plain = rendersIn((await site.inject({ url: '/ru/Credit' })).body);
    const query = await site.inject({ url: '/ru/Credit?utm=x' });
    expect(query.headers['server-timing']).toMatch(/^cache;desc="bypass"/);
    expect(rendersIn(query.body)).not.toBe(plain);
    const missing = await site.inject({ url: '/ru/nowhere' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['server-timing']).toMatch(/^cache;desc="bypass"/);
  });

  it('compresses the HTML with brotli or gzip as the browser accepts, and says so in Vary', async () => {
    const br = await site.inject({ url: '/ru/Credit', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(br.rawPayload).toString('utf8');
    expect(html).toContain('<main>Қарзҳо');
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(html) / 4);
    const gzip = await site.inject({ url: '/ru/Credit', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toContain('<main>Қарзҳо');
    const plain = await site.inject({ url: '/ru/Credit', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('drops the cache when a remote switches release, and renders with the new one', async () => {
    const before = await site.inject({ url: '/en/Credit' });
    expect(before.body).toContain('<main>Қарзҳо');
    live = configFor('r2');
    const after = await site.inject({ url: '/en/Credit' });
    expect(after.headers['server-timing']).toMatch(/^cache;desc="miss"/);
    expect(after.body).toContain('<main>Кредиты');
  });

  it('drops the cache when the API says its content changed', async () => {
    const cached = rendersIn((await site.inject({ url: '/en/Credit' })).body);
    expect((await site.inject({ url: '/en/Credit' })).headers['server-timing']).toMatch(/^cache;desc="hit"/);
    contentRevision = 'content-2';
    const until = Date.now() + 5_000;
    let timing = '';
    while (Date.now() < until) {
      const res = await site.inject({ url: '/en/Credit' });
      timing = String(res.headers['server-timing']);
      if (timing.startsWith('cache;desc="miss"')) {
        expect(rendersIn(res.body)).not.toBe(cached);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(timing).toMatch(/^cache;desc="miss"/);
  });

  it('counts renders by remote, cache outcomes and request durations by page pattern at /metrics', async () => {
    const res = await site.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    const value = (series: string) => Number(new RegExp(`^${series.replace(/[{}"/.]/g, '\\$&')} (\\d+)`, 'm').exec(text)?.[1] ?? NaN);
    expect(value('ssb_ssr_renders_total{remote="mfe_products",outcome="rendered"}')).toBeGreaterThanOrEqual(4);
    expect(value('ssb_page_cache_total{outcome="hit"}')).toBeGreaterThanOrEqual(3);
    expect(value('ssb_page_cache_total{outcome="bypass"}')).toBeGreaterThanOrEqual(2);
    expect(value('http_request_duration_seconds_count{method="GET",route="/Credit",status_code="200"}')).toBeGreaterThanOrEqual(8);
    expect(value('http_request_duration_seconds_count{method="GET",route="404",status_code="404"}')).toBe(1);
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
  });
});
