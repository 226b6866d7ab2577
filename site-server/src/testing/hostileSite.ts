/**
 * For the isolation tests: a real site server with its deploy registry (a file store), a real
 * origin serving releases made by the real release tooling (valid integrity, a contracts range
 * the site accepts), and a small API that records every request it gets. A hostile release is
 * deployed, previewed or canaried through the registry's HTTP routes with a real token, exactly as
 * a team would; its server code then attacks the site from its render process.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CONTRACTS_VERSION, type RemoteName } from '@ssb/contracts/node';
import { finalizeRelease } from '@ssb/federation-config/release/finalizeRelease';
import { createRemoteServer } from '@ssb/federation-config/release/remoteServer';
import { writeFakeBuild } from '@ssb/federation-config/release/test/fakeBuild';
import { CONTENT_REVISION_PATH } from '../page-cache/contentRevision';
import { createSiteServer, type SiteServerOptions } from '../site-server';
import { createDeployRegistry, type DeployRegistry } from '../deploy/registry';
import { createFileRegistryStore } from '../deploy/registryStore';
import { createOriginAllowlist } from '../deploy/originAllowlist';
import { parseDeployTokens } from '../auth/tokens';
import { runtimeConfigOf } from '../deploy/runtimeConfigView';

export const TEMPLATE = `<!doctype html><html lang="tg-TJ"><head><title>x</title><!--ssb:head--></head><body><div id="root"><!--/ssb:root--></div><script defer src="/main.js"></script></body></html>`;

/** The shell's server build, reduced: the page's remote renders it; the 404 page shows whether Object.prototype was spoiled. */
export const FAKE_SHELL_BUILD = `
const shared = { '@ssb/contracts': { kind: 'contracts' } };
exports.sharedModule = (name) => shared[name];
exports.renderApp = async ({ url, loadRoutes, notFound }) => {
  if (notFound) return { html: '<p>not found, polluted: ' + String(({}).polluted) + '</p>', styleTags: '', resources: {} };
  const owner = url.includes('Credit') ? 'mfe_products' : 'mfe_about';
  const routes = await loadRoutes(owner);
  return { html: String(await routes.pages.render(url)), styleTags: '', resources: {} };
};`;

export const ADMIN = 'ops:admin-secret-0123456789abcdef';
export const ABOUT_TEAM = 'about-team@mfe_about:about-secret-0123456789';
export const bearer = (token: string) => ({ authorization: `Bearer ${token.slice(token.indexOf(':') + 1)}` });

/** A remote's server build whose page is `render` (an async function body of `url`), with `atImport` run first. */
export const serverBuild = (render: string, atImport = '') => `${atImport}
const contracts = require('@ssb/contracts');
module.exports = { contractsVersion: '${CONTRACTS_VERSION}', pages: { render: async (url) => { ${render} } } };`;

/** Tries `code` (a function body); the page shows what came of it: `label: ALLOWED …` or `label: denied (…)`. */
export const attempt = (label: string, code: string) =>
  `out.push('${label}: ' + await (async () => { try { return 'ALLOWED ' + String(await (async () => { ${code} })()).slice(0, 200); } catch (e) { return 'denied (' + (e.code || e.message || e).toString().slice(0, 80) + ')'; } })());`;

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

