import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CONTRACTS_VERSION } from '@ssb/contracts/node';
import { finalizeRelease } from '@ssb/federation-config/release/finalizeRelease';
import { createRemoteServer } from '@ssb/federation-config/release/remoteServer';
import { writeFakeBuild } from '@ssb/federation-config/release/test/fakeBuild';
import { createDeployRegistry } from '../deploy/registry';
import { createFileRegistryStore } from '../deploy/registryStore';
import { createOriginAllowlist } from '../deploy/originAllowlist';
import { parseDeployTokens } from '../auth/tokens';
import { runtimeConfigOf } from '../deploy/runtimeConfigView';
import { createSiteServer } from '../site-server';
import { PREVIEW_BANNER_ID } from './previewBanner';
import { PREVIEW_COOKIE, PREVIEW_HOURS, createPreviewCodec } from './previewSession';

const ABOUT_SECRET = 'about-team-secret-0123456789';
const TOKEN = `qa-team:0123456789abcdef-secret,about-team@mfe_about:${ABOUT_SECRET}`;
const BEARER = { authorization: 'Bearer 0123456789abcdef-secret' };
const TEMPLATE = `<!doctype html><html lang="tg-TJ"><head><title>x</title><meta name="description" content="x" /><!--ssb:head--></head><body><div id="root"><span><!--ssb:brand--></span><!--/ssb:root--></div></body></html>`;

let dir: string;
let origin: FastifyInstance;
let base: string;
let site: FastifyInstance;
let n = 0;

/** A release made by the real release tooling, served by a remote's real static server. */
function makeRelease(remote: string, text: string, contractsVersion = CONTRACTS_VERSION) {
  const staging = path.join(dir, 'dist', `.staging-${(n += 1)}`);
  writeFakeBuild(staging, { text, remote });
  const made = finalizeRelease({
    stagingDir: staging,
    distDir: path.join(dir, 'dist'),
    version: '1.0.0',
    contractsVersion,
    serverEntry: 'server/routes.cjs',
  });
  return { id: made.id, manifestUrl: `${base}/releases/${made.id}/mf-manifest.json` };
}

