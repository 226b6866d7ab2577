/**
 * Canary cohorts in a real site server over HTTP: real releases made by the release tooling and
 * served by a remote's real origin, pinned by the registry, rendered in real render processes; a
 * canary written into the registry's store as the registry records one.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CONTRACTS_VERSION, RUNTIME_CONFIG_GLOBAL, type CohortGroup, type RuntimeConfig } from '@ssb/contracts/node';
import { createRemoteServer } from '@ssb/federation-config/release/remoteServer';
import { publishFakeRelease } from '@ssb/federation-config/release/test/fakeBuild';
import { createSiteServer } from '../../site-server';
import { createDeployRegistry, type DeployRegistry } from '../../deploy/registry';
import { createFileRegistryStore } from '../../deploy/registryStore';
import { createOriginAllowlist } from '../../deploy/originAllowlist';
import { parseDeployTokens } from '../../auth/tokens';
import { runtimeConfigOf } from '../../deploy/runtimeConfigView';
import type { CanaryRelease, DeployedRelease, RegistryState } from '../../deploy/registryState';
import { PREVIEW_COOKIE } from '../../preview/previewSession';
import { COHORT_COOKIE, COHORT_DAYS, newVisitorId } from './cohortCookie';
import { cohortOf } from './cohortOf';

const TEMPLATE = `<!doctype html><html lang="tg-TJ"><head><title>x</title><!--ssb:head--></head><body><div id="root"><!--/ssb:root--></div><script defer src="/main.js"></script></body></html>`;
/** The shell's server build, reduced: the page's remote renders it. */
const FAKE_SHELL_BUILD = `
const shared = { '@ssb/contracts': { kind: 'contracts' } };
exports.sharedModule = (name) => shared[name];
exports.renderApp = async ({ url, loadRoutes }) => {
  const routes = await loadRoutes('mfe_about');
  return { html: String(await routes.pages.render(url)), styleTags: '', resources: {} };
};`;
const ADMIN = 'ops:admin-secret-0123456789abcdef';
const SETTINGS = { apiBaseUrl: '/api', internetBankingUrl: 'https://ib.example', legalInternetBankingUrl: 'https://ib.example/legal' };
const SALT = 'canary-salt-1';

/** A remote's server build rendering `heading`; `atImport` runs when its process loads it. */
const serverBuild = (heading: string, atImport = '') => `${atImport}
module.exports = { contractsVersion: '${CONTRACTS_VERSION}', pages: { render: async () => '<h1>${heading} ' + String(({}).polluted) + '</h1>' } };`;

interface Answer {
  status: number;
  body: string;
  headers: Headers;
  config: RuntimeConfig;
  setCookie: string[];
}

let dir: string;
let origin: FastifyInstance;
let originBase: string;
let api: Server;
const apiAsked: string[] = [];
let registry: DeployRegistry;
let store: ReturnType<typeof createFileRegistryStore>;
let site: FastifyInstance;
let siteBase: string;
let live: { id: string; manifestUrl: string };
let canary: { id: string; manifestUrl: string };

const release = (text: string, serverCode: string) =>
  publishFakeRelease(path.join(dir, 'dist'), originBase, { remote: 'mfe_about', text, serverCode });

/** Saves the registry's state changed by `change`, as a registry saves a switch, and has the registry read it. */
async function saveState(change: (state: RegistryState) => void) {
  const next = structuredClone(registry.state());
  change(next);
  next.revision += 1;
  next.remotes.mfe_about.revision += 1;
  await store.save(next);
  await registry.refresh();
}

