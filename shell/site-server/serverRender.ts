/**
 * Server rendering of the first view. The shell's server build renders the requested page with
 * the owning remote's live server build, in that remote's render worker (render/): never in the
 * site server's own realm. Before any remote code runs, the site server checks the release's
 * contracts range (the contract rule) and the server build's sha384 against its manifest.
 * Whatever is missing or failing (no release, a remote down, an integrity mismatch, a slow API,
 * a throwing or looping page) gives null, and the page is served for the browser to render.
 */
import { existsSync } from 'node:fs';
import {
  CONTRACTS_VERSION,
  NOT_FOUND_PATH,
  REMOTE_NAMES,
  acceptsContracts,
  contractsRangeFor,
  isReleaseManifest,
  matchRoute,
  parseLocalizedPath,
  type RemoteName,
  type RuntimeConfig,
} from '@ssb/contracts/node';
import type { ServerRenderResult } from '../src/ssr/types';
import type { ReadManifest } from './manifests';
import { createRenderPool } from './render/renderPool';
import { createCircuitBreaker } from './render/circuitBreaker';
import { assertIntegrity } from './render/integrity';
import type { ReleaseCode } from './render/messages';

export interface ServerRendererOptions {
  /** The shell's server build (shell/dist-server/render.cjs). */
  buildFile: string;
  readManifest: ReadManifest;
  /** Where this server reaches the API. */
  apiUpstream: string;
  /** A page that takes longer is served unrendered (and its worker replaced). */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** Told why a page was served unrendered. */
  onFallback?: (url: string, error: unknown) => void;
  /** Told how each page went, by the remote owning it ('shell' for pages of none): for the metrics. */
  onOutcome?: (slot: string, outcome: 'rendered' | 'fallback') => void;
  /** Repeated failures of one release before it is skipped, and for how long. */
  breaker?: { threshold?: number; coolDownMs?: number };
  /**
   * The build has the remotes' pages compiled in and loads no release (the bench's monolith, the
   * reference for the cost of federation, rendered as the site is): no manifest is read and no
   * remote code is fetched. Never for the site itself.
   */
  remotesCompiledIn?: boolean;
}

export interface RenderOptions {
  notFound?: boolean;
  answers?: Record<string, unknown>;
}

export interface ServerRender {
  /**
   * `notFound`: the 404 page at this address (a known route whose record does not exist).
   * `answers`: API answers the site server already has for this page, by request URL.
   */
  (url: string, config: RuntimeConfig, options?: RenderOptions): Promise<ServerRenderResult | null>;
  /** Fetches, checks and loads every live remote's server build ahead of the first visitor. */
  warm(config: RuntimeConfig): Promise<void>;
  /** Terminates the render workers. */
  close(): Promise<void>;
}

const REMOTE_BUILD_TIMEOUT_MS = 2_000;
/** A first render also starts its worker and loads the shell's build there. */
const WORKER_START_MS = 3_000;

/** Null when the shell has no server build (a development build): every page renders in the browser. */
export function createServerRenderer(options: ServerRendererOptions): ServerRender | null {
  const { buildFile, readManifest, apiUpstream, timeoutMs = 1_500, fetchImpl = fetch, onFallback, onOutcome, remotesCompiledIn = false } = options;
  if (!existsSync(buildFile)) return null;
  const pool = createRenderPool({ shellBuildFile: buildFile });
  const breaker = createCircuitBreaker(options.breaker);
  // Verified code per manifest URL (one per release).
  const code = new Map<string, Promise<ReleaseCode>>();

  /** The release's server build, fetched once and checked against its manifest before use. */
  async function releaseCode(config: RuntimeConfig, remote: RemoteName): Promise<ReleaseCode> {
    const manifestUrl = config.remotes[remote];
    const manifest = await readManifest(manifestUrl);
    if (!manifest) throw new Error(`${remote}: no manifest at ${manifestUrl || '(no live release)'}`);
    if (!isReleaseManifest(manifest)) throw new Error(`${remote}: ${manifestUrl} is no release (a development build renders in the browser)`);
    const { release } = manifest.metaData;
    if (!acceptsContracts(CONTRACTS_VERSION, release.contractsRange))
      throw new Error(`${remote}: release ${release.id} needs contracts ${release.contractsRange}; the site has ${CONTRACTS_VERSION}`);
    let pending = code.get(manifestUrl);
    if (!pending) {
      const url = new URL(release.serverEntry, manifestUrl).href;
      pending = fetchImpl(url, { signal: AbortSignal.timeout(REMOTE_BUILD_TIMEOUT_MS) }).then(async (res) => {
        if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
        const text = await res.text();
        assertIntegrity(text, release.integrity[release.serverEntry], url);
        return { key: manifestUrl, code: text, filename: url };
      });
      code.set(manifestUrl, pending);
      // A failure is not kept: the next request tries again.
      pending.catch(() => code.get(manifestUrl) === pending && code.delete(manifestUrl));
    }
    return pending;
  }

  /** Loads the release into its remote's worker; the module's own version must pass the rule too. */
  async function loadRelease(config: RuntimeConfig, remote: RemoteName): Promise<string> {
    const release = await releaseCode(config, remote);
    const contractsVersion = await pool.load(remote, release, timeoutMs + (pool.running(remote) ? 0 : WORKER_START_MS));
    if (!acceptsContracts(CONTRACTS_VERSION, contractsRangeFor(contractsVersion)))
      throw new Error(`${remote}: built against contracts ${contractsVersion}; the site has ${CONTRACTS_VERSION}`);
    return release.key;
  }

  const serverRender = async (url: string, config: RuntimeConfig, options: RenderOptions = {}): Promise<ServerRenderResult | null> => {
    const neutral = parseLocalizedPath(new URL(url, 'http://site').pathname).path;
    const notFound = options.notFound === true;
    const owner = notFound || neutral === NOT_FOUND_PATH ? null : (matchRoute(neutral)?.route.owner ?? null);
    const slot = owner ?? 'shell';
    const breakerKey = owner ? config.remotes[owner] : 'shell';
    try {
      const skipped = breaker.open(breakerKey);
      if (skipped) throw new Error(`${slot}: ${skipped}`);
      const releaseKey = owner && !remotesCompiledIn ? await loadRelease(config, owner) : null;
      const budget = timeoutMs + (pool.running(slot) ? 0 : WORKER_START_MS);
      const result = await pool
        .render(slot, { url, config, apiOrigin: apiUpstream, timeoutMs, owner, notFound, answers: options.answers }, releaseKey, budget)
        .catch((error: unknown) => {
          // Timeouts and crashes count against the release; a page's own error does not loop.
          if (error instanceof Error && (error.name === 'RenderTimeoutError' || /render worker stopped/.test(error.message)))
            breaker.failed(breakerKey);
          throw error;
        });
      breaker.succeeded(breakerKey);
      onOutcome?.(slot, 'rendered');
      return result;
    } catch (error) {
      onOutcome?.(slot, 'fallback');
      onFallback?.(url, error);
      return null;
    }
  };

  const warm = async (config: RuntimeConfig) => {
    if (remotesCompiledIn) return;
    await Promise.allSettled(REMOTE_NAMES.map((remote) => loadRelease(config, remote)));
  };
  return Object.assign(serverRender, { warm, close: () => pool.close() });
}
