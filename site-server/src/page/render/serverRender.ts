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
import type { ReleaseOf } from '../../deploy/releaseReader';
import type { ReleaseFileStore } from '../../deploy/releaseFiles';
import {
  createRenderPool,
  RenderBackpressureError,
  RenderCpuError,
  RenderCrashError,
  RenderImportError,
  RenderTimeoutError,
  RenderTooLargeError,
  type SlotSpec,
} from '../../render/renderPool';
import { createCircuitBreaker, type BreakerOptions } from '../../render/circuitBreaker';
import { createApiRelay, type RelayBudget } from '../../render/apiRelay';
import { RELAY_ORIGIN, type RenderedPage } from '../../render/protocol';
import { renderKey, type RenderPurpose } from '../../render/renderKey';
import type { SandboxSettings } from '../../render/sandbox/walls';
import type { CpuLimits } from '../../render/cpuWatch';
import type { LimitWindows } from '../../security/limitWindows';
import type { TransportFactory } from '../../render/transport';

export interface ServerRendererOptions {
  /** The shell's server build (shell/dist-server/render.cjs). */
  buildFile: string;
  /** The pinned release of a remote (deploy/releaseReader.ts). */
  releaseOf: ReleaseOf;
  /** The registry's pinned files: the server builds render processes run. */
  files: ReleaseFileStore | null;
  /** Where this server reaches the API. */
  apiUpstream: string;
  /** A page that takes longer is served unrendered (and its process replaced). */
  timeoutMs?: number;
  /** A render process that has not loaded by then is stopped (a release that loops at import). */
  startMs?: number;
  sandbox?: SandboxSettings;
  /** The bench's in-process reference only (src/bench/); the site always renders in sandboxed processes. */
  transport?: TransportFactory;
  /** SSB_RENDER_MAX_BYTES: a longer answer is not used (counted per release). */
  maxAnswerBytes?: number;
  cpu?: Partial<CpuLimits>;
  /** Relayed API reads a release may make a minute, for all its renders together. */
  relayBudget?: RelayBudget;
  /** Counts shared by every replica, for that budget. */
  limitWindows?: LimitWindows;
  /** Tests only: render processes keep the descriptors they inherit. */
  unsafeKeepDescriptors?: boolean;
  /** Bytes that may wait unread on a render process's channel (tests raise it). */
  channelHighWater?: number;
  /**
   * Told why a page was served unrendered; `skipped` when its release is skipped for a while, `log`
   * the request's logger when the render was given one.
   */
  onFallback?: (url: string, error: unknown, skipped: boolean, log?: FastifyBaseLogger) => void;
  /** Told how each page went, by the remote owning it ('shell' for pages of none): for the metrics. */
  /** How a page's render went; with the owner's release id, the render's time and its CPU when the page has an owner. */
  onOutcome?: (slot: string, outcome: 'rendered' | 'fallback', release?: { id: string; seconds: number; cpuSeconds?: number }) => void;
  /** A release's walls held it: its page was too large, its process was stopped for its CPU, or it was over its reads. */
  onBounded?: (release: { remote: RemoteName; id: string }, bound: 'too-large' | 'cpu-render' | 'cpu-idle' | 'relay-budget') => void;
  /** Told when a render process ends (once per end, with why). */
  log?: (line: string) => void;
  breaker?: BreakerOptions;
  /**
   * The build has the remotes' pages compiled in and loads no release (the bench's monolith, the
   * reference for the cost of federation, rendered as the site is). Never for the site itself.
   */
  remotesCompiledIn?: boolean;
}

interface RenderOptions {
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
  /** The visitor's address (the socket peer, or the client a trusted proxy named): the render's API reads count against its limits. */
  client?: string;
  /** The sealed content preview of the visitor's browser, carried with the render's reads. */
  contentPreview?: string;
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
  /** The render processes up now, by key (render/renderKey.ts), with their process ids and the bytes they left unread. */
  processes(): { key: string; pid: number; queued: number }[];
  /** Why no remote code renders on the server here (no sandbox could be made), or null. */
  refused(): string | null;
  /** Weaker walls chosen on purpose (a setting, development only), or null. */
  weakened(): string | null;
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
  const relay = createApiRelay({
    apiUpstream,
    budget: options.relayBudget,
    shared: options.limitWindows,
    onOverBudget: (release) => release && options.onBounded?.(release, 'relay-budget'),
  });
  const pool = createRenderPool({
    shellBuildFile: buildFile,
    sandbox: options.sandbox,
    transport: options.transport,
    maxAnswerBytes: options.maxAnswerBytes,
    cpu: options.cpu,
    unsafeKeepDescriptors: options.unsafeKeepDescriptors,
    channelHighWater: options.channelHighWater,
    startMs,
    relay,
    log: options.log,
    onCpuStop: (spec, kind) => {
      const release = releaseOfSpec(spec);
      if (release) options.onBounded?.(release, kind === 'render' ? 'cpu-render' : 'cpu-idle');
    },
  });
  /** The release a process runs, from its spec (the shell's has none). */
  const releaseOfSpec = (spec: SlotSpec): { remote: RemoteName; id: string } | null => {
    const remote = spec.key.split(':')[1] as RemoteName | undefined;
    return spec.releaseId && remote && (REMOTE_NAMES as readonly string[]).includes(remote) ? { remote, id: spec.releaseId } : null;
  };
  const breaker = createCircuitBreaker(options.breaker);
  // The contracts version each loaded release's module states, checked once per process key.
  const accepted = new Map<string, Promise<void>>();

