/**
 * Server rendering with remotes' pinned server builds in render processes of their own: real
 * releases on a real origin, deployed through a real registry, rendered by real sandboxed
 * processes with a stand-in for the shell's build.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTRACTS_VERSION, type RemoteName } from '@ssb/contracts/node';
import { createReleaseReader } from '../../deploy/releaseReader';
import { createServerRenderer, type ServerRender } from './serverRender';
import type { DeployRegistry } from '../../deploy/registry';
import { createTestRegistry, deployOrFail, pinnedConfig, startReleaseOrigin, type ReleaseOrigin } from '../../testing/serverBuildManifest';

/**
 * A stand-in for the shell's server build: renders the page the remote's routes module names,
 * so that these tests exercise the site server's part (pinning, checking, isolating remote
 * server builds in processes, falling back) without webpack.
 */
const FAKE_SHELL_BUILD = `
const shared = { '@ssb/contracts': { kind: 'contracts' } };
exports.sharedModule = (name) => shared[name];
exports.renderApp = async ({ url, loadRoutes }) => {
  const owner = url.includes('Credit') ? 'mfe_products' : 'mfe_about';
  const routes = await loadRoutes(owner);
  return { html: routes.pages[url](), styleTags: '', resources: {} };
};`;

/** A remote's server build: CommonJS importing only shared modules. */
const remoteBuild = (page: string, contractsVersion = CONTRACTS_VERSION) => `
const contracts = require('@ssb/contracts');
module.exports = { buildId: 'b', contractsVersion: '${contractsVersion}',
  pages: new Proxy({}, { get: () => () => { ${page} } }) };`;
const heading = (text: string) => `return '<h1>${text} ' + contracts.kind + '</h1>';`;

