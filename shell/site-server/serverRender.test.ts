import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CONTRACTS_VERSION, type RuntimeConfig } from '@ssb/contracts/node';
import { createManifestReader } from './manifests';
import { createServerRenderer, type ServerRender } from './serverRender';
import { serverBuildManifest } from './testing/serverBuildManifest';

/**
 * A stand-in for the shell's server build: renders the page the remote's routes module names,
 * so that these tests exercise the site server's part (fetching, checking, isolating remote
 * server builds in workers, falling back) over real HTTP and real worker threads, without webpack.
 */
const FAKE_SHELL_BUILD = `
const shared = { '@ssb/contracts': { kind: 'contracts' } };
exports.sharedModule = (name) => shared[name];
exports.renderApp = async ({ url, loadRoutes }) => {
  const owner = url.includes('Credit') ? 'mfe_products' : 'mfe_about';
  const routes = await loadRoutes(owner);
  return { html: routes.pages[url](), styleTags: '', resources: {} };
};`;

/** A remote's server build as the remote serves it: CommonJS importing only shared modules. */
const remoteBuild = (page: string, contractsVersion = CONTRACTS_VERSION) => `
const contracts = require('@ssb/contracts');
module.exports = { buildId: 'b', contractsVersion: '${contractsVersion}',
  pages: new Proxy({}, { get: () => () => { ${page} } }) };`;
const heading = (text: string) => `return '<h1>${text} ' + contracts.kind + '</h1>';`;

interface Release {
  code: string;
  range?: string;
  /** Bytes served instead of the code the integrity was computed for. */
  served?: string;
}