  const purposeOf = (owner: RemoteName, previewed: readonly RemoteName[], canaried: readonly RemoteName[] = []): RenderPurpose =>
    previewed.includes(owner) ? 'preview' : canaried.includes(owner) ? 'canary' : 'live';

  /**
   * What the render process of `owner`'s release runs: its pinned server build, keyed by that
   * build's digest (a second build under the same release id gets a process of its own), and apart
   * for a preview or a canary even of the same build: their visitors' pages are rendered with code
   * the rest of the site does not run.
   */
  async function specOf(
    config: RuntimeConfig,
    owner: RemoteName,
    previewed: readonly RemoteName[],
    canaried: readonly RemoteName[] = [],
  ): Promise<SlotSpec & { contractsRange: string }> {
    const release = await releaseOf(config, owner);
    if (!release) throw new Error(`${owner}: no pinned release (${config.remotes[owner] ? 'deploy it again through the registry' : 'none is live'})`);
    if (!release.digest || !isReleaseManifest(release.manifest)) throw new Error(`${owner}: a development build renders in the browser`);
    const info = release.manifest.metaData.release;
    const integrity = info.integrity[info.serverEntry];
    if (!integrity) throw new Error(`${owner}: release ${info.id} states no integrity for its server build`);
    return {
      key: renderKey(purposeOf(owner, previewed, canaried), owner, info.id, integrity),
      releaseId: info.id,
      contractsRange: info.contractsRange,
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

  /** The contract rule for the release's stated range, before any of its code runs. */
  function checkRange(spec: SlotSpec & { contractsRange: string }): void {
    if (!acceptsContracts(CONTRACTS_VERSION, spec.contractsRange))
      throw new ContractsError(`release ${spec.releaseId} needs contracts ${spec.contractsRange}; the site has ${CONTRACTS_VERSION}`);
  }

  const SHELL: SlotSpec = { key: 'shell', releaseId: null, release: null };

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

  /** Counts what went wrong against the release: a load failure at once, crashes, overruns and broken bounds in a row. */
  function judge(key: string, error: unknown): void {
    const wasOpen = breaker.open(key) !== null;
    if (error instanceof RenderImportError || error instanceof ContractsError) breaker.trip(key, error.message);
    else if (
      error instanceof RenderCrashError ||
      error instanceof RenderTimeoutError ||
      error instanceof RenderCpuError ||
      error instanceof RenderBackpressureError
    )
      breaker.failed(key, error.message);
    const open = breaker.open(key);
    // Told once, when it turns off: its pages' fallbacks are not each worth a line.
    if (!wasOpen && open) options.log?.(`server rendering of ${key} is off: ${open}`);
  }

  /**
   * The process keys of the newest live config and running canaries (the keys name the pinned
   * builds, which only the manifests tell): what is kept, and what readiness reports on.
   */
  let liveKeys = new Map<RemoteName, { releaseId: string; key: string }>();
  let canaryKeys: string[] = [];
  let latestWarm = 0;

  const serverRender = async (url: string, config: RuntimeConfig, renderOptions: RenderOptions = {}): Promise<RenderedPage | null> => {
    const neutral = parseLocalizedPath(new URL(url, 'http://site').pathname).path;
    const notFound = renderOptions.notFound === true;
    const owner = notFound || neutral === NOT_FOUND_PATH ? null : (matchRoute(neutral)?.route.owner ?? null);
    const slot = owner ?? 'shell';
    // The breaker's key is the process's, known once the release is (before that, nothing was tried).
    let key: string | null = owner ? null : SHELL.key;
    let skipped = false;
    const started = performance.now();
    const releaseId = owner ? config.releases?.[owner]?.id : undefined;
    let cpuSeconds: number | undefined;
    const timedRelease = () => (releaseId ? { id: releaseId, seconds: (performance.now() - started) / 1000, cpuSeconds } : undefined);
    try {
      const refusedHere = pool.refused();
      if (refusedHere) {
        skipped = true;
        throw new Error(`no remote code renders on this server: ${refusedHere}`);
      }
      let spec: SlotSpec = SHELL;
      // A previewed remote with no pinned manifest is a development build (preview/previewSession.ts): never loaded here.
      if (owner && !remotesCompiledIn && renderOptions.previewed?.includes(owner) && !config.releases?.[owner]?.manifest) {
        skipped = true;
        throw new Error(`${owner}: a development build renders in the browser`);
      }
      if (owner && !remotesCompiledIn) {
        const remoteSpec = await specOf(config, owner, renderOptions.previewed ?? [], renderOptions.canaried);
        key = remoteSpec.key;
        // The live build's key, as a render finds it (readiness reports on it before any warm).
        if (purposeOf(owner, renderOptions.previewed ?? [], renderOptions.canaried) === 'live' && remoteSpec.releaseId)
          liveKeys.set(owner, { releaseId: remoteSpec.releaseId, key: remoteSpec.key });
        checkRange(remoteSpec);
        spec = remoteSpec;
      }
      key = spec.key;
      const open = breaker.open(key);
      if (open) {
        skipped = true;
        throw new Error(`${slot}: ${open}`);
      }
      if (spec.releaseId && relay.overBudget(spec.releaseId)) {
        skipped = true;
        throw new Error(`${slot}: release ${spec.releaseId} made more API reads this minute than its budget`);
      }
      await load(spec);
      const traceparent = renderOptions.trace ? traceparentOf(childSpan(renderOptions.trace)) : undefined;
      const job = { url, config, apiOrigin: RELAY_ORIGIN, timeoutMs, owner, notFound, answers: renderOptions.answers, traceparent };
      const release = owner && spec.releaseId ? { remote: owner, id: spec.releaseId } : undefined;
      const result = await pool.render(spec, job, timeoutMs, {
        requestId: renderOptions.requestId,
        traceparent,
        client: renderOptions.client,
        release,
        ...(renderOptions.contentPreview ? { contentPreview: renderOptions.contentPreview } : {}),
      });
      // Its reads were cut short by its budget: what it rendered shows their 429s.
      if (spec.releaseId && relay.overBudget(spec.releaseId))
        throw new Error(`${slot}: release ${spec.releaseId} went past its API reads this minute while it rendered`);
      breaker.succeeded(key);
      if (result.cpuMs !== null) cpuSeconds = result.cpuMs / 1000;
      onOutcome?.(slot, 'rendered', timedRelease());
      return result;
    } catch (error) {
      if (error instanceof RenderTooLargeError && owner && releaseId) options.onBounded?.({ remote: owner, id: releaseId }, 'too-large');
      if (key) judge(key, error);
      onOutcome?.(slot, 'fallback', timedRelease());
      onFallback?.(url, error, skipped, renderOptions.log);
      return null;
    }
  };

  async function warm(config: RuntimeConfig, previewed: readonly RemoteName[] = [], canaries?: CanaryWarm): Promise<void> {
    // No sandbox here: nothing is started (readiness says why).
    if (pool.refused()) return;
    const warmed = (latestWarm += previewed.length === 0 ? 1 : 0);
    const specs: SlotSpec[] = [SHELL];
    const live = new Map<RemoteName, { releaseId: string; key: string }>();
    const canaried: string[] = [];
    const accepted = (spec: SlotSpec & { contractsRange: string }) =>
      acceptsContracts(CONTRACTS_VERSION, spec.contractsRange) && !breaker.open(spec.key);
    if (!remotesCompiledIn) {
      for (const remote of REMOTE_NAMES) {
        const spec = await specOf(config, remote, previewed).catch(() => null);
        if (spec?.releaseId && !previewed.includes(remote)) live.set(remote, { releaseId: spec.releaseId, key: spec.key });
        if (spec && accepted(spec)) specs.push(spec);
      }
      if (canaries)
        for (const remote of canaries.remotes) {
          const spec = await specOf(canaries.config, remote, [], canaries.remotes).catch(() => null);
          if (spec) canaried.push(spec.key);
          if (spec && accepted(spec)) specs.push(spec);
        }
    }
    // Judged by the newest live config warmed, not a preview's or an older one: a deploy may have come in meanwhile.
    if (previewed.length === 0 && warmed === latestWarm) {
      liveKeys = live;
      canaryKeys = canaried;
    }
    await Promise.all(specs.map((spec) => load(spec).catch((error: unknown) => judge(spec.key, error))));
    // Releases that are no longer live or in a canary go now; previews when nobody has looked at them for a while.
    pool.retain(new Set(['shell', ...[...liveKeys.values()].map((live) => live.key), ...canaryKeys]), (key) =>
      key.startsWith('preview:') ? PREVIEW_IDLE_MS : 0,
    );
  }

  function offline(config: RuntimeConfig): Partial<Record<RemoteName, string>> {
    const refusedHere = pool.refused();
    if (refusedHere) return Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, `no remote code renders on this server: ${refusedHere}`]));
    const states = breaker.states();
    const off: Partial<Record<RemoteName, string>> = {};
    for (const remote of REMOTE_NAMES) {
      const id = config.releases?.[remote]?.id;
      const live = liveKeys.get(remote);
      const key = id && live?.releaseId === id ? live.key : null;
      const state = key ? states.get(key) : undefined;
      const restartsAt = key ? pool.restartsAt(key) : 0;
      if (state?.open) off[remote] = `release ${id}: ${state.summary}`;
      else if (restartsAt) off[remote] = `release ${id}: its render process ended and restarts in ${Math.ceil((restartsAt - Date.now()) / 1000)} s`;
    }
    return off;
  }

  return Object.assign(serverRender, {
    warm,
    offline,
    describe: () => pool.describe(),
    processes: () => pool.pids(),
    refused: () => pool.refused(),
    weakened: () => pool.weakened(),
    close: () => pool.close(),
  });
}