/** Starts (or steps) the canary of `canary` at `share`, as the registry records it. */
async function runCanary(share: number) {
  const pinned = await registry.pin('mfe_about', canary.manifestUrl);
  if (!pinned.ok) throw new Error(pinned.message);
  const at = new Date().toISOString();
  const started: DeployedRelease = {
    manifestUrl: canary.manifestUrl,
    releaseId: canary.id,
    contractsRange: pinned.manifest.metaData.release.contractsRange,
    at,
    by: 'about-team',
    manifestDigest: pinned.manifestDigest,
  };
  await saveState((state) => {
    const entry = state.remotes.mfe_about;
    const running: CanaryRelease = { release: started, share, salt: SALT, stepAt: at, controlReleaseId: entry.live?.releaseId ?? null };
    entry.history.unshift({ ...started, action: entry.canary ? 'canary-step' : 'canary', share });
    entry.canary = entry.canary ? { ...entry.canary, share, stepAt: at } : running;
  });
}

/** An id the canary at `share` puts in `group` (null: the rest). */
function visitorIn(group: CohortGroup | null, share: number): string {
  for (;;) {
    const id = newVisitorId();
    if (cohortOf(id, { salt: SALT, share }) === group) return id;
  }
}

async function get(url: string, cookie?: string): Promise<Answer> {
  const res = await fetch(`${siteBase}${url}`, { headers: cookie ? { cookie } : {} });
  const body = await res.text();
  const inline = new RegExp(`window\\.${RUNTIME_CONFIG_GLOBAL}=(.*?);(?:window\\.|</script>)`).exec(body)?.[1];
  const config = (url === '/runtime-config.json' ? JSON.parse(body) : JSON.parse(inline ?? 'null')) as RuntimeConfig;
  return { status: res.status, body, headers: res.headers, config, setCookie: res.headers.getSetCookie() };
}

const page = (cookie?: string) => get('/en/about', cookie);
const cohortCookie = (id: string) => `${COHORT_COOKIE}=${id}`;
/** The id a Set-Cookie gives, if it gives the cohort cookie. */
const givenId = (setCookie: string[]) => setCookie.map((c) => new RegExp(`^${COHORT_COOKIE}=([^;]+)`).exec(c)?.[1]).find(Boolean) ?? null;
const cacheOf = (answer: Answer) => /cache;desc="(\w+)"/.exec(answer.headers.get('server-timing') ?? '')?.[1];
const processes = () => (site as unknown as { ssbRenderProcesses: () => { key: string; pid: number }[] }).ssbRenderProcesses();

