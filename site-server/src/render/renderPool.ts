/**
 * The render processes of one site-server process: one per release that renders pages (a live
 * release, and each previewed release apart from it), and one for pages of no remote. Each is
 * started on first use (or ahead of it: `load`), sandboxed (render/sandbox/), and restarted
 * with a growing delay when it dies, so a release that crashes cannot make the site fork in a
 * loop. A process whose release is no longer live or previewed is let go.
 *
 * A process is given a few renders at a time; the others wait their turn here. Under a burst of
 * requests it would otherwise hold them all at once: each render's time would include every
 * other's, and a busy process would look like a looping one. A render that does not get its turn
 * within its budget is refused (RenderBusyError: the page is served unrendered).
 */
import type { ApiRelay, RelayContext } from './apiRelay';
import type { CpuLimits } from './cpuWatch';
import type { RenderJob, RenderedPage } from './protocol';
import { startHost, type HostConnection } from './renderHostConnection';
import { createRuntimeDir, type RuntimeDir } from './runtimeDir';
import { planSandbox, type SandboxPlan } from './sandbox/plan';
import { DEFAULT_SANDBOX, heapMbOf, type SandboxSettings } from './sandbox/walls';
import type { TransportFactory } from './transport';

export {
  RenderBackpressureError,
  RenderCpuError,
  RenderCrashError,
  RenderImportError,
  RenderTimeoutError,
  RenderTooLargeError,
} from './renderHostConnection';

export class RenderBusyError extends Error {
  override readonly name = 'RenderBusyError';
  constructor(key: string, ms: number) {
    super(`the render process of ${key} was busy for ${ms} ms`);
  }
}

/** The process is waiting out its restart delay after it died. */
class RenderRestartingError extends Error {
  override readonly name = 'RenderRestartingError';
}

/** What a render process runs. */
export interface SlotSpec {
  /** One per pinned build and purpose (renderKey.ts), or `shell`. */
  key: string;
  /** The release the process runs, for metrics and the operations page; null for the shell's. */
  releaseId: string | null;
  /** The release's pinned server build, or null (pages of no remote). */
  release: { integrity: string; filename: string; bytes: () => Promise<Buffer> } | null;
}

export interface RenderPoolOptions {
  /** The shell's server build (shell/dist-server/render.cjs). */
  shellBuildFile: string;
  sandbox?: SandboxSettings;
  /** The bench's in-process reference only (src/bench/): remote code then shares this process. */
  transport?: TransportFactory;
  /** SSB_RENDER_MAX_BYTES: a longer answer is not used. */
  maxAnswerBytes?: number;
  cpu?: Partial<CpuLimits>;
  /** Tests only: render processes keep the descriptors they inherit (the `descriptors` wall down). */
  unsafeKeepDescriptors?: boolean;
  /** Bytes that may wait unread on a process's channel (tests raise it to show what the bound stops). */
  channelHighWater?: number;
  /** Renders a process is given at once (they interleave while they wait for the API). */
  maxInFlight?: number;
  /** A process that has not loaded by then is stopped as one that loops at import. */
  startMs?: number;
  relay: ApiRelay;
  /** Where a process's end is told (once per end, with why). */
  log?: (line: string) => void;
  /** A process stopped for its CPU: during its renders, or with none to do. */
  onCpuStop?: (spec: SlotSpec, kind: 'render' | 'idle') => void;
}

interface Slot {
  spec: SlotSpec;
  host: HostConnection | null;
  loading: Promise<string | null> | null;
  running: number;
  waiting: { start: () => void; refuse: (error: Error) => void }[];
  /** Ends in a row (reset by a render that succeeds), and when the next start may be. */
  ends: number;
  notBefore: number;
  lastEnd: string | null;
  lastUsed: number;
}

const LET_GO = 'let go: its release is no longer live or previewed';
const FIRST_RESTART_MS = 1_000;
const LAST_RESTART_MS = 60_000;