export interface HostileSite {
  site: FastifyInstance;
  registry: DeployRegistry;
  /** The site's own folder (its registry and token), closed to others. */
  varDir: string;
  /** The folder of everything the test made. */
  dir: string;
  logs: string[];
  /** The API's address, as the site server reaches it. */
  apiBase: string;
  apiRequests: RecordedRequest[];
  /** A real release of `remote` with that server build, served by the origin: its manifest URL. */
  release(remote: RemoteName, code: string): string;
  /** A second build served under the release id of `manifestUrl`'s release (its manifest says that id). */
  sameIdOtherBuild(manifestUrl: string, code: string): string;
  deploy(remote: RemoteName, manifestUrl: string, token?: string): Promise<LightMyRequestResponse>;
  /** Previews the release in a session of its own, as a team would: the cookie to send with its pages. */
  preview(remote: RemoteName, manifestUrl: string, token?: string): Promise<string>;
  /** Deploys the release as mfe_about and asks for its page. */
  tryRelease(code: string, url?: string): Promise<LightMyRequestResponse>;
  page(url: string, headers?: Record<string, string>, remoteAddress?: string): Promise<LightMyRequestResponse>;
  /** Another team's page still answers 200, rendered on the server, in good time. */
  othersUnharmed(withinMs?: number): Promise<void>;
  processes(): { key: string; pid: number; queued: number }[];
  metrics(): Promise<string>;
  close(): Promise<void>;
}

/** Rendered on the server, now or for the page cache: the page is in the HTML. */
export const renderedOnServer = (res: { body: string }) => res.body.includes('data-server-rendered');