let liveAbout: { id: string; manifestUrl: string };
const SETTINGS = { apiBaseUrl: '/api', internetBankingUrl: 'https://ib.example', legalInternetBankingUrl: 'https://ib.example/legal' };

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-preview-'));
  mkdirSync(path.join(dir, 'dist'));
  mkdirSync(path.join(dir, 'shell'));
  writeFileSync(path.join(dir, 'shell/index.html'), TEMPLATE);
  origin = await createRemoteServer(path.join(dir, 'dist'));
  await origin.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(origin.server.address() as AddressInfo).port}`;
  const registry = await createDeployRegistry({
    store: createFileRegistryStore(path.join(dir, 'registry.json')),
    checks: { allowlist: createOriginAllowlist(undefined), timeoutMs: 2_000 },
  });
  liveAbout = makeRelease('mfe_about', 'live');
  expect((await registry.deploy({ remote: 'mfe_about', manifestUrl: liveAbout.manifestUrl, by: 'test' })).ok).toBe(true);
  site = await createSiteServer({
    distDir: path.join(dir, 'shell'),
    runtimeConfig: () => runtimeConfigOf(SETTINGS, registry.state()),
    deploy: { registry, tokens: parseDeployTokens(TOKEN) },
    apiUpstream: 'http://127.0.0.1:1',
    publicOrigin: 'https://ssb.tj',
    preloadRemotes: false,
  });
  // Releases are written and checked over HTTP: slow when the whole suite shares two cores.
}, 30_000);

afterAll(async () => {
  await site.close();
  await origin.close();
  rmSync(dir, { recursive: true, force: true });
});

const startPreview = (remote: string, manifestUrl: string, cookie?: string, headers: Record<string, string> = BEARER) =>
  site.inject({
    method: 'POST',
    url: '/_deploy/preview',
    headers: { ...headers, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: { remote, manifestUrl },
  });

/** The cookie pair (name=value) a Set-Cookie header sets. */
const cookiePair = (setCookie: unknown) => String(setCookie).split(';')[0] ?? '';

const configOf = async (cookie?: string) =>
  (await site.inject({ url: '/runtime-config.json', headers: cookie ? { cookie } : {} })).json<{
    remotes: Record<string, string>;
    releases: Record<string, { id: string }>;
  }>();

describe('a release preview for one browser session', () => {
  it('starts only with the deploy token and only for a release that passes the deploy checks', async () => {
    const next = makeRelease('mfe_about', 'next');
    expect((await startPreview('mfe_about', next.manifestUrl, undefined, {})).statusCode).toBe(401);
    expect((await startPreview('mfe_about', next.manifestUrl, undefined, { authorization: 'Bearer wrong-token-wrong-token' })).statusCode).toBe(401);
    expect((await startPreview('mfe_shop', next.manifestUrl)).json()).toMatchObject({ error: 'bad-request', field: 'remote' });
    const incompatible = makeRelease('mfe_about', 'needs-9', '9.0.0');
    const refused = await startPreview('mfe_about', incompatible.manifestUrl);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ check: 'contracts' });
    expect(refused.headers['set-cookie']).toBeUndefined();
    const elsewhere = await startPreview('mfe_about', 'https://cdn.example.com/releases/x/mf-manifest.json');
    expect(elsewhere.json()).toMatchObject({ check: 'origin-allowed' });
  });

  it('gives a signed, HttpOnly, SameSite=Lax cookie for hours; with it the page and its config name the previewed release', async () => {
    const next = makeRelease('mfe_about', 'seen-in-preview');
    const res = await startPreview('mfe_about', next.manifestUrl);
    expect(res.statusCode).toBe(200);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${PREVIEW_COOKIE}=`));
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Secure/); // the site's public origin is https
    expect(Number(/Max-Age=(\d+)/.exec(setCookie)?.[1])).toBe(PREVIEW_HOURS * 3600);
    expect(res.json()).toMatchObject({ preview: { releases: { mfe_about: { releaseId: next.id } }, by: 'qa-team' } });
    const cookie = cookiePair(setCookie);

    const previewed = await configOf(cookie);
    expect(previewed.remotes.mfe_about).toBe(next.manifestUrl);
    expect(previewed.releases.mfe_about?.id).toBe(next.id);
    const page = await site.inject({ url: '/en/about', headers: { cookie } });
    expect(page.body).toContain(next.manifestUrl);
    // First in the body, painted with the page (later, it would push the page down as it arrived).
    expect(page.body).toMatch(new RegExp(`<body><style>[^<]*</style><aside id="${PREVIEW_BANNER_ID}"`));
    expect(page.body).toContain(`mfe_about ${next.id}`);
    expect(page.body).toContain('End preview');
    // Never kept by a shared cache, and never given to another visitor.
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect((await site.inject({ url: '/runtime-config.json', headers: { cookie } })).headers['cache-control']).toBe('private, no-store');

    // A visitor without the cookie keeps the live release and sees no banner.
    const visitor = await site.inject({ url: '/en/about' });
    expect(visitor.body).toContain(liveAbout.manifestUrl);
    expect(visitor.body).not.toContain(next.manifestUrl);
    expect(visitor.body).not.toContain(PREVIEW_BANNER_ID);
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect((await configOf()).remotes.mfe_about).toBe(liveAbout.manifestUrl);
  });

  it('shows the banner in the page language', async () => {
    const next = makeRelease('mfe_about', 'languages');
    const cookie = cookiePair((await startPreview('mfe_about', next.manifestUrl)).headers['set-cookie']);
    expect((await site.inject({ url: '/about', headers: { cookie } })).body).toContain('Анҷоми пешнамоиш');
    expect((await site.inject({ url: '/ru/about', headers: { cookie } })).body).toContain('Завершить предпросмотр');
  });

  it('previews several remotes at once, and ends one or all of them', async () => {
    const about = makeRelease('mfe_about', 'several-about');
    const products = makeRelease('mfe_products', 'several-products');
    const first = cookiePair((await startPreview('mfe_about', about.manifestUrl)).headers['set-cookie']);
    const both = cookiePair((await startPreview('mfe_products', products.manifestUrl, first)).headers['set-cookie']);
    const config = await configOf(both);
    expect(config.remotes.mfe_about).toBe(about.manifestUrl);
    expect(config.remotes.mfe_products).toBe(products.manifestUrl);

    const endOne = await site.inject({ method: 'DELETE', url: '/_deploy/preview?remote=mfe_about', headers: { cookie: both } });
    expect(endOne.json()).toMatchObject({ preview: { releases: { mfe_products: { releaseId: products.id } } } });
    const productsOnly = await configOf(cookiePair(endOne.headers['set-cookie']));
    expect(productsOnly.remotes.mfe_about).toBe(liveAbout.manifestUrl);
    expect(productsOnly.remotes.mfe_products).toBe(products.manifestUrl);

    const endAll = await site.inject({ method: 'DELETE', url: '/_deploy/preview', headers: { cookie: both } });
    expect(endAll.json()).toEqual({ preview: null });
    expect(String(endAll.headers['set-cookie'])).toMatch(new RegExp(`^${PREVIEW_COOKIE}=;.*Max-Age=0`));
  });

  it('ignores a forged or changed cookie: the visitor gets the live release', async () => {
    const next = makeRelease('mfe_about', 'forged');
    const cookie = cookiePair((await startPreview('mfe_about', next.manifestUrl)).headers['set-cookie']);
    const value = decodeURIComponent(cookie.slice(PREVIEW_COOKIE.length + 1));
    const [payload = '', signature = ''] = value.split('.');
    const json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { releases: { mfe_about: { manifestUrl: string } } };
    json.releases.mfe_about.manifestUrl = `${base}/releases/someone-elses/mf-manifest.json`;
    const changed = `${Buffer.from(JSON.stringify(json)).toString('base64url')}.${signature}`;
    const unsigned = Buffer.from(JSON.stringify({ ...json, expires: Date.now() + 60_000, by: 'me' })).toString('base64url');
    for (const forged of [changed, unsigned, `${unsigned}.AAAA`, 'garbage']) {
      const header = `${PREVIEW_COOKIE}=${encodeURIComponent(forged)}`;
      expect((await configOf(header)).remotes.mfe_about).toBe(liveAbout.manifestUrl);
      const page = await site.inject({ url: '/en/about', headers: { cookie: header } });
      expect(page.body).not.toContain(PREVIEW_BANNER_ID);
      expect((await site.inject({ url: '/_deploy/preview', headers: { cookie: header } })).json()).toEqual({ preview: null });
    }
  });

  it('refuses an ended preview’s cookie afterwards, on this instance and on another sharing the store', async () => {
    const next = makeRelease('mfe_about', 'ended');
    const cookie = cookiePair((await startPreview('mfe_about', next.manifestUrl)).headers['set-cookie']);
    expect((await configOf(cookie)).remotes.mfe_about).toBe(next.manifestUrl);
    // A second site server on the same registry folder, as a second process of the cluster is.
    const otherRegistry = await createDeployRegistry({
      store: createFileRegistryStore(path.join(dir, 'registry.json')),
      checks: { allowlist: createOriginAllowlist(undefined), timeoutMs: 2_000 },
    });
    const other = await createSiteServer({
      distDir: path.join(dir, 'shell'),
      runtimeConfig: () => runtimeConfigOf(SETTINGS, otherRegistry.state()),
      deploy: { registry: otherRegistry, tokens: parseDeployTokens(TOKEN) },
      apiUpstream: 'http://127.0.0.1:1',
      publicOrigin: 'https://ssb.tj',
      preloadRemotes: false,
    });
    try {
      const otherConfig = async () =>
        (await other.inject({ url: '/runtime-config.json', headers: { cookie } })).json<{ remotes: Record<string, string> }>();
      expect((await otherConfig()).remotes.mfe_about).toBe(next.manifestUrl);
      // The browser is told to forget the cookie; one who kept it gets nothing from it.
      await site.inject({ method: 'DELETE', url: '/_deploy/preview', headers: { cookie } });
      expect((await configOf(cookie)).remotes.mfe_about).toBe(liveAbout.manifestUrl);
      expect((await otherConfig()).remotes.mfe_about).toBe(liveAbout.manifestUrl);
      const page = await other.inject({ url: '/en/about', headers: { cookie } });
      expect(page.body).not.toContain(PREVIEW_BANNER_ID);
      expect((await site.inject({ url: '/_deploy/preview', headers: { cookie } })).json()).toEqual({ preview: null });
    } finally {
      await other.close();
    }
  });

  it('lets a team’s token preview its own remote only', async () => {
    const products = makeRelease('mfe_products', 'scoped');
    const refused = await startPreview('mfe_products', products.manifestUrl, undefined, { authorization: `Bearer ${ABOUT_SECRET}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'forbidden' });
    expect(refused.headers['set-cookie']).toBeUndefined();
    const about = makeRelease('mfe_about', 'scoped');
    expect((await startPreview('mfe_about', about.manifestUrl, undefined, { authorization: `Bearer ${ABOUT_SECRET}` })).statusCode).toBe(200);
  });

  it("the banner's button ends the preview and returns to the page, never to another site", async () => {
    const next = makeRelease('mfe_about', 'banner-end');
    const cookie = cookiePair((await startPreview('mfe_about', next.manifestUrl)).headers['set-cookie']);
    const end = (back: string) =>
      site.inject({
        method: 'POST',
        url: '/_deploy/preview/end',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ return: back }).toString(),
      });
    const ended = await end('/en/about?x=1');
    expect(ended.statusCode).toBe(303);
    expect(ended.headers.location).toBe('/en/about?x=1');
    expect(String(ended.headers['set-cookie'])).toMatch(/Max-Age=0/);
    for (const elsewhere of ['//evil.example/x', 'https://evil.example/', '/\\evil.example'])
      expect((await end(elsewhere)).headers.location).toBe('/');
  });
});

describe('the preview cookie', () => {
  const tokens = parseDeployTokens(TOKEN);
  const release = {
    manifestUrl: 'http://127.0.0.1:9084/releases/1.0.0-abc/mf-manifest.json',
    releaseId: '1.0.0-abc',
    contractsRange: '^1.2.0',
    manifestDigest: `sha384-${'A'.repeat(64)}`,
  };
  const preview = { id: 'preview-1', releases: { mfe_about: release }, expires: Date.parse('2026-03-02T10:00:00Z'), by: 'qa-team' };

  it('holds until it expires, and not after', () => {
    const codec = createPreviewCodec(tokens, () => true);
    const sealed = codec.seal(preview);
    expect(codec.open(sealed, Date.parse('2026-03-02T09:59:59Z'))).toEqual(preview);
    expect(codec.open(sealed, Date.parse('2026-03-02T10:00:00Z'))).toBeNull();
  });

  it('is refused by a site with other deploy tokens, and loses an origin the allowlist no longer has', () => {
    const sealed = createPreviewCodec(tokens, () => true).seal(preview);
    const now = Date.parse('2026-03-02T09:00:00Z');
    expect(createPreviewCodec(parseDeployTokens('other:fedcba9876543210-secret'), () => true).open(sealed, now)).toBeNull();
    expect(createPreviewCodec(tokens, () => false).open(sealed, now)).toBeNull();
  });
});