export function createRenderPool(options: RenderPoolOptions) {
  const { shellBuildFile, maxInFlight = 4, startMs = 5_000, relay, log = () => undefined } = options;
  const settings = options.sandbox ?? DEFAULT_SANDBOX;
  const slots = new Map<string, Slot>();
  let closed = false;
  let runtime: RuntimeDir | null = null;
  let plan: SandboxPlan | null = null;
  const closing = () => new Error('the site server is closing');

  // Made on first use: a site server that never renders (no server build) makes no folder.
  function runtimeDir(): RuntimeDir {
    runtime ??= createRuntimeDir(shellBuildFile);
    return runtime;
  }
  function sandbox(): SandboxPlan {
    plan ??= planSandbox(settings, runtimeDir().dir);
    return plan;
  }

  function slotOf(spec: SlotSpec): Slot {
    let slot = slots.get(spec.key);
    if (!slot) {
      slot = { spec, host: null, loading: null, running: 0, waiting: [], ends: 0, notBefore: 0, lastEnd: null, lastUsed: Date.now() };
      slots.set(spec.key, slot);
    }
    return slot;
  }

  /** The release's pinned server build, written once into the runtime folder under its digest. */
  async function releaseFile(spec: SlotSpec): Promise<string | null> {
    return spec.release ? runtimeDir().release(spec.release.integrity, await spec.release.bytes()) : null;
  }

  /** The slot's process, loaded; started when there is none (unless it waits out a restart delay). */
  function loaded(slot: Slot): Promise<string | null> {
    if (slot.loading) return slot.loading;
    if (closed) return Promise.reject(closing());
    const wait = slot.notBefore - Date.now();
    if (wait > 0)
      return Promise.reject(
        new RenderRestartingError(`${slot.spec.key} restarts in ${Math.ceil(wait / 1000)} s (it ended: ${slot.lastEnd ?? 'unknown'})`),
      );
    const dir = runtimeDir();
    const loading = releaseFile(slot.spec).then((file) => {
      const host = startHost({
        plan: sandbox(),
        files: { hostDir: dir.hostDir, hostEntry: dir.host, shellBuild: dir.shellBuild, release: file },
        release: slot.spec.release ? { integrity: slot.spec.release.integrity, filename: slot.spec.release.filename } : null,
        heapMb: heapMbOf(settings),
        startMs,
        relay,
        maxAnswerBytes: options.maxAnswerBytes,
        cpu: options.cpu,
        closeInherited: !options.unsafeKeepDescriptors,
        channelHighWater: options.channelHighWater,
        transport: options.transport,
        onExit: (reason, cpu) => {
          if (cpu && slot.host === host) options.onCpuStop?.(slot.spec, cpu);
          ended(slot, host, reason);
        },
      });
      slot.host = host;
      return host.ready;
    });
    slot.loading = loading;
    // The release's files could not be had (the store failed): the next request tries again.
    loading.catch(() => {
      if (slot.loading === loading && !slot.host) slot.loading = null;
    });
    return loading;
  }

  function ended(slot: Slot, host: HostConnection, reason: string): void {
    if (slot.host !== host) return;
    slot.host = null;
    slot.loading = null;
    if (closed || reason === LET_GO) return;
    slot.ends += 1;
    slot.lastEnd = reason;
    slot.notBefore = Date.now() + Math.min(LAST_RESTART_MS, FIRST_RESTART_MS * 2 ** (slot.ends - 1));
    log(`render process ${slot.spec.key} ended: ${reason}; next start in ${Math.ceil((slot.notBefore - Date.now()) / 1000)} s at the earliest`);
  }

  /** Resolves when the render may be sent; rejects when that takes longer than `budgetMs`. */
  function turn(slot: Slot, budgetMs: number): Promise<void> {
    if (slot.running < maxInFlight) {
      slot.running += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        slot.waiting.splice(slot.waiting.indexOf(waiter), 1);
        reject(new RenderBusyError(slot.spec.key, budgetMs));
      }, budgetMs);
      const waiter = {
        start: () => {
          clearTimeout(timer);
          slot.running += 1;
          resolve();
        },
        refuse: (error: Error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      slot.waiting.push(waiter);
    });
  }

  function turnDone(slot: Slot): void {
    slot.running -= 1;
    slot.waiting.shift()?.start();
  }

  return {
    /** Starts the spec's process and loads it; resolves with the contracts version its release states. */
    load(spec: SlotSpec): Promise<string | null> {
      const slot = slotOf(spec);
      slot.lastUsed = Date.now();
      return loaded(slot);
    },

    async render(spec: SlotSpec, job: RenderJob, budgetMs: number, context?: RelayContext): Promise<RenderedPage> {
      const slot = slotOf(spec);
      slot.lastUsed = Date.now();
      await turn(slot, budgetMs);
      try {
        // A process is never started once the pool has closed (a turn may have come after it).
        if (closed) throw closing();
        await loaded(slot);
        const host = slot.host;
        if (!host) throw new RenderRestartingError(`${spec.key} ended while it loaded`);
        const result = await host.render(job, budgetMs, context);
        slot.ends = 0;
        return result;
      } finally {
        turnDone(slot);
      }
    },

    /** Lets go of every process whose key is not in `keep` and that has been idle for `idleMsOf(key)`. */
    retain(keep: ReadonlySet<string>, idleMsOf: (key: string) => number): void {
      const now = Date.now();
      for (const [key, slot] of slots) {
        if (keep.has(key) || slot.running > 0 || now - slot.lastUsed < idleMsOf(key)) continue;
        slot.host?.stop(LET_GO);
        slots.delete(key);
      }
    },

    /** When the key's process, which ended, may start again (ms since the epoch); 0 when it is not waiting. */
    restartsAt: (key: string) => {
      const slot = slots.get(key);
      return slot && !slot.host && slot.notBefore > Date.now() ? slot.notBefore : 0;
    },
    /** Whether the key's process is up (started and not ended). */
    running: (key: string) => slots.get(key)?.host != null,
    /** The process ids, for tests and /_ops. */
    pids: () => [...slots.entries()].flatMap(([key, slot]) => (slot.host?.pid ? [{ key, pid: slot.host.pid, queued: slot.host.queued() }] : [])),
    describe: () => (options.transport ? 'an injected transport (the bench’s reference only): no sandbox' : sandbox().describe()),
    /** Why no render process can be started here (no sandbox can be made), or null. */
    refused: () => (options.transport ? null : sandbox().refused),
    /** Weaker walls chosen on purpose, or null. */
    weakened: () => (options.transport ? 'render processes replaced by an injected transport (the bench’s reference)' : sandbox().weakened),

    async close(): Promise<void> {
      closed = true;
      for (const slot of slots.values()) {
        for (const waiter of slot.waiting.splice(0)) waiter.refuse(closing());
        slot.host?.stop('the site server is closing');
      }
      slots.clear();
      runtime?.remove();
    },
  };
}

export type RenderPool = ReturnType<typeof createRenderPool>;
