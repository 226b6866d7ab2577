/**
 * The site server under load's parts, end to end on a real server: pages rendered in a real
 * render worker are cached (each answer with its own nonce), compressed by Accept-Encoding,
 * timed in Server-Timing, and counted at /metrics; a deploy or a content change drops the cache.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { CONTRACTS_VERSION } from '@ssb/contracts/node';
import { createSiteServer } from '../site-server';
import type { DeployRegistry } from '../deploy/registry';
import { parseDeployTokens } from '../auth/tokens';
import { createTestRegistry, deployOrFail, pinnedConfig, startReleaseOrigin, type ReleaseOrigin } from '../testing/serverBuildManifest';

const TEMPLATE = `<!doctype html><html lang="tg-TJ"><head><title>x</title><!--ssb:head--></head><body><div id="root"><!--/ssb:root--></div><script defer src="/main.js"></script></body></html>`;

/** The shell's server build, reduced to what the site server needs of it; counts its renders. */
const FAKE_SHELL_BUILD = `
let renders = 0;
exports.sharedModule = () => ({});
exports.renderApp = async ({ url, loadRoutes }) => {
  const routes = await loadRoutes('mfe_products');
  renders += 1;
  // A render takes a moment, as a real one does: requests arriving meanwhile overlap with it.
  await new Promise((resolve) => setTimeout(resolve, 40));
  return { html: '<main>' + routes.heading + ' render ' + renders + ' ' + url + '</main>' + '<p>Қарзҳо бо фоизи хуб.</p>'.repeat(200), styleTags: '', resources: {} };
};`;

const remoteBuild = (heading: string) =>
  `module.exports = { buildId: 'b', contractsVersion: '${CONTRACTS_VERSION}', pages: {}, heading: '${heading}' };`;