export async function startHostileSite(
  options: Partial<SiteServerOptions> = {},
  {
    answer,
    rendersRemoteCode = true,
  }: {
    answer?: (req: RecordedRequest) => { status?: number; body: string } | undefined;
    /** False for a site that cannot render remote code (no sandbox): its pages are not checked for it. */
    rendersRemoteCode?: boolean;
  } = {},
): Promise<HostileSite> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-hostile-'));
  const varDir = path.join(dir, 'var');
  const dist = path.join(dir, 'dist');
  mkdirSync(path.join(dir, 'shell'), { recursive: true });
  mkdirSync(dist);
  writeFileSync(path.join(dir, 'shell/index.html'), TEMPLATE);
  writeFileSync(path.join(dir, 'render.cjs'), FAKE_SHELL_BUILD);
  const origin = await createRemoteServer(dist);
  await origin.listen({ host: '127.0.0.1', port: 0 });
  const originBase = `http://127.0.0.1:${(origin.server.address() as AddressInfo).port}`;
  const apiRequests: RecordedRequest[] = [];
  // The API: it records every request, so a request from a render process would show.
  const api: Server = createServer((req, res) => {
    const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers };
    apiRequests.push(recorded);
    res.setHeader('content-type', 'application/json');
    const own = answer?.(recorded);
    if (own) return void res.writeHead(own.status ?? 200).end(own.body);
    if (req.url === CONTENT_REVISION_PATH) return void res.end('{"revision":"c1"}');
    res.end(req.url === '/readyz' ? '{"ready":true,"content":{"revision":"c1"}}' : '{}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiBase = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  const registry = await createDeployRegistry({
    store: createFileRegistryStore(path.join(varDir, 'deploy', 'registry.json')),
    checks: { allowlist: createOriginAllowlist(undefined), timeoutMs: 5_000 },
  });
  // The site's folder, closed to other users as `npm start` makes it.
  mkdirSync(varDir, { recursive: true, mode: 0o700 });
  writeFileSync(path.join(varDir, 'deploy-token'), ADMIN, { mode: 0o600 });
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _e, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const site = await createSiteServer({
    distDir: path.join(dir, 'shell'),
    runtimeConfig: () =>
      runtimeConfigOf(
        { apiBaseUrl: '/api', internetBankingUrl: 'https://ib.example', legalInternetBankingUrl: 'https://ib.example/legal' },
        registry.state(),
      ),
    deploy: { registry, tokens: parseDeployTokens(`${ADMIN},${ABOUT_TEAM}`) },
    apiUpstream: apiBase,
    publicOrigin: 'https://ssb.tj',
    serverBuildFile: path.join(dir, 'render.cjs'),
    preloadRemotes: false,
    pageCacheMs: 10_000,
    logger: { level: 'warn', stream } as unknown as FastifyBaseLogger,
    ...options,
    render: { timeoutMs: 800, ...options.render },
  });
  await site.ready();

  let n = 0;
  const release = (remote: RemoteName, code: string) => {
    const staging = path.join(dist, `.staging-${(n += 1)}`);
    writeFakeBuild(staging, { remote, text: `${remote}-${n}`, serverCode: code });
    const made = finalizeRelease({
      stagingDir: staging,
      distDir: dist,
      version: '1.0.0',
      contractsVersion: CONTRACTS_VERSION,
      serverEntry: 'server/routes.cjs',
    });
    return `${originBase}/releases/${made.id}/mf-manifest.json`;
  };
  const releaseDir = (manifestUrl: string) => path.join(dist, 'releases', new URL(manifestUrl).pathname.split('/')[2] ?? '');
  const deploy = (remote: RemoteName, manifestUrl: string, token = ADMIN) =>
    site.inject({
      method: 'PUT',
      url: `/_deploy/remotes/${remote}`,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: { manifestUrl },
    });
  const page = (url: string, headers: Record<string, string> = {}, remoteAddress?: string) => site.inject({ url, headers, remoteAddress });
  const othersUnharmed = async (withinMs = 2_000) => {
    const started = Date.now();
    const res = await page('/ru/Credit');
    if (res.statusCode !== 200 || !renderedOnServer(res) || !res.body.includes('<h1>Қарзҳо contracts</h1>') || Date.now() - started > withinMs)
      throw new Error(`another remote's page was harmed: ${res.statusCode}, ${Date.now() - started} ms, ${res.body.slice(-300)}`);
  };

  const live = async (remote: RemoteName, code: string) => {
    const res = await deploy(remote, release(remote, code));
    if (res.statusCode !== 200) throw new Error(`${remote} was not deployed: ${res.body}`);
  };
  await live('mfe_products', serverBuild(`return '<h1>Қарзҳо ' + contracts.kind + '</h1>';`));
  // Every remote live, so that /readyz judges only what the tests do.
  for (const remote of ['mfe_calculators', 'mfe_applications', 'mfe_about'] as const) await live(remote, serverBuild(`return 'ok';`));
  if (rendersRemoteCode) await othersUnharmed(10_000);

  return {
    site,
    registry,
    varDir,
    dir,
    logs,
    apiBase,
    apiRequests,
    release,
    sameIdOtherBuild(manifestUrl, code) {
      const other = release('mfe_about', code);
      const target = `${releaseDir(manifestUrl)}-again`;
      cpSync(releaseDir(other), target, { recursive: true });
      // The other build's files and integrity, under the first one's release id.
      const manifestFile = path.join(target, 'mf-manifest.json');
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { metaData: { release: { id: string } } };
      manifest.metaData.release.id = path.basename(releaseDir(manifestUrl));
      writeFileSync(manifestFile, JSON.stringify(manifest));
      return `${originBase}/releases/${path.basename(target)}/mf-manifest.json`;
    },
    deploy,
    async preview(remote, manifestUrl, token = ADMIN) {
      const res = await site.inject({
        method: 'POST',
        url: '/_deploy/preview',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: { remote, manifestUrl },
      });
      const cookie = [res.headers['set-cookie']].flat()[0];
      if (res.statusCode !== 200 || !cookie) throw new Error(`the preview was refused: ${res.body}`);
      return cookie.split(';')[0] ?? '';
    },
    async tryRelease(code, url = '/en/about') {
      const deployed = await deploy('mfe_about', release('mfe_about', code));
      if (deployed.statusCode !== 200) throw new Error(`the release was refused: ${deployed.body}`);
      return page(url);
    },
    page,
    othersUnharmed,
    processes: () => (site as unknown as { ssbRenderProcesses?: () => { key: string; pid: number; queued: number }[] }).ssbRenderProcesses?.() ?? [],
    metrics: async () => (await site.inject({ url: '/metrics', headers: bearer(ADMIN) })).body,
    async close() {
      await site.close();
      await origin.close();
      await new Promise((resolve) => api.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
