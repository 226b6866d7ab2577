/**
 * Hostile releases, tried the way a careless or hostile remote team would: each is a real release
 * (made by the release tooling, with valid integrity and a contracts range the site accepts),
 * served by a real origin and deployed or previewed through the registry with a real token. Its
 * server code attacks the site; each test asserts that the attack failed and that another
 * remote's pages kept answering 200, rendered on the server. docs/remote-delivery.md, "Trust
 * model", says what holds each wall.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CONTRACTS_VERSION } from '@ssb/contracts/node';
import { finalizeRelease } from '@ssb/federation-config/release/finalizeRelease';
import { createRemoteServer } from '@ssb/federation-config/release/remoteServer';
import { writeFakeBuild } from '@ssb/federation-config/release/test/fakeBuild';
import { CONTENT_REVISION_PATH } from '../page-cache/contentRevision';
import { createSiteServer } from '../site-server';
import { createDeployRegistry } from '../deploy/registry';
import { createFileRegistryStore } from '../deploy/registryStore';
import { createOriginAllowlist } from '../deploy/originAllowlist';
import { parseDeployTokens } from '../auth/tokens';
import { runtimeConfigOf } from '../deploy/runtimeConfigView';
import {
  ABOUT_TEAM,
  ADMIN,
  FAKE_SHELL_BUILD,
  TEMPLATE,
  attempt,
  bearer,
  renderedOnServer,
  serverBuild,
  startHostileSite,
  type HostileSite,
} from '../testing/hostileSite';

describe('a remote release’s server code can harm only its own pages', () => {
  let hostile: HostileSite;
  let site: HostileSite['site'];
  let dir: string;
  let varDir: string;
  let logs: string[];
  let goodAbout = '';
  const apiRequests = () => hostile.apiRequests.map((r) => `${r.method} ${r.url}`);
  const release: HostileSite['release'] = (remote, code) => hostile.release(remote, code);
  const deploy: HostileSite['deploy'] = (remote, url, token) => hostile.deploy(remote, url, token);
  const page = (url: string, headers: Record<string, string> = {}) => hostile.page(url, headers);
  const tryRelease = (code: string) => hostile.tryRelease(code);
  const othersUnharmed = () => hostile.othersUnharmed();

  beforeAll(async () => {
    process.env.SSB_DEPLOY_TOKEN = ADMIN;
    hostile = await startHostileSite();
    ({ site, dir, varDir, logs } = hostile);
    goodAbout = release('mfe_about', serverBuild(`return '<h1>About ' + contracts.kind + ' ' + String(({}).polluted) + '</h1>';`));
    expect((await deploy('mfe_about', goodAbout)).statusCode).toBe(200);
  }, 60_000);

  afterAll(async () => {
    delete process.env.SSB_DEPLOY_TOKEN;
    await hostile?.close();
  });

  it('cannot read the deploy token: its environment is empty, and /proc and the site’s files are closed to it', async () => {
    const files = [path.join(varDir, 'deploy-token'), path.join(varDir, 'deploy', 'registry.json')];
    const code = serverBuild(`const out = [];
      const fs = process.getBuiltinModule('node:fs');
      out.push('env: ' + JSON.stringify(process.env));
      ${attempt('own environ', `return fs.readFileSync('/proc/self/environ', 'utf8')`)}
      ${attempt('parent environ', `return fs.readFileSync('/proc/' + process.ppid + '/environ', 'utf8')`)}
      ${attempt('init environ', `return fs.readFileSync('/proc/1/environ', 'utf8')`)}
      ${attempt('token file', `return fs.readFileSync(${JSON.stringify(files[0])}, 'utf8')`)}
      ${attempt('registry', `return fs.readFileSync(${JSON.stringify(files[1])}, 'utf8')`)}
      ${attempt('var folder', `return fs.readdirSync(${JSON.stringify(varDir)}).join()`)}
      ${attempt('write', `fs.writeFileSync(${JSON.stringify(path.join(dir, 'owned'))}, 'x'); return 'written'`)}
      return out.join('\\n');`);
    const res = await tryRelease(code);
    expect(renderedOnServer(res)).toBe(true);
    expect(res.body).toContain('env: {}');
    for (const label of ['own environ', 'parent environ', 'init environ', 'token file', 'registry', 'var folder', 'write'])
      expect(res.body).toMatch(new RegExp(`${label}: denied`));
    expect(res.body).not.toContain('admin-secret');
    await othersUnharmed();
  });

  it('cannot run commands, start workers or load native code', async () => {
    const res = await tryRelease(
      serverBuild(`const out = [];
      ${attempt('child_process', `return process.getBuiltinModule('child_process').execSync('id').toString()`)}
      ${attempt('spawn', `return process.getBuiltinModule('child_process').spawnSync('/bin/sh', ['-c', 'id']).stdout`)}
      ${attempt('worker', `const { Worker } = process.getBuiltinModule('worker_threads'); new Worker('1', { eval: true }); return 'started'`)}
      ${attempt('require', `return require('child_process')`)}
      ${attempt('addon', `const m = { exports: {} }; process.dlopen(m, '/usr/lib/x86_64-linux-gnu/libc.so.6'); return 'loaded'`)}
      return out.join('\\n');`),
    );
    for (const label of ['child_process', 'spawn', 'worker', 'require', 'addon']) expect(res.body).toMatch(new RegExp(`${label}: denied`));
    await othersUnharmed();
  });

  it('cannot reach the API or anything else on the network, and the site relays only reads of the API', async () => {
    const before = apiRequests().length;
    const port = new URL(hostile.apiBase).port;
    const res = await tryRelease(
      serverBuild(`const out = [];
      ${attempt('tcp', `const net = process.getBuiltinModule('node:net'); return await new Promise((ok, no) => { const s = net.connect(${port}, '127.0.0.1', () => ok('connected')); s.on('error', no); })`)}
      ${attempt('fetch', `return (await fetch('${hostile.apiBase}/api/owned-fetch')).status`)}
      ${attempt('relay post', `return (await fetch('http://api.render.invalid/api/message/', { method: 'POST', body: 'x' })).status`)}
      ${attempt('relay internal', `return (await fetch('http://api.render.invalid/internal/vitals/summary')).status`)}
      ${attempt('relay climb', `return (await fetch('http://api.render.invalid/api/../internal/vitals/summary')).status`)}
      return out.join('\\n');`),
    );
    for (const label of ['tcp', 'fetch', 'relay post', 'relay internal', 'relay climb']) expect(res.body).toMatch(new RegExp(`${label}: denied`));
    expect(
      apiRequests()
        .slice(before)
        // The site server's own poll of the content revision is no relay of the release's.
        .filter((r) => /owned|message|internal/.test(r) && r !== `GET ${CONTENT_REVISION_PATH}`),
    ).toEqual([]);
    await othersUnharmed();
  });

  it.each([
    // The kill finds nothing it may signal (its own namespace holds only itself): it throws, the process lives on.
    ['kill the site server at import', `process.kill(process.ppid, 'SIGKILL'); process.kill(-1, 'SIGKILL');`, '', 'cannot be loaded'],
    ['exit at import', 'process.exit(1);', '', 'cannot be loaded'],
    ['loop forever at import', 'for (;;) {}', '', 'cannot be loaded'],
    ['kill the site server at render', '', `process.kill(process.ppid, 'SIGKILL'); process.kill(-1, 'SIGKILL'); return 'x';`, null],
    ['exit at render', '', 'process.exit(1);', 'ended and restarts|crashed or overran'],
    ['loop forever at render', '', 'for (;;) {} ', 'ended and restarts|crashed or overran'],
  ])(
    'cannot take the site down: a release that tries to %s costs only its own pages’ server rendering',
    async (_case, atImport, atRender, offReason) => {
      const first = await tryRelease(serverBuild(atRender || `return 'never';`, atImport));
      // Its page still answers, for the browser to render.
      expect(first.statusCode).toBe(200);
      expect(renderedOnServer(first)).toBe(false);
      await othersUnharmed();
      // Its next pages do not wait for it: skipped at once after a load failure, or while its process restarts.
      for (let i = 0; i < 3; i += 1) await page('/en/about?try=' + i);
      const started = Date.now();
      const later = await page('/en/about?later=1');
      expect(later.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(300);
      const ready = (await page('/readyz')).json<{ status: string; serverRendering: Record<string, string> }>();
      if (offReason) {
        expect(ready.status).toBe('degraded');
        expect(ready.serverRendering.mfe_about).toMatch(new RegExp(offReason));
      } else expect(ready.status).toBe('ready');
      // A good release is live again through the registry, and renders at once.
      expect((await deploy('mfe_about', goodAbout)).statusCode).toBe(200);
      expect(renderedOnServer(await page('/en/about?fixed=1'))).toBe(true);
      expect((await page('/readyz')).json<{ status: string }>().status).toBe('ready');
      await othersUnharmed();
    },
    30_000,
  );

  it('cannot use more memory than its limit: 1.5 GB of Buffers are refused, and go with its process when a good release is deployed', async () => {
    const res = await tryRelease(
      serverBuild(`const out = [];
      globalThis.kept = globalThis.kept || [];
      ${attempt('buffers', `for (let i = 0; i < 15; i += 1) globalThis.kept.push(Buffer.allocUnsafeSlow(100 * 1024 * 1024)); return 'allocated'`)}
      return out.join('\\n');`),
    );
    expect(res.body).toMatch(/buffers: denied \((ERR_MEMORY_ALLOCATION_FAILED|Array buffer allocation failed)/);
    const processes = () => (site as unknown as { ssbRenderProcesses?: () => { key: string; pid: number }[] }).ssbRenderProcesses?.() ?? [];
    const hostile = processes().find((p) => p.key.startsWith('live:mfe_about:'));
    expect(hostile).toBeDefined();
    expect((await deploy('mfe_about', goodAbout)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(() => process.kill(hostile?.pid ?? 0, 0)).toThrow();
    await othersUnharmed();
  });

  it('cannot spoil other remotes’ pages or the site’s own by poisoning globals', async () => {
    const res = await tryRelease(
      serverBuild(`Object.prototype.polluted = 'owned'; globalThis.leak = url; contracts.kind = 'owned'; return 'spoiled';`),
    );
    expect(res.body).toContain('spoiled');
    await othersUnharmed();
    const missing = await page('/en/Credit/987654321-missing');
    expect(missing.body).not.toContain('owned');
  });

  it('cannot reach other visitors through a preview: a previewed release never shares a process with the live one, and its pages are never cached', async () => {
    expect((await deploy('mfe_about', goodAbout)).statusCode).toBe(200);
    const poisoned = release(
      'mfe_about',
      serverBuild(
        `return '<h1>About ' + contracts.kind + '</h1>';`,
        `Object.prototype.polluted = 'owned'; require('@ssb/contracts').kind = 'owned';`,
      ),
    );
    const started = await site.inject({
      method: 'POST',
      url: '/_deploy/preview',
      headers: { ...bearer(ADMIN), 'content-type': 'application/json' },
      payload: { remote: 'mfe_about', manifestUrl: poisoned },
    });
    expect(started.statusCode).toBe(200);
    const cookie = String(started.headers['set-cookie']).split(';')[0] ?? '';
    const previewed = await page('/en/about', { cookie });
    expect(previewed.body).toContain('<h1>About owned</h1>');
    for (let i = 0; i < 3; i += 1) {
      const visitor = await page('/en/about');
      expect(visitor.body).toContain('<h1>About contracts undefined</h1>');
      expect(visitor.body).not.toContain('owned');
    }
    await othersUnharmed();
  });

  it('cannot act on another team’s remote with a team’s token, and guessing tokens is throttled with one warning a minute', async () => {
    const other = await site.inject({ method: 'POST', url: '/_deploy/remotes/mfe_products/rollback', headers: bearer(ABOUT_TEAM) });
    expect(other.statusCode).toBe(403);
    const before = logs.length;
    const guesses = [];
    for (let i = 0; i < 12; i += 1)
      guesses.push(
        await site.inject({
          method: 'POST',
          url: '/_deploy/remotes/mfe_about/rollback',
          headers: { authorization: `Bearer guess-${i}-0123456789abcdef` },
          remoteAddress: '127.0.0.9',
        }),
      );
    expect(guesses.slice(0, 10).map((r) => r.statusCode)).toEqual(Array(10).fill(401));
    expect(guesses[10]?.statusCode).toBe(429);
    expect(Number(guesses[10]?.headers['retry-after'])).toBeGreaterThan(0);
    // The right token from that address waits out the minute too: a guess that hits learns nothing.
    const right = await site.inject({ method: 'GET', url: '/_ops', headers: bearer(ADMIN), remoteAddress: '127.0.0.9' });
    expect(right.statusCode).toBe(429);
    // Another address is not held up.
    expect(
      (
        await site.inject({
          method: 'POST',
          url: '/_deploy/remotes/mfe_about/rollback',
          headers: { authorization: 'Bearer wrong-0123456789abcdef' },
          remoteAddress: '127.0.0.10',
        })
      ).statusCode,
    ).toBe(401);
    const warnings = logs.slice(before).filter((line) => line.includes('127.0.0.9') && line.includes('refused'));
    expect(warnings).toHaveLength(1);
  });
});

describe('a site whose live release fails at import still starts', () => {
  it('starts, says degraded, and rolls back over HTTP', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-isolation-start-'));
    try {
      writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
      writeFileSync(path.join(dir, 'render.cjs'), FAKE_SHELL_BUILD);
      const dist = path.join(dir, 'dist');
      mkdirSync(dist);
      const origin = await createRemoteServer(dist);
      await origin.listen({ host: '127.0.0.1', port: 0 });
      const base = `http://127.0.0.1:${(origin.server.address() as AddressInfo).port}`;
      const make = (code: string, text: string) => {
        writeFakeBuild(path.join(dist, `.s-${text}`), { remote: 'mfe_about', text, serverCode: code });
        const { id } = finalizeRelease({
          stagingDir: path.join(dist, `.s-${text}`),
          distDir: dist,
          version: '1.0.0',
          contractsVersion: CONTRACTS_VERSION,
          serverEntry: 'server/routes.cjs',
        });
        return `${base}/releases/${id}/mf-manifest.json`;
      };
      const store = path.join(dir, 'var', 'registry.json');
      const open = () => createDeployRegistry({ store: createFileRegistryStore(store), checks: { allowlist: createOriginAllowlist(undefined) } });
      // Deployed while the site was down: a good release, then one that kills whatever it can at import.
      const first = await open();
      expect((await first.deploy({ remote: 'mfe_about', manifestUrl: make(serverBuild(`return 'good';`), 'good'), by: 'test' })).ok).toBe(true);
      expect(
        (
          await first.deploy({
            remote: 'mfe_about',
            manifestUrl: make(serverBuild('', `process.kill(process.ppid, 'SIGKILL'); process.exit(1);`), 'bad'),
            by: 'test',
          })
        ).ok,
      ).toBe(true);
      const registry = await open();
      const site = await createSiteServer({
        distDir: dir,
        runtimeConfig: () => runtimeConfigOf({ apiBaseUrl: '/api', internetBankingUrl: 'x', legalInternetBankingUrl: 'y' }, registry.state()),
        deploy: { registry, tokens: parseDeployTokens(ADMIN) },
        apiUpstream: 'http://127.0.0.1:1',
        publicOrigin: 'https://ssb.tj',
        serverBuildFile: path.join(dir, 'render.cjs'),
        preloadRemotes: false,
      });
      await site.listen({ host: '127.0.0.1', port: 0 });
      try {
        const siteBase = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
        expect((await fetch(`${siteBase}/en/about`)).status).toBe(200);
        let ready: { status?: string; serverRendering?: Record<string, string> } = {};
        for (let i = 0; i < 40 && ready.status !== 'degraded'; i += 1) {
          ready = (await (await fetch(`${siteBase}/readyz`)).json()) as typeof ready;
          if (ready.status !== 'degraded') await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(ready.serverRendering?.mfe_about).toMatch(/cannot be loaded/);
        const back = await fetch(`${siteBase}/_deploy/remotes/mfe_about/rollback`, { method: 'POST', headers: bearer(ADMIN) });
        expect(back.status).toBe(200);
        const res = await fetch(`${siteBase}/en/about`);
        expect(res.headers.get('server-timing')).toMatch(/render;desc="server"/);
        expect(await res.text()).toContain('good');
      } finally {
        await site.close();
        await origin.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