describe('server rendering with remote server builds in render processes of their own', () => {
  let dir: string;
  let origin: ReleaseOrigin;
  let registry: DeployRegistry;
  let fallbacks: string[];
  let renderers: ServerRender[];
  let n = 0;

  /** Deploys a new release of the remote with that server build; the config then names it. */
  async function live(remote: RemoteName, code: string) {
    const id = `1.0.0-t${(n += 1)}`;
    await deployOrFail(registry, remote, origin.add({ id, remote, code }));
    return id;
  }

  const renderer = (timeoutMs = 1_000) => {
    const created = createServerRenderer({
      buildFile: path.join(dir, 'render.cjs'),
      releaseOf: createReleaseReader({ files: registry.files }),
      files: registry.files,
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
    origin = await startReleaseOrigin();
  });

  beforeEach(async () => {
    fallbacks = [];
    renderers = [];
    registry = await createTestRegistry(mkdtempSync(path.join(dir, 'registry-')));
  });
  afterEach(async () => {
    await Promise.all(renderers.map((r) => r.close()));
  });
  afterAll(async () => {
    await origin.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('renders with the pinned release, giving it the shared modules; nothing is fetched from the origin at render time', async () => {
    await live('mfe_products', remoteBuild(heading('Қарзҳо')));
    const fetchedAtDeploy = origin.serverBuildRequests();
    const render = renderer();
    expect((await render('/ru/Credit', pinnedConfig(registry)))?.html).toBe('<h1>Қарзҳо contracts</h1>');
    await render('/ru/Credit', pinnedConfig(registry));
    expect(origin.serverBuildRequests()).toBe(fetchedAtDeploy);
  });

  it('renders the pinned bytes when the server build is swapped on the origin after the deploy', async () => {
    const id = await live('mfe_products', remoteBuild(heading('Аслӣ')));
    origin.swap(`/r/mfe_products/${id}/server/routes.cjs`, remoteBuild(heading('Swapped')));
    expect((await renderer()('/ru/Credit', pinnedConfig(registry)))?.html).toBe('<h1>Аслӣ contracts</h1>');
  });

  it('starts the live releases’ processes ahead of the first visitor when warmed', async () => {
    await live('mfe_products', remoteBuild(heading('Пасандоз')));
    const render = renderer();
    await render.warm(pinnedConfig(registry));
    const started = Date.now();
    expect((await render('/ru/Credit', pinnedConfig(registry)))?.html).toBe('<h1>Пасандоз contracts</h1>');
    // Loaded already: no process start in the way of the first page.
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('renders a newly deployed release on the next request, and lets the old one’s process go', async () => {
    const render = renderer();
    const old = await live('mfe_products', remoteBuild(heading('Кӯҳна')));
    await render.warm(pinnedConfig(registry));
    await render('/ru/Credit', pinnedConfig(registry));
    const oldProcess = render.processes().find((p) => p.key.startsWith(`live:mfe_products:${old}@`));
    expect(oldProcess).toBeDefined();
    const now = await live('mfe_products', remoteBuild(heading('Нав')));
    expect((await render('/ru/Credit', pinnedConfig(registry)))?.html).toBe('<h1>Нав contracts</h1>');
    await render.warm(pinnedConfig(registry));
    expect(render.processes().map((p) => p.key)).toEqual(expect.arrayContaining([expect.stringMatching(`^live:mfe_products:${now}@`)]));
    expect(render.processes().some((p) => p.key.startsWith(`live:mfe_products:${old}@`))).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(() => process.kill(oldProcess?.pid ?? 0, 0)).toThrow();
  });

  it.each([
    [
      'the module says it was built against contracts the shell does not satisfy',
      remoteBuild(heading('x'), '1.99.0'),
      /built against contracts 1\.99\.0/,
    ],
    ['the build imports a module the site does not share', "require('fs'); module.exports = {}", /imports fs, which the site does not share/],
    ['the build throws while loading', "throw new Error('broken build')", /broken build/],
  ])('serves the page unrendered (null) when %s, says why, and skips the release at once', async (_case, code, reason) => {
    await live('mfe_products', code);
    const render = renderer();
    expect(await render('/ru/Credit', pinnedConfig(registry))).toBeNull();
    expect(fallbacks).toEqual([expect.stringMatching(reason)]);
    expect(render.offline(pinnedConfig(registry)).mfe_products).toMatch(/cannot be loaded/);
    const started = Date.now();
    expect(await render('/ru/Credit', pinnedConfig(registry))).toBeNull();
    expect(Date.now() - started).toBeLessThan(100);
  });

  it('gives remote code an empty environment: none of the site server’s settings', async () => {
    process.env.SSB_DEPLOY_TOKEN = 'site-secret-token-0123456789';
    try {
      await live('mfe_products', remoteBuild("return '<p>' + JSON.stringify(process.env) + '</p>';"));
      expect((await renderer()('/ru/Credit', pinnedConfig(registry)))?.html).toBe('<p>{}</p>');
    } finally {
      delete process.env.SSB_DEPLOY_TOKEN;
    }
  });

  it('abandons a page that loops forever; other remotes still render meanwhile, and the site server stays responsive', async () => {
    const render = renderer(600);
    await live('mfe_about', remoteBuild('for (;;) {}'));
    await live('mfe_products', remoteBuild(heading('Кор мекунад')));
    await render.warm(pinnedConfig(registry));
    const started = Date.now();
    let lag = 0;
    const tick = Date.now();
    const ticked = new Promise<void>((resolve) =>
      setTimeout(() => {
        lag = Date.now() - tick;
        resolve();
      }, 0),
    );
    const [loopResult, soundResult] = await Promise.all([
      render('/en/about', pinnedConfig(registry)),
      render('/ru/Credit', pinnedConfig(registry)),
      ticked,
    ]);
    expect(loopResult).toBeNull();
    expect(soundResult?.html).toBe('<h1>Кор мекунад contracts</h1>');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(lag).toBeLessThan(100);
    expect(fallbacks).toEqual([expect.stringMatching(/took longer than 600 ms/)]);
  });

  it('restarts the process after a crash, and stops rendering a release that keeps crashing', async () => {
    const render = renderer();
    await live('mfe_about', remoteBuild('process.exit(3)'));
    expect(await render('/en/about', pinnedConfig(registry))).toBeNull();
    expect(fallbacks[0]).toMatch(/render process stopped: it exited \(code 3\)/);
    // The next start waits out its delay (a second); then it crashes again: two in a row.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await render('/en/about', pinnedConfig(registry))).toBeNull();
    const started = Date.now();
    expect(await render('/en/about', pinnedConfig(registry))).toBeNull();
    expect(Date.now() - started).toBeLessThan(100);
    expect(fallbacks[2]).toMatch(/not rendered on the server for/);
    expect(render.offline(pinnedConfig(registry)).mfe_about).toMatch(/crashed or overran 2 renders in a row/);
    // A fixed release renders in a process of its own at once.
    await live('mfe_about', remoteBuild(heading('Дуруст')));
    expect((await render('/en/about', pinnedConfig(registry)))?.html).toBe('<h1>Дуруст contracts</h1>');
  });

  it('is off (null) when the shell has no server build', () => {
    expect(
      createServerRenderer({
        buildFile: path.join(dir, 'missing.cjs'),
        releaseOf: createReleaseReader({ files: null }),
        files: null,
        apiUpstream: 'http://127.0.0.1:1',
      }),
    ).toBeNull();
  });
});
