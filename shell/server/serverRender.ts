/**
 * Server rendering of the first view (issue 5). The shell's server build renders the requested
 * page with the owning remote's server build, fetched from the remote's own origin as the browser
 * fetches its browser build: a remote deployed on its own is rendered by its current build.
 * Whatever is missing or failing (no server build, a remote down, a slow API, a throwing page)
 * gives null, and the page is served as before and rendered in the browser.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import vm from 'node:vm';
import { CONTRACTS_VERSION, isCompatibleContracts, type RemoteName, type RoutesModule, type RuntimeConfig } from '@ssb/contracts/node';
import type { ServerRenderResult, ShellServerBuild } from '../src/server/types';
import type { ReadManifest } from './manifests';

export interface ServerRendererOptions {
  /** The shell's server build (shell/dist-server/render.cjs). */
  buildFile: string;
  readManifest: ReadManifest;
  /** Where this server reaches the API. */
  apiUpstream: string;
  /** A page that takes longer is served unrendered. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** Told why a page was served unrendered. */
  onFallback?: (url: string, error: unknown) => void;
}

export interface ServerRender {
  (url: string, config: RuntimeConfig): Promise<ServerRenderResult | null>;
  /** Fetches every remote's server build ahead of the first visitor (errors are the visitor's fallbacks). */
  warm(config: RuntimeConfig): Promise<void>;
}

const REMOTE_BUILD_TIMEOUT_MS = 2_000;

/**
 * Runs a remote's server build (CommonJS) with the site's shared modules as its only imports: no
 * Node modules (fs, child_process…), which a page has no use for. It is the bank's own code from
 * the runtime config's origins, trusted as the browser trusts it; vm is no sandbox.
 */
function evaluateRemoteBuild(code: string, url: string, shell: ShellServerBuild): unknown {
  const module = { exports: {} as Record<string, unknown> };
  const requireShared = (name: string): unknown => {
    const shared = shell.sharedModule(name);
    if (shared === undefined) throw new Error(`${url} imports ${name}, which the site does not share`);
    return shared;
  };
  const run = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename: url }) as (
    ...args: unknown[]
  ) => void;
  run(module.exports, requireShared, module, url, '.');
  return module.exports.default ?? module.exports;
}

const isRoutesModule = (v: unknown): v is RoutesModule =>
  typeof v === 'object' && v !== null && typeof (v as RoutesModule).pages === 'object' && typeof (v as RoutesModule).buildId === 'string';

/** Null when the shell has no server build (a development build): every page renders in the browser. */
export function createServerRenderer(options: ServerRendererOptions): ServerRender | null {
  const { buildFile, readManifest, apiUpstream, timeoutMs = 1_500, fetchImpl = fetch, onFallback } = options;
  if (!existsSync(buildFile)) return null;
  const nodeRequire = createRequire(import.meta.url);
  const shell = nodeRequire(buildFile) as ShellServerBuild;
  // One build per server entry URL: the latest the remote's manifest names.
  const builds = new Map<string, { buildId: string; routes: Promise<RoutesModule> }>();

  async function fetchRemoteBuild(url: string): Promise<RoutesModule> {
    const res = await fetchImpl(url, { signal: AbortSignal.timeout(REMOTE_BUILD_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    const routes = evaluateRemoteBuild(await res.text(), url, shell);
    if (!isRoutesModule(routes)) throw new Error(`${url} is not a routes module`);
    if (!isCompatibleContracts(CONTRACTS_VERSION, routes.contractsVersion))
      throw new Error(`${url} was built against contracts ${routes.contractsVersion}, the site has ${CONTRACTS_VERSION}`);
    return routes;
  }

  async function remoteRoutes(config: RuntimeConfig, remote: RemoteName): Promise<RoutesModule> {
    const manifestUrl = config.remotes[remote];
    const manifest = await readManifest(manifestUrl);
    const entry = manifest?.metaData.serverEntry;
    if (!manifest || !entry) throw new Error(`${remote} offers no server build at ${manifestUrl}`);
    const url = new URL(entry, manifestUrl).href;
    const buildId = manifest.metaData.buildId ?? '';
    const known = builds.get(url);
    if (known && known.buildId === buildId) return known.routes;
    const routes = fetchRemoteBuild(url);
    builds.set(url, { buildId, routes });
    // A failure is not kept: the next request tries again.
    routes.catch(() => builds.get(url)?.routes === routes && builds.delete(url));
    return routes;
  }

  const serverRender = async (url: string, config: RuntimeConfig) => {
    try {
      return await shell.renderApp({ url, config, apiOrigin: apiUpstream, loadRoutes: (remote) => remoteRoutes(config, remote), timeoutMs });
    } catch (error) {
      onFallback?.(url, error);
      return null;
    }
  };
  const warm = async (config: RuntimeConfig) => {
    const remotes = Object.keys(config.remotes) as RemoteName[];
    await Promise.allSettled(remotes.map((remote) => remoteRoutes(config, remote)));
  };
  return Object.assign(serverRender, { warm });
}