async function until(condition: () => boolean, what: string, ms = 10_000) {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What a visitor of each set must see in one answer: the releases, the cohorts, the rendered page, the preloads. */
function expectCanary(answer: Answer) {
  expect(answer.config.remotes.mfe_about).toBe(canary.manifestUrl);
  expect(answer.config.releases?.mfe_about?.id).toBe(canary.id);
  expect(answer.config.cohorts).toEqual({ mfe_about: 'canary' });
}
function expectLive(answer: Answer, cohorts: RuntimeConfig['cohorts']) {
  expect(answer.config.remotes.mfe_about).toBe(live.manifestUrl);
  expect(answer.config.releases?.mfe_about?.id).toBe(live.id);
  expect(answer.config.cohorts).toEqual(cohorts);
}
function expectCanaryPage(answer: Answer) {
  expectCanary(answer);
  expect(answer.body).toContain('<h1>About canary canary-import</h1>');
  expect(answer.body).toContain(`/releases/${canary.id}/remoteEntry.js`);
  expect(answer.body).not.toContain(`/releases/${live.id}/`);
}
function expectLivePage(answer: Answer, cohorts: RuntimeConfig['cohorts']) {
  expectLive(answer, cohorts);
  // The canary's code ran at import in its own process only: the live release's globals are clean.
  expect(answer.body).toContain('<h1>About live undefined</h1>');
  expect(answer.body).toContain(`/releases/${live.id}/remoteEntry.js`);
  expect(answer.body).not.toContain(`/releases/${canary.id}/`);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-cohorts-'));
  mkdirSync(path.join(dir, 'dist'));
  mkdirSync(path.join(dir, 'shell'));
  writeFileSync(path.join(dir, 'shell/index.html'), TEMPLATE);
  writeFileSync(path.join(dir, 'render.cjs'), FAKE_SHELL_BUILD);
  origin = await createRemoteServer(path.join(dir, 'dist'));
  await origin.listen({ host: '127.0.0.1', port: 0 });
  originBase = `http://127.0.0.1:${(origin.server.address() as AddressInfo).port}`;
  api = createServer((req, res) => {
    // The site's content-revision poll runs on its own clock: not one of the requests a test makes.
    if (req.url !== '/internal/content/revision') apiAsked.push(`${req.method} ${req.url}`);
    res.setHeader('content-type', 'application/json');
    if (req.url === '/api/vitals') res.statusCode = 202;
    res.end(req.url === '/readyz' ? '{"ready":true,"content":{"revision":"c1"}}' : '{}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  store = createFileRegistryStore(path.join(dir, 'var', 'registry.json'));
  registry = await createDeployRegistry({ store, checks: { allowlist: createOriginAllowlist(undefined), timeoutMs: 5_000 } });
  live = release('live', serverBuild('About live'));
  // The canary's server code spoils its process's globals as it loads: it must never be the live one's.
  canary = release('canary', serverBuild('About canary', `Object.prototype.polluted = 'canary-import';`));
  expect((await registry.deploy({ remote: 'mfe_about', manifestUrl: live.manifestUrl, by: 'test' })).ok).toBe(true);
  site = await createSiteServer({
    distDir: path.join(dir, 'shell'),
    runtimeConfig: () => runtimeConfigOf(SETTINGS, registry.state()),
    deploy: { registry, tokens: parseDeployTokens(ADMIN) },
    apiUpstream: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
    publicOrigin: 'https://ssb.tj',
    serverBuildFile: path.join(dir, 'render.cjs'),
    pageCacheMs: 10_000,
    rendersPerMinute: 10_000,
  });
  await site.listen({ host: '127.0.0.1', port: 0 });
  siteBase = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await site?.close();
  await origin?.close();
  await new Promise((resolve) => (api ? api.close(resolve) : resolve(null)));
  rmSync(dir, { recursive: true, force: true });
});

describe('canary cohorts, served by a real site server', () => {
  it('gives no cookie and no cohorts while no canary runs', async () => {
    for (const answer of [await page(), await get('/runtime-config.json'), await page()]) {
      expect(answer.status).toBe(200);
      expect(answer.setCookie).toEqual([]);
      expectLive(answer, undefined);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(answer.headers.get('vary')).toMatch(/Cookie/);
    }
    expect(processes().map((p) => p.key)).not.toContainEqual(expect.stringMatching(/^canary:/));
  });

  it('warms the canary’s own render process when the canary starts, apart from the live release’s', async () => {
    await runCanary(0.25);
    await until(() => processes().some((p) => p.key.startsWith(`canary:mfe_about:${canary.id}@`)), 'the canary’s render process');
    const liveProcess = processes().find((p) => p.key.startsWith(`live:mfe_about:${live.id}@`));
    const canaryProcess = processes().find((p) => p.key.startsWith(`canary:mfe_about:${canary.id}@`));
    expect(liveProcess).toBeDefined();
    expect(canaryProcess?.pid).not.toBe(liveProcess?.pid);
  });

  it('puts a visitor without a cookie in its cohort from the first page, with the cookie it is given', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 12; i += 1) {
      const answer = await (i % 3 === 2 ? get('/runtime-config.json') : page());
      const id = givenId(answer.setCookie);
      expect(id).not.toBeNull();
      const cookie = answer.setCookie[0]!.split('; ');
      for (const attribute of ['HttpOnly', 'SameSite=Lax', 'Path=/', 'Secure', `Max-Age=${COHORT_DAYS * 24 * 3600}`])
        expect(cookie).toContain(attribute);
      // Never kept by a shared cache: it would give this id to everyone behind it.
      expect(answer.headers.get('cache-control')).toBe('private, no-cache');
      const group = cohortOf(id!, { salt: SALT, share: 0.25 });
      if (group === 'canary') expectCanary(answer);
      else expectLive(answer, group ? { mfe_about: group } : undefined);
      seen.add(String(group));
    }
    // A cookie of another form is replaced.
    const broken = await page(`${COHORT_COOKIE}=not-a-visitor-id`);
    expect(givenId(broken.setCookie)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(seen.size).toBeGreaterThan(1);
  });

  it('serves canary, control and the rest each their own releases, rendering and preloads, every time', async () => {
    const inCanary = cohortCookie(visitorIn('canary', 0.25));
    const inControl = cohortCookie(visitorIn('control', 0.25));
    const inRest = cohortCookie(visitorIn(null, 0.25));
    for (let i = 0; i < 3; i += 1) {
      const canaryPage = await page(inCanary);
      expectCanaryPage(canaryPage);
      expect(canaryPage.setCookie).toEqual([]);
      expectCanary(await get('/runtime-config.json', inCanary));
      expectLivePage(await page(inControl), { mfe_about: 'control' });
      expectLive(await get('/runtime-config.json', inControl), { mfe_about: 'control' });
      const rest = await page(inRest);
      expectLivePage(rest, undefined);
      expect(rest.headers.get('cache-control')).toBe('no-cache');
      expect(rest.setCookie).toEqual([]);
    }
  });

  it('never serves a cached page to a visitor of another set, and gives the cookie with a cached page too', async () => {
    // A page no test has asked for yet (a query string pages do not read is not part of its address).
    const url = '/ru/about';
    const inCanary = cohortCookie(visitorIn('canary', 0.25));
    const inControl = cohortCookie(visitorIn('control', 0.25));
    const inRest = cohortCookie(visitorIn(null, 0.25));
    const sets = [
      { cookie: inCanary, expectPage: expectCanaryPage },
      { cookie: inControl, expectPage: (answer: Answer) => expectLivePage(answer, { mfe_about: 'control' }) },
      { cookie: inRest, expectPage: (answer: Answer) => expectLivePage(answer, undefined) },
    ];
    for (const set of sets) {
      const first = await get(url, set.cookie);
      expect(cacheOf(first)).toBe('miss');
      set.expectPage(first);
    }
    // All three stored now (compressed after the answer): each set gets its own.
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (let i = 0; i < 2; i += 1)
      for (const set of sets) {
        const again = await get(url, set.cookie);
        expect(cacheOf(again)).toBe('hit');
        set.expectPage(again);
      }
    // A new visitor lands on the cached page of its set, and still gets its cookie with it.
    const groups = new Set<string>();
    for (let i = 0; i < 16; i += 1) {
      const answer = await get(url);
      expect(cacheOf(answer)).toBe('hit');
      const id = givenId(answer.setCookie);
      expect(id).not.toBeNull();
      expect(answer.headers.get('cache-control')).toBe('private, no-cache');
      const group = cohortOf(id!, { salt: SALT, share: 0.25 });
      if (group === 'canary') expectCanaryPage(answer);
      else expectLivePage(answer, group ? { mfe_about: group } : undefined);
      groups.add(String(group));
    }
    expect(groups.size).toBeGreaterThan(1);
  });

  it('keeps every visitor in its cohort when the share grows to 50 %, and the rest join one', async () => {
    const ids = Array.from({ length: 40 }, () => newVisitorId());
    const before = await Promise.all(ids.map(async (id) => (await get('/runtime-config.json', cohortCookie(id))).config.cohorts?.mfe_about ?? null));
    expect(before).toContain(null);
    await runCanary(0.5);
    const after = await Promise.all(ids.map(async (id) => (await get('/runtime-config.json', cohortCookie(id))).config.cohorts?.mfe_about ?? null));
    ids.forEach((id, i) => {
      if (before[i] !== null) expect(after[i]).toBe(before[i]);
      expect(after[i]).toBe(cohortOf(id, { salt: SALT, share: 0.5 }));
      expect(after[i]).not.toBeNull();
    });
  });

  it('lets a preview session win: a previewing browser is in no cohort and gets no cohort cookie', async () => {
    const previewed = release('previewed', serverBuild('About previewed'));
    const started = await fetch(`${siteBase}/_deploy/preview`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN.slice(4)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ remote: 'mfe_about', manifestUrl: previewed.manifestUrl }),
    });
    expect(started.status).toBe(200);
    const previewCookie = started.headers.getSetCookie()[0]!.split(';')[0]!;
    expect(previewCookie.startsWith(`${PREVIEW_COOKIE}=`)).toBe(true);
    for (const cookie of [previewCookie, `${previewCookie}; ${cohortCookie(visitorIn('canary', 0.5))}`]) {
      for (const answer of [await page(cookie), await get('/runtime-config.json', cookie)]) {
        expect(answer.config.releases?.mfe_about?.id).toBe(previewed.id);
        expect(answer.config.cohorts).toBeUndefined();
        expect(answer.setCookie).toEqual([]);
        expect(answer.headers.get('cache-control')).toBe('private, no-store');
      }
      expect((await page(cookie)).body).toContain('<h1>About previewed undefined</h1>');
    }
  });

  it('passes on a beacon naming the canary release, even once the history no longer has it', async () => {
    const beacon = (releases: Record<string, string>) =>
      fetch(`${siteBase}/api/vitals`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ page: '/about', lang: 'en', device: 'phone', releases, metrics: { LCP: 1200 } }),
      });
    const before = apiAsked.length;
    expect((await beacon({ mfe_about: canary.id })).status).toBe(202);
    expect((await beacon({ mfe_about: '9.9.9-invented' })).status).toBe(400);
    // The history is bounded: a long canary's entry may have left it while the canary runs.
    await saveState((state) => {
      state.remotes.mfe_about.history = state.remotes.mfe_about.history.filter((entry) => entry.releaseId !== canary.id);
    });
    expect((await beacon({ mfe_about: canary.id })).status).toBe(202);
    expect(apiAsked.slice(before)).toEqual(['POST /api/vitals', 'POST /api/vitals']);
  });

  it("passes on a beacon claiming the visitor's own cohort, and refuses one claiming another", async () => {
    const beacon = (cookie: string | null, cohorts: Record<string, string>) =>
      fetch(`${siteBase}/api/vitals`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ page: '/about', lang: 'en', device: 'phone', releases: {}, cohorts, view: true }),
      });
    const before = apiAsked.length;
    const inCanary = cohortCookie(visitorIn('canary', 0.5));
    expect((await beacon(inCanary, { mfe_about: 'canary' })).status).toBe(202);
    const forged = await beacon(inCanary, { mfe_about: 'control' });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ error: 'unknown_cohort', field: 'cohorts.mfe_about' });
    // Without the cookie, no cohort at all; nor of a remote with no canary.
    expect((await beacon(null, { mfe_about: 'canary' })).status).toBe(400);
    expect((await beacon(inCanary, { mfe_products: 'control' })).status).toBe(400);
    expect(apiAsked.slice(before)).toEqual(['POST /api/vitals']);
  });

  it('gives no cookie once the canary ends: everyone gets the live release, and the canary’s process is let go', async () => {
    const wasCanary = cohortCookie(visitorIn('canary', 0.5));
    await saveState((state) => {
      state.remotes.mfe_about.canary = null;
    });
    await until(() => !processes().some((p) => p.key.startsWith('canary:')), 'the canary’s process to be let go');
    for (const cookie of [undefined, wasCanary]) {
      const answer = await page(cookie);
      expect(answer.setCookie).toEqual([]);
      expectLivePage(answer, undefined);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
    }
  });
});