describe('site server: page cache, compression, Server-Timing and metrics', () => {
  let dir: string;
  let origin: ReleaseOrigin;
  let base: string;
  let contentRevision = 'content-1';
  let site: FastifyInstance;
  let registry: DeployRegistry;
  const tokens = parseDeployTokens('test:0123456789abcdef-secret');

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-perf-'));
    mkdirSync(path.join(dir, 'dist'));
    writeFileSync(path.join(dir, 'dist/index.html'), TEMPLATE);
    writeFileSync(path.join(dir, 'render.cjs'), FAKE_SHELL_BUILD);
    // One real HTTP server is the remote's origin (releases) and the API.
    origin = await startReleaseOrigin((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(req.url === '/internal/content/revision' ? JSON.stringify({ revision: contentRevision }) : '{}');
      return true;
    });
    base = origin.base;
    registry = await createTestRegistry(mkdtempSync(path.join(dir, 'registry-')));
    await deployOrFail(registry, 'mfe_products', origin.add({ id: 'r1', remote: 'mfe_products', code: remoteBuild('Қарзҳо') }));
    site = await createSiteServer({
      distDir: path.join(dir, 'dist'),
      runtimeConfig: () => pinnedConfig(registry),
      deploy: { registry, tokens },
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
    await origin.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const nonceOf = (html: string) => /<script nonce="([^"]+)"/.exec(html)?.[1];
  const rendersIn = (html: string) => /render (\d+)/.exec(html)?.[1];
  /** The stored page is compressed after the first answer, in the thread pool: a hit follows shortly. */
  async function untilHit(url: string, headers: Record<string, string> = {}) {
    for (let i = 0; i < 50; i += 1) {
      const res = await site.inject({ url, headers });
      if (String(res.headers['server-timing']).startsWith('cache;desc="hit"')) return res;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`${url} never came from the cache`);
  }
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

  it('renders a page once and serves it from the cache, its inline scripts allowed by hash instead of a nonce', async () => {
    const first = await site.inject({ url: '/ru/Credit' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['server-timing']).toMatch(
      /^cache;desc="miss", data;desc="first API answer";dur=[\d.]+, render;desc="server";dur=[\d.]+, render-process;desc="in its render process";dur=[\d.]+, total;dur=[\d.]+$/,
    );
    // Nothing in it differs per visitor: no nonce; the policy names exactly its inline scripts.
    expect(nonceOf(first.body)).toBeUndefined();
    const csp = String(first.headers['content-security-policy']);
    expect(csp).not.toContain("'nonce-");
    const inline = [...first.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text]) => sha256(text ?? ''));
    expect(inline.length).toBeGreaterThanOrEqual(1);
    for (const hash of inline) expect(csp).toContain(hash);
    const second = await untilHit('/ru/Credit');
    expect(second.headers['server-timing']).toMatch(/^cache;desc="hit", total;dur=[\d.]+$/);
    // The same page (a request while the first was being compressed may have rendered it again).
    expect(second.body.replace(/render \d+/, '')).toBe(first.body.replace(/render \d+/, ''));
    expect(second.headers['content-security-policy']).toBe(csp);
    const third = await site.inject({ url: '/ru/Credit' });
    expect(rendersIn(third.body)).toBe(rendersIn(second.body));
  });

  it('renders a page once for visitors asking at the same moment, then serves them all from memory', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => site.inject({ url: '/Credit' })));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((res) => rendersIn(res.body))).size).toBe(1);
    expect(answers.filter((res) => String(res.headers['server-timing']).startsWith('cache;desc="miss"'))).toHaveLength(1);
  });

  it('answers with a fresh nonce where the page is not stored (the 404 page here)', async () => {
    const missing = await site.inject({ url: '/ru/nowhere' });
    const nonce = nonceOf(missing.body);
    expect(nonce).toBeDefined();
    expect(missing.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    expect(nonceOf((await site.inject({ url: '/ru/nowhere' })).body)).not.toBe(nonce);
  });

  it('serves a query string pages do not read from the page without it; renders an unknown address anew and never stores it', async () => {
    const plain = rendersIn((await untilHit('/ru/Credit')).body);
    const query = await site.inject({ url: '/ru/Credit?utm=x' });
    expect(query.headers['server-timing']).toMatch(/^cache;desc="hit"/);
    expect(rendersIn(query.body)).toBe(plain);
    const missing = await site.inject({ url: '/ru/nowhere' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['server-timing']).toMatch(/^cache;desc="bypass"/);
  });

  it('compresses the HTML with brotli or gzip as the browser accepts, stored or not, and says so in Vary', async () => {
    // The second is rendered for this answer (a search that nobody asked before).
    for (const url of ['/ru/Credit', '/ru/Credit?q=compressed']) {
      const br = url.includes('?')
        ? await site.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
        : await untilHit(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
      const html = brotliDecompressSync(br.rawPayload).toString('utf8');
      expect(html).toContain('<main>Қарзҳо');
      expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(html) / 4);
      const gzip = await site.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString('utf8')).toContain('<main>Қарзҳо');
      const plain = await site.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toContain('<main>Қарзҳо');
    }
  });

  it('drops the cache when a remote switches release, and renders with the new one', async () => {
    await site.inject({ url: '/en/Credit' });
    const before = await untilHit('/en/Credit');
    expect(before.body).toContain('<main>Қарзҳо');
    await deployOrFail(registry, 'mfe_products', origin.add({ id: 'r2', remote: 'mfe_products', code: remoteBuild('Кредиты') }));
    const after = await site.inject({ url: '/en/Credit' });
    expect(after.headers['server-timing']).toMatch(/^cache;desc="miss"/);
    expect(after.body).toContain('<main>Кредиты');
  });

  it('drops the cache when the API says its content changed', async () => {
    await site.inject({ url: '/en/Credit' });
    const cached = rendersIn((await untilHit('/en/Credit')).body);
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

  it('serves the stale page to visitors while one request renders it anew, once its lifetime is over', async () => {
    const quick = await createSiteServer({
      distDir: path.join(dir, 'dist'),
      runtimeConfig: () => pinnedConfig(registry),
      deploy: { registry, tokens },
      apiUpstream: base,
      publicOrigin: 'https://ssb.tj',
      serverBuildFile: path.join(dir, 'render.cjs'),
      pageCacheMs: 300,
      preloadRemotes: false,
    });
    try {
      await quick.inject({ url: '/ru/Credit' });
      let stored = '';
      for (let i = 0; i < 50 && !stored; i += 1) {
        const res = await quick.inject({ url: '/ru/Credit' });
        if (String(res.headers['server-timing']).startsWith('cache;desc="hit"')) stored = rendersIn(res.body) ?? '';
        else await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await new Promise((resolve) => setTimeout(resolve, 350));
      const [renewing, waiting] = await Promise.all([quick.inject({ url: '/ru/Credit' }), quick.inject({ url: '/ru/Credit' })]);
      expect(renewing.headers['server-timing']).toMatch(/^cache;desc="miss"/);
      expect(rendersIn(renewing.body)).not.toBe(stored);
      expect(waiting.headers['server-timing']).toMatch(/^cache;desc="stale"/);
      expect(rendersIn(waiting.body)).toBe(stored);
    } finally {
      await quick.close();
    }
  });

  it('counts renders by remote, cache outcomes and request durations by page pattern at /metrics', async () => {
    // Behind a deploy token on the site's port (SSB_METRICS_PORT moves it off, with none).
    expect((await site.inject({ url: '/metrics' })).statusCode).toBe(401);
    const res = await site.inject({ url: '/metrics', headers: { authorization: 'Bearer 0123456789abcdef-secret' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    const value = (series: string) => Number(new RegExp(`^${series.replace(/[{}"/.]/g, '\\$&')} (\\d+)`, 'm').exec(text)?.[1] ?? NaN);
    expect(value('ssb_ssr_renders_total{remote="mfe_products",outcome="rendered"}')).toBeGreaterThanOrEqual(4);
    expect(value('ssb_page_cache_total{outcome="hit"}')).toBeGreaterThanOrEqual(3);
    expect(value('ssb_page_cache_total{outcome="bypass"}')).toBeGreaterThanOrEqual(2);
    expect(value('http_request_duration_seconds_count{method="GET",route="/Credit",status_code="200"}')).toBeGreaterThanOrEqual(8);
    // /ru/nowhere, asked three times above.
    expect(value('http_request_duration_seconds_count{method="GET",route="404",status_code="404"}')).toBe(3);
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
  });
});
