import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CONTRACTS_VERSION, type RuntimeConfig } from '@ssb/contracts/node';
import { createManifestReader } from './manifests';
import { createServerRenderer } from './serverRender';

/**
 * A stand-in for the shell's server build: renders the page the remote's routes module names,
 * so that these tests exercise the site server's part (fetching, checking and caching remote
 * server builds, falling back) over real HTTP without webpack.
 */
const FAKE_SHELL_BUILD = `
const shared = { '@ssb/contracts': { kind: 'contracts' } };
exports.sharedModule = (name) => shared[name];
exports.renderApp = async ({ url, loadRoutes }) => {
  const routes = await loadRoutes('mfe_products');
  return { html: routes.pages[url](), styleTags: '', resources: {} };
};`;

/** A remote's server build as the remote serves it: CommonJS importing only shared modules. */
const remoteBuild = (heading: string, contractsVersion = CONTRACTS_VERSION) => `
const contracts = require('@ssb/contracts');
module.exports = { buildId: 'b', contractsVersion: '${contractsVersion}',
  pages: { '/ru/Credit': () => '<h1>${heading} ' + contracts.kind + '</h1>' } };`;

describe('server rendering with remote server builds', () => {
  let dir: string;
  let remote: Server;
  let base: string;
  let served: { buildId: string; serverEntry?: string; code: string };
  let buildRequests: number;
  let fallbacks: string[];

  const config = (): RuntimeConfig => ({
    apiBaseUrl: '/api',
    internetBankingUrl: 'https://ib.example',
    legalInternetBankingUrl: 'https://ib.example/legal',
    remotes: { mfe_products: `${base}/mf-manifest.json`, mfe_calculators: '', mfe_applications: '', mfe_about: '' },
  });

  const renderer = () =>
    createServerRenderer({
      buildFile: path.join(dir, 'render.cjs'),
      // The manifest read afresh each time (the site trusts one for seconds): a redeploy shows at once.
      readManifest: (url) => createManifestReader()(url),
      apiUpstream: 'http://127.0.0.1:1',
      onFallback: (url, error) => fallbacks.push(`${url}: ${error instanceof Error ? error.message : String(error)}`),
    });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-ssr-'));
    writeFileSync(path.join(dir, 'render.cjs'), FAKE_SHELL_BUILD);
    remote = createServer((req, res) => {
      if (req.url === '/mf-manifest.json') {
        const metaData = { remoteEntry: { name: 'remoteEntry.js', path: '' }, buildId: served.buildId, serverEntry: served.serverEntry };
        return void res.end(JSON.stringify({ metaData, exposes: [] }));
      }
      if (req.url === '/server/routes.cjs') {
        buildRequests += 1;
        return void res.end(served.code);
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
  });

  beforeEach(() => {
    served = { buildId: 'one', serverEntry: 'server/routes.cjs', code: remoteBuild('Қарзҳо') };
    buildRequests = 0;
    fallbacks = [];
  });

  afterAll(async () => {
    await new Promise((resolve) => remote.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('renders with the build the remote serves, giving it the shared modules, and fetches it once per build id', async () => {
    const render = renderer();
    expect((await render?.('/ru/Credit', config()))?.html).toBe('<h1>Қарзҳо contracts</h1>');
    await render?.('/ru/Credit', config());
    expect(buildRequests).toBe(1);
  });

  it('fetches the remote builds ahead of the first visitor when warmed', async () => {
    const render = renderer();
    await render?.warm(config());
    expect(buildRequests).toBe(1);
    expect((await render?.('/ru/Credit', config()))?.html).toBe('<h1>Қарзҳо contracts</h1>');
    expect(buildRequests).toBe(1);
  });

  it('picks up a redeployed remote by its new build id', async () => {
    const render = renderer();
    await render?.('/ru/Credit', config());
    served = { buildId: 'two', serverEntry: 'server/routes.cjs', code: remoteBuild('Нав') };
    expect((await render?.('/ru/Credit', config()))?.html).toBe('<h1>Нав contracts</h1>');
    expect(buildRequests).toBe(2);
  });

  it.each([
    ['the remote offers no server build', { serverEntry: undefined }, /offers no server build/],
    ['the build imports a module the site does not share', { code: "require('fs'); module.exports = {}" }, /imports fs, which the site does not share/],
    ['the build was made against another major version of the contracts', { code: remoteBuild('x', '9.0.0') }, /built against contracts 9\.0\.0/],
    ['the build throws while loading', { code: "throw new Error('broken build')" }, /broken build/],
  ])('serves the page unrendered (null) when %s, and says why', async (_case, change, reason) => {
    served = { ...served, ...change };
    expect(await renderer()?.('/ru/Credit', config())).toBeNull();
    expect(fallbacks).toEqual([expect.stringMatching(reason)]);
  });

  it('tries a failed build again on the next request', async () => {
    served = { ...served, code: "throw new Error('half deployed')" };
    const render = renderer();
    expect(await render?.('/ru/Credit', config())).toBeNull();
    served = { ...served, code: remoteBuild('Барқарор') };
    expect((await render?.('/ru/Credit', config()))?.html).toBe('<h1>Барқарор contracts</h1>');
  });

  it('is off (null) when the shell has no server build', () => {
    expect(createServerRenderer({ buildFile: path.join(dir, 'missing.cjs'), readManifest: createManifestReader(), apiUpstream: 'http://127.0.0.1:1' })).toBeNull();
  });
});
