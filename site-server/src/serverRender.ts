/**
 * Server rendering of the first view. The shell's server build renders the requested page with
 * the owning remote's pinned server build, in a render process of that release's own
 * (render/renderPool.ts): never in the site server's process or its threads. Before any remote
 * code runs, the site server checks the release's contracts range (the contract rule), and the
 * render process checks the server build against the sha384 the pinned manifest states.
 * Whatever is missing or failing (no pinned release, an integrity mismatch, a slow API, a page
 * that throws, loops or crashes its process) gives null, and the page is served for the browser
 * to render.
 */
import { existsSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { childSpan, traceparentOf, type TraceContext } from '@ssb/server-kit/traceContext';
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
import type { ReleaseOf } from './manifests';
import type { ReleaseFileStore } from './deploy/releaseFiles';
import { createRenderPool, RenderCrashError, RenderImportError, RenderTimeoutError, type SlotSpec } from './render/renderPool';
import { createCircuitBreaker, type BreakerOptions } from './render/circuitBreaker';
import { createApiRelay } from './render/apiRelay';
import { RELAY_ORIGIN, type RenderedPage } from './render/protocol';
import type { SandboxSettings } from './render/sandbox';

export interface ServerRendererOptions {
  /** The shell's server build (shell/dist-server/render.cjs). */
  buildFile: string;
  /** The pinned release of a remote (manifests.ts). */
  releaseOf: ReleaseOf;
  /** The registry's pinned files: the server builds render processes run. */
  files: ReleaseFileStore | null;
  /** Where this server reaches the API. */
  apiUpstream: string;
  /** A page that takes longer is served unrendered (and its process replaced). */
  timeoutMs?: number;
  /** A render process that has not loaded by then is stopped (a release that loops at import). */
  startMs?: number;
  /** 'thread' is the bench's in-process reference only; the site always renders in processes. */
  isolation?: 'process' | 'thread';
  sandbox?: SandboxSettings;
  /**
   * Told why a page was served unrendered; `skipped` when its release is skipped for a while, `log`
   * the request's logger when the render was given one.
   */
  onFallback?: (url: string, error: unknown, skipped: boolean, log?: FastifyBaseLogger) => void;
  /** Told how each page went, by the remote owning it ('shell' for pages of none): for the metrics. */
  /** How a page's render went; with the owner's release id and the render's time when the page has an owner. */
  onOutcome?: (slot: string, outcome: 'rendered' | 'fallback', release?: { id: string; seconds: number }) => void;
  /** Told when a render process ends (once per end, with why). */
  log?: (line: string) => void;
  breaker?: BreakerOptions;
  /**
   * The build has the remotes' pages compiled in and loads no release (the bench's monolith, the
   * reference for the cost of federation, rendered as the site is). Never for the site itself.
   */
  remotesCompiledIn?: boolean;
}

export interface RenderOptions {
  notFound?: boolean;
  answers?: Record<string, unknown>;
  /** The remotes whose release this request previews: rendered apart from the live ones. */
  previewed?: readonly RemoteName[];
  /** The remotes whose canary release this request gets (its cohorts): rendered apart from the live ones too. */
  canaried?: readonly RemoteName[];
  /** Carried to the API with the render's reads. */
  requestId?: string;
  /** The page request's trace: the render is a span in it, passed to its process and carried to the API with its reads. */
  trace?: TraceContext;
  /** The page request's logger (its lines carry the request's ids): told why the page was served unrendered. */
  log?: FastifyBaseLogger;
}

/** The running canaries' releases, to warm and keep: `config` names them for the `remotes` listed. */
export interface CanaryWarm {
  config: RuntimeConfig;
  remotes: readonly RemoteName[];
}

export interface ServerRender {
  /**
   * `notFound`: the 404 page at this address (a known route whose record does not exist).
   * `answers`: API answers the site server already has for this page, by request URL.
   */
  (url: string, config: RuntimeConfig, options?: RenderOptions): Promise<RenderedPage | null>;
  /**
   * Starts and loads the processes of the releases `config` names (ahead of the first visitor),
   * and of the running canaries' releases, and lets go of those of releases no longer live or in
   * a canary, or previews idle for a while. A preview's warm (`previewed`) changes nothing kept.
   */
  warm(config: RuntimeConfig, previewed?: readonly RemoteName[], canaries?: CanaryWarm): Promise<void>;
  /** The remotes of `config` whose pages are not rendered on the server now, and why (in words fit for a public answer). */
  offline(config: RuntimeConfig): Partial<Record<RemoteName, string>>;
  /** What a render process is inside, for the log. */
  describe(): string;
  /** The render processes up now, by key (`live:mfe_about:<id>`), with their process ids. */
  processes(): { key: string; pid: number }[];
  close(): Promise<void>;
}

/** A preview's process is kept this long after its last page; a release no longer live is let go at once. */
const PREVIEW_IDLE_MS = 10 * 60_000;

class ContractsError extends Error {
  override readonly name = 'ContractsError';
}

/** Null when the shell has no server build (a development build): every page renders in the browser. */
export function createServerRenderer(options: ServerRendererOptions): ServerRender | null {
  const { buildFile, releaseOf, files, apiUpstream, timeoutMs = 1_500, startMs = 3_000, onFallback, onOutcome, remotesCompiledIn = false } = options;
  if (!existsSync(buildFile)) return null;
  const relay = createApiRelay({ apiUpstream });
  const pool = createRenderPool({
    shellBuildFile: buildFile,
    isolation: options.isolation,
    sandbox: options.sandbox,
    startMs,
    relay,
    log: options.log,
  });
  const breaker = createCircuitBreaker(options.breaker);
  // The contracts version each loaded release's module states, checked once per process key.
  const accepted = new Map<string, Promise<void>>();

  // A previewed or canary release never shares a process with the live ones, even the same release
  // id: its visitors' pages are rendered with code the rest of the site does not run.
  const keyOf = (owner: RemoteName, releaseId: string, previewed: readonly RemoteName[], canaried: readonly RemoteName[] = []) =>
    `${previewed.includes(owner) ? 'preview' : canaried.includes(owner) ? 'canary' : 'live'}:${owner}:${releaseId}`;

  /** What the render process of `owner`'s release runs: its pinned server build. */
  async function specOf(
    config: RuntimeConfig,
    owner: RemoteName,
    previewed: readonly RemoteName[],
    canaried: readonly RemoteName[] = [],
  ): Promise<SlotSpec> {
    const release = await releaseOf(config, owner);
    if (!release) throw new Error(`${owner}: no pinned release (${config.remotes[owner] ? 'deploy it again through the registry' : 'none is live'})`);
    if (!release.digest || !isReleaseManifest(release.manifest)) throw new Error(`${owner}: a development build renders in the browser`);
    const info = release.manifest.metaData.release;
    if (!acceptsContracts(CONTRACTS_VERSION, info.contractsRange))
      throw new ContractsError(`${owner}: release ${info.id} needs contracts ${info.contractsRange}; the site has ${CONTRACTS_VERSION}`);
    const integrity = info.integrity[info.serverEntry];
    if (!integrity) throw new Error(`${owner}: release ${info.id} states no integrity for its server build`);
    return {
      key: keyOf(owner, info.id, previewed, canaried),
      release: {
        integrity,
        filename: `${owner}@${info.id}/${info.serverEntry}`,
        bytes: async () => {
          const bytes = await files?.get(integrity);
          if (!bytes) throw new Error(`${owner}: the pinned server build of ${info.id} is not in the registry's store`);
          return bytes;
        },
      },
    };
  }

  const SHELL: SlotSpec = { key: 'shell', release: null };

  /** Loads the spec's process; the module's own contracts version must pass the rule too. */
  function load(spec: SlotSpec): Promise<void> {
    let check = accepted.get(spec.key);
    if (!check) {
      check = pool.load(spec).then((version) => {
        if (version !== null && !acceptsContracts(CONTRACTS_VERSION, contractsRangeFor(version)))
          throw new ContractsError(`built against contracts ${version}; the site has ${CONTRACTS_VERSION}`);
      });
      accepted.set(spec.key, check);
      // Only an accepted release is remembered: a failure is tried again when its time comes.
      check.catch(() => accepted.get(spec.key) === check && accepted.delete(spec.key));
    }
    return check;
  }

  /** Counts what went wrong against the release: a load failure at once, crashes and overruns in a row. */
  function judge(key: string, error: unknown): void {
    const wasOpen = breaker.open(key) !== null;
    if (error instanceof RenderImportError || error instanceof ContractsError) breaker.trip(key, error.message);
    else if (error instanceof RenderCrashError || error instanceof RenderTimeoutError) breaker.failed(key, error.message);
    const open = breaker.open(key);
    // Told once, when it turns off: its pages' fallbacks are not each worth a line.
    if (!wasOpen && open) options.log?.(`server rendering of ${key} is off: ${open}`);
  }

  const serverRender = async (url: string, config: RuntimeConfig, renderOptions: RenderOptions = {}): Promise<RenderedPage | null> => {
    const neutral = parseLocalizedPath(new URL(url, 'http://site').pathname).path;
    const notFound = renderOptions.notFound === true;
    const owner = notFound || neutral === NOT_FOUND_PATH ? null : (matchRoute(neutral)?.route.owner ?? null);
    const slot = owner ?? 'shell';
    let key = owner ? `${owner}:${config.releases?.[owner]?.id ?? config.remotes[owner]}` : 'shell';
    let skipped = false;
    const started = performance.now();
    const releaseId = owner ? config.releases?.[owner]?.id : undefined;
    const timedRelease = () => (releaseId ? { id: releaseId, seconds: (performance.now() - started) / 1000 } : undefined);
    try {
      const spec = owner && !remotesCompiledIn ? await specOf(config, owner, renderOptions.previewed ?? [], renderOptions.canaried) : SHELL;
      key = spec.key;
      const open = breaker.open(key);
      if (open) {
        skipped = true;
        throw new Error(`${slot}: ${open}`);
      }
      await load(spec);
      const traceparent = renderOptions.trace ? traceparentOf(childSpan(renderOptions.trace)) : undefined;
      const job = { url, config, apiOrigin: RELAY_ORIGIN, timeoutMs, owner, notFound, answers: renderOptions.answers, traceparent };
      const result = await pool.render(spec, job, timeoutMs, { requestId: renderOptions.requestId, traceparent });
      breaker.succeeded(key);
      onOutcome?.(slot, 'rendered', timedRelease());
      return result;
    } catch (error) {
      judge(key, error);
      onOutcome?.(slot, 'fallback', timedRelease());
      onFallback?.(url, error, skipped, renderOptions.log);
      return null;
    }
  };

  let latest: RuntimeConfig | null = null;
  let latestCanaries: CanaryWarm | null = null;
  async function warm(config: RuntimeConfig, previewed: readonly RemoteName[] = [], canaries?: CanaryWarm): Promise<void> {
    if (previewed.length === 0) {
      latest = config;
      latestCanaries = canaries ?? null;
    }
    const specs: SlotSpec[] = [SHELL];
    if (!remotesCompiledIn) {
      for (const remote of REMOTE_NAMES) {
        const spec = await specOf(config, remote, previewed).catch(() => null);
        if (spec && !breaker.open(spec.key)) specs.push(spec);
      }
      if (canaries)
        for (const remote of canaries.remotes) {
          const spec = await specOf(canaries.config, remote, [], canaries.remotes).catch(() => null);
          if (spec && !breaker.open(spec.key)) specs.push(spec);
        }
    }
    await Promise.all(specs.map((spec) => load(spec).catch((error: unknown) => judge(spec.key, error))));
    // Releases that are no longer live or in a canary go now; previews when nobody has looked at
    // them for a while. Judged by the newest config warmed, not this one: a deploy may have come in meanwhile.
    pool.retain(new Set([...liveKeys(latest), ...canaryKeys(latestCanaries)]), (key) => (key.startsWith('preview:') ? PREVIEW_IDLE_MS : 0));
  }

  /** The process keys of a config's live releases (and the shell's), read from the config alone. */
  function liveKeys(config: RuntimeConfig | null): Set<string> {
    const keys = new Set(['shell']);
    for (const remote of REMOTE_NAMES) {
      const id = config?.releases?.[remote]?.id;
      if (id) keys.add(keyOf(remote, id, []));
    }
    return keys;
  }

  /** The process keys of the running canaries' releases. */
  function canaryKeys(canaries: CanaryWarm | null): string[] {
    return (canaries?.remotes ?? []).flatMap((remote) => {
      const id = canaries?.config.releases?.[remote]?.id;
      return id ? [keyOf(remote, id, [], [remote])] : [];
    });
  }

  function offline(config: RuntimeConfig): Partial<Record<RemoteName, string>> {
    const states = breaker.states();
    const off: Partial<Record<RemoteName, string>> = {};
    for (const remote of REMOTE_NAMES) {
      const id = config.releases?.[remote]?.id;
      const key = id ? keyOf(remote, id, []) : null;
      const state = key ? states.get(key) : undefined;
      const restartsAt = key ? pool.restartsAt(key) : 0;
      if (state?.open) off[remote] = `release ${id}: ${state.summary}`;
      else if (restartsAt) off[remote] = `release ${id}: its render process ended and restarts in ${Math.ceil((restartsAt - Date.now()) / 1000)} s`;
    }
    return off;
  }

  return Object.assign(serverRender, { warm, offline, describe: () => pool.describe(), processes: () => pool.pids(), close: () => pool.close() });
}