describe('server rendering with remote server builds in workers', () => {
  let dir: string;
  let remote: Server;
  let base: string;
  const releases = new Map<string, Release>();
  let buildRequests: number;
  let fallbacks: string[];
  let renderers: ServerRender[];

  const release = (id: string, r: Release) => {
    releases.set(id, r);
    return `${base}/r/${id}/mf-manifest.json`;
  };

  const config = (products: string, about = ''): RuntimeConfig => ({
    apiBaseUrl: '/api',
    internetBankingUrl: 'https://ib.example',
    legalInternetBankingUrl: 'https://ib.example/legal',
    remotes: { mfe_products: products, mfe_calculators: '', mfe_applications: '', mfe_about: about },
  });

  const renderer = (timeoutMs = 600) => {
    const created = createServerRenderer({
      buildFile: path.join(dir, 'render.cjs'),
      readManifest: createManifestReader(),
      apiUpstream: 'http://127.0.0.1:1',
      timeoutMs,
      breaker: { threshold: 2, coolDownMs: 60_000 },
      onFallback: (url, error) => fallbacks.push(`${url}: ${error instanceof Error ? error.message : String(error)}`),
    });
    if (!created) throw new Error('no renderer');
    renderers.push(created);
    return created;
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-ssr-'));
    writeFileSync(path.join(dir, 'render.cjs'), FAKE_SHELL_BUILD);
    remote = createServer((req, res) => {
      const [, , id, ...rest] = (req.url ?? '').split('/');
      const r = releases.get(id ?? '');
      if (!r) return void res.writeHead(404).end();
      const file = rest.join('/');
      if (file === 'mf-manifest.json') {
        const remoteName = r.code.includes('about-page') ? 'mfe_about' : 'mfe_products';
        return void res.end(JSON.stringify(serverBuildManifest({ id: id ?? '', remote: remoteName, code: r.code, contractsRange: r.range })));
      }
      if (file === 'server/routes.cjs') {
        buildRequests += 1;
        return void res.end(r.served ?? r.code);
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
  });

  beforeEach(() => {
    buildRequests = 0;
    fallbacks = [];
    renderers = [];
  });
  afterEach(async () => {
    await Promise.all(renderers.map((r) => r.close()));
  });
  afterAll(async () => {
    await new Promise((resolve) => remote.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('renders with the release the remote serves, giving it the shared modules, and fetches it once', async () => {
    const render = renderer();
    const url = release('one', { code: remoteBuild(heading('Қарзҳо')) });
    expect((await render('/ru/Credit', config(url)))?.html).toBe('<h1>Қарзҳо contracts</h1>');
    await render('/ru/Credit', config(url));
    expect(buildRequests).toBe(1);
  });

  it('fetches and loads the live builds ahead of the first visitor when warmed', async () => {
    const render = renderer();
    const url = release('warm', { code: remoteBuild(heading('Пасандоз')) });
    await render.warm(config(url));
    expect(buildRequests).toBe(1);
    expect((await render('/ru/Credit', config(url)))?.html).toBe('<h1>Пасандоз contracts</h1>');
    expect(buildRequests).toBe(1);
  });

  it('renders a newly deployed release (a new manifest URL) on the next request', async () => {
    const render = renderer();
    await render('/ru/Credit', config(release('old', { code: remoteBuild(heading('Кӯҳна')) })));
    expect((await render('/ru/Credit', config(release('new', { code: remoteBuild(heading('Нав')) }))))?.html).toBe('<h1>Нав contracts</h1>');
  });

  it('refuses a server build that does not match its integrity, without running any of it', async () => {
    const marker = path.join(dir, 'tampered-ran');
    const url = release('tampered', { code: remoteBuild(heading('x')), served: `require('fs').writeFileSync(${JSON.stringify(marker)}, 'ran')` });
    expect(await renderer()('/ru/Credit', config(url))).toBeNull();
    expect(fallbacks).toEqual([expect.stringMatching(/does not match its integrity/)]);
    expect(existsSync(marker)).toBe(false);
  });

  it.each([
    ['its range is not satisfied by the shell', { code: remoteBuild(heading('x')), range: '^9.0.0' }, /needs contracts \^9\.0\.0/],
    [
      'the module says it was built against contracts the shell does not satisfy',
      { code: remoteBuild(heading('x'), '1.9.0') },
      /built against contracts 1\.9\.0/,
    ],
    [
      'the build imports a module the site does not share',
      { code: "require('fs'); module.exports = {}" },
      /imports fs, which the site does not share/,
    ],
    ['the build throws while loading', { code: "throw new Error('broken build')" }, /broken build/],
  ])('serves the page unrendered (null) when %s, and says why', async (_case, r, reason) => {
    expect(await renderer()('/ru/Credit', config(release(`case-${_case.replace(/\W+/g, '-')}`, r)))).toBeNull();
    expect(fallbacks).toEqual([expect.stringMatching(reason)]);
  });

  it('keeps the site server’s settings out of remote code', async () => {
    process.env.SSB_DEPLOY_TOKEN = 'site-secret-token-0123456789';
    try {
      const url = release('env', { code: remoteBuild("return '<p>' + String(process.env.SSB_DEPLOY_TOKEN) + '</p>';") });
      expect((await renderer()('/ru/Credit', config(url)))?.html).toBe('<p>undefined</p>');
    } finally {
      delete process.env.SSB_DEPLOY_TOKEN;
    }
  });

  it('abandons a page that loops forever; other remotes still render meanwhile, and the site server stays responsive', async () => {
    const render = renderer(600);
    const looping = release('loop', { code: `/* about-page */ ${remoteBuild('for (;;) {}')}` });
    const sound = release('sound', { code: remoteBuild(heading('Кор мекунад')) });
    const both = config(sound, looping);
    await render.warm(both);
    const started = Date.now();
    let lag = 0;
    const tick = Date.now();
    const ticked = new Promise<void>((resolve) =>
      setTimeout(() => {
        lag = Date.now() - tick;
        resolve();
      }, 0),
    );
    const [loopResult, soundResult] = await Promise.all([render('/en/about', both), render('/ru/Credit', both), ticked]);
    expect(loopResult).toBeNull();
    expect(soundResult?.html).toBe('<h1>Кор мекунад contracts</h1>');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(lag).toBeLessThan(100);
    expect(fallbacks).toEqual([expect.stringMatching(/render worker took longer than/)]);
  });

  it('replaces the worker after a loop, and stops rendering a release that keeps failing', async () => {
    const render = renderer(400);
    const looping = release('loop2', { code: `/* about-page */ ${remoteBuild('for (;;) {}')}` });
    expect(await render('/en/about', config('', looping))).toBeNull();
    expect(await render('/en/about', config('', looping))).toBeNull();
    // Two failures in a row: the third is not even tried.
    const started = Date.now();
    expect(await render('/en/about', config('', looping))).toBeNull();
    expect(Date.now() - started).toBeLessThan(100);
    expect(fallbacks[2]).toMatch(/not rendered on the server for/);
    // A fixed release renders in a fresh worker.
    const fixed = release('fixed', { code: `/* about-page */ ${remoteBuild(heading('Дуруст'))}` });
    expect((await render('/en/about', config('', fixed)))?.html).toBe('<h1>Дуруст contracts</h1>');
  });

  it('is off (null) when the shell has no server build', () => {
    expect(
      createServerRenderer({ buildFile: path.join(dir, 'missing.cjs'), readManifest: createManifestReader(), apiUpstream: 'http://127.0.0.1:1' }),
    ).toBeNull();
  });
});
