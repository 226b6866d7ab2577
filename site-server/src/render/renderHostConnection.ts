/**
 * One render host, seen from the site server: started (render/transport.ts), loaded, given
 * render jobs, relaying the API reads of each render, and stopped. Everything it sends is hostile
 * until checked (render/protocol.ts), and bounded:
 *   - a message must belong to what the host was asked: `ready` once while it loads, then only
 *     messages of a render under way (its answer, or an API read for it); anything else, an
 *     unknown id or the wrong kind, stops it;
 *   - a message's length is bounded before any of it is kept: small while it loads, a page's
 *     worth while it renders, nothing while it has no render;
 *   - bytes and messages per second are bounded;
 *   - the site server stops writing to a host that does not read: its renders fail instead;
 *   - its CPU is measured from outside (render/cpuWatch.ts): a render's share is bounded, and a
 *     host that computes with no render to do is stopped.
 * A host that breaks a rule is stopped as one that crashed; its renders are served unrendered.
 */
import { RelayRefusedError, type ApiRelay, type RelayContext } from './apiRelay';
import { watchCpu, type CpuLimits, type CpuWatch } from './cpuWatch';
import {
  ANSWER_ENVELOPE_BYTES,
  MAX_FRAME_WHILE_LOADING,
  fromHost,
  type FromHost,
  type HostRelease,
  type HostRules,
  type RenderJob,
  type RenderedPage,
  type ToHost,
} from './protocol';
import { tokenBucket } from './tokenBucket';
import { processTransport, type Transport, type TransportFactory } from './transport';
import type { RenderFiles } from './sandbox/bubblewrap';
import type { SandboxPlan } from './sandbox/plan';

/** The release could not be loaded: it threw, crashed or looped at import. */
export class RenderImportError extends Error {
  override readonly name = 'RenderImportError';
}

/** The host died while this render was in it (or broke a rule of its channel). */
export class RenderCrashError extends Error {
  override readonly name = 'RenderCrashError';
}

/** The host was stopped (another render in it overran, or the site let it go) while this render was in it. */
class RenderStoppedError extends Error {
  override readonly name = 'RenderStoppedError';
}

export class RenderTimeoutError extends Error {
  override readonly name = 'RenderTimeoutError';
  constructor(what: string, ms: number) {
    super(`${what} took longer than ${ms} ms and was stopped`);
  }
}

/** The rendered page is longer than the site takes: not used. */
export class RenderTooLargeError extends Error {
  override readonly name = 'RenderTooLargeError';
}

/** The host has not read what it was sent: nothing more is written to it. */
export class RenderBackpressureError extends Error {
  override readonly name = 'RenderBackpressureError';
}

/** Its CPU went past a bound: `render` during renders, `idle` with none. */
export class RenderCpuError extends Error {
  override readonly name = 'RenderCpuError';
  constructor(
    readonly kind: 'render' | 'idle',
    message: string,
  ) {
    super(message);
  }
}

/** API reads one render may have relayed, and the host may have waiting at once. */
const MAX_FETCHES_PER_RENDER = 50;
const MAX_FETCHES_WAITING = 32;

/** What a render's answer may be (SSB_RENDER_MAX_BYTES): a page's HTML, its styles and its data. */
const DEFAULT_MAX_ANSWER_BYTES = 2 * 1024 * 1024;

/** What may wait unread on a host's channel before the site stops writing to it (its renders fail instead). */
const CHANNEL_HIGH_WATER = 4 * 1024 * 1024;

/** Bytes and messages a second a host may send: far above what its renders need, far below a flood. */
const CHANNEL_RATE = { bytesPerSecond: 32 * 1024 * 1024, messagesPerSecond: 2_000 };

export interface HostStart {
  plan: SandboxPlan;
  /** The host's own files, the shell's server build and the release's (outside the sandbox). */
  files: RenderFiles;
  release: Omit<HostRelease, 'file'> | null;
  heapMb: number;
  /** Loading may take this long; then the host is stopped as one that loops at import. */
  startMs: number;
  relay: ApiRelay;
  /** SSB_RENDER_MAX_BYTES: a longer answer is not used. */
  maxAnswerBytes?: number;
  cpu?: Partial<CpuLimits>;
  /** Tests only: whether the host closes the descriptors it inherited (the `descriptors` wall). */
  closeInherited?: boolean;
  /** Bytes that may wait unread on its channel (CHANNEL_HIGH_WATER; tests raise it to show what it stops). */
  channelHighWater?: number;
  /** The bench's in-process reference only; the site always uses the sandboxed process. */
  transport?: TransportFactory;
  /** Told once when the host is gone, with why (and, when its CPU stopped it, which bound). */
  onExit: (reason: string, cpu?: 'render' | 'idle') => void;
}

interface Render {
  resolve: (result: RenderedPage) => void;
  reject: (error: Error) => void;
  fetches: number;
  abort: AbortController;
  /** What its relayed reads carry: the site's own record, never what the process says. */
  context: RelayContext | undefined;
  /** The host's CPU when the render was sent (ms), for its own figure. */
  cpuAtStart: number | null;
}

export interface HostConnection {
  /** Resolves when loaded, with the contracts version the release's module states (null: no release). */
  ready: Promise<string | null>;
  render(job: RenderJob, budgetMs: number, context?: RelayContext): Promise<RenderedPage>;
  /** Renders under way in it. */
  inFlight(): number;
  /** Bytes sent to it that it has not read. */
  queued(): number;
  stop(reason: string): void;
  readonly pid: number | undefined;
}

export function startHost(start: HostStart): HostConnection {
  const maxAnswerBytes = start.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES;
  const renders = new Map<number, Render>();
  let waitingFetches = 0;
  let nextRender = 1;
  let gone: string | null = null;
  let loaded = false;
  let cpuWatch: CpuWatch | null = null;
  let settleReady: { resolve: (v: string | null) => void; reject: (e: Error) => void } | null = null;
  const ready = new Promise<string | null>((resolve, reject) => (settleReady = { resolve, reject }));
  // A failed load is answered through `ready`; nobody else need hear of it.
  ready.catch(() => undefined);
  const highWater = start.channelHighWater ?? CHANNEL_HIGH_WATER;
  /** Writes to the host unless it has left too much unread: then nothing more is queued for it. */
  const send = (message: ToHost): boolean => {
    if (transport.queued() > highWater) return false;
    transport.send(message);
    return true;
  };
  const bytes = tokenBucket(CHANNEL_RATE.bytesPerSecond, CHANNEL_RATE.bytesPerSecond);
  const messages = tokenBucket(CHANNEL_RATE.messagesPerSecond, CHANNEL_RATE.messagesPerSecond);

  const failLoad = (error: Error) => {
    settleReady?.reject(error);
    settleReady = null;
  };

  /**
   * `stopped`: this side ended it (a render overran, it did not load in time, it broke a rule, or
   * it is let go), so its other renders are no fault of theirs. `letGo`: no fault of its own.
   */
  function finish(reason: string, { stopped = false, letGo = false, error }: { stopped?: boolean; letGo?: boolean; error?: Error } = {}): void {
    if (gone) return;
    gone = reason;
    clearTimeout(startTimer);
    cpuWatch?.stop();
    failLoad(letGo ? new RenderStoppedError(reason) : new RenderImportError(reason));
    for (const render of renders.values()) {
      render.abort.abort();
      render.reject(
        error ??
          (stopped
            ? new RenderStoppedError(`the render process was stopped: ${reason}`)
            : new RenderCrashError(`the render process stopped: ${reason}`)),
      );
    }
    renders.clear();
    transport.kill();
    start.onExit(reason, error instanceof RenderCpuError ? error.kind : undefined);
  }

  /** Stops a host that broke a rule of its channel. */
  const refuse = (why: string) => finish(`it ${why}`, { error: new RenderCrashError(`the render process was stopped: it ${why}`) });

  async function relay(id: number, render: Render, url: string): Promise<void> {
    if (render.fetches >= MAX_FETCHES_PER_RENDER || waitingFetches >= MAX_FETCHES_WAITING) {
      send({ t: 'fetched', id, error: 'refused: this render asked too often' });
      return;
    }
    render.fetches += 1;
    waitingFetches += 1;
    try {
      const answer = await start.relay(url, render.abort.signal, render.context);
      if (!gone && !send({ t: 'fetched', id, ...answer })) refuse('does not read its channel');
    } catch (error) {
      const why = error instanceof RelayRefusedError ? `refused: ${error.message}` : 'the API did not answer';
      if (!gone) send({ t: 'fetched', id, error: why });
    } finally {
      waitingFetches -= 1;
    }
  }

  function onMessage(raw: unknown, size: number): void {
    if (gone) return;
    if (!bytes.take(size) || !messages.take(1)) return refuse('sent more than its channel allows a second');
    const message: FromHost | null = fromHost(raw);
    if (!message) return refuse('sent a message the site does not accept');
    if (!loaded) {
      if (message.t === 'ready') {
        loaded = true;
        clearTimeout(startTimer);
        cpuWatch = watchCpu({
          read: () => transport.cpuMs(),
          limits: start.cpu,
          onOver: (verdict) =>
            finish(verdict.reason, { error: new RenderCpuError(verdict.kind, `the render process was stopped: ${verdict.reason}`) }),
        });
        settleReady?.resolve(message.contractsVersion);
        settleReady = null;
        return;
      }
      if (message.t === 'failed' && message.id === null) return failLoad(new RenderImportError(message.message));
      return refuse(`sent “${message.t}” before it was loaded`);
    }
    // Loaded: only messages of a render under way.
    const id = message.t === 'fetch' ? message.render : message.t === 'ready' ? null : message.id;
    const render = id === null ? undefined : renders.get(id);
    if (!render) return refuse(`sent “${message.t}” for no render under way`);
    if (message.t === 'fetch') return void relay(message.id, render, message.url);
    renders.delete(id as number);
    render.abort.abort();
    cpuWatch?.renderEnded();
    if (message.t === 'failed') return render.reject(message.tooLarge ? new RenderTooLargeError(message.message) : new Error(message.message));
    if (message.t !== 'rendered') return;
    if (size > maxAnswerBytes) return render.reject(new RenderTooLargeError(`a page of ${size} bytes, more than ${maxAnswerBytes}`));
    const cpuNow = transport.cpuMs();
    const cpuMs = render.cpuAtStart !== null && cpuNow !== null ? cpuNow - render.cpuAtStart : null;
    render.resolve({ ...message.result, processMs: message.ms, cpuMs, bytes: size });
  }

  /** The longest message accepted now: small while loading, a page while rendering, none otherwise. */
  const maxFrame = () => (!loaded ? MAX_FRAME_WHILE_LOADING : renders.size > 0 ? maxAnswerBytes + ANSWER_ENVELOPE_BYTES : 0);

  const transport: Transport = (start.transport ?? processTransport)({
    plan: start.plan,
    files: start.files,
    heapMb: start.heapMb,
    maxFrame,
    onMessage,
    onGone: (reason) => finish(reason),
  });
  const startTimer = setTimeout(() => finish(`it did not load within ${start.startMs} ms`, { stopped: true }), start.startMs);
  const rules: HostRules = { closeInherited: start.closeInherited ?? true, maxAnswerBytes };
  const release = start.release && transport.inside.release ? { ...start.release, file: transport.inside.release } : null;
  transport.send({ t: 'init', shellBuild: transport.inside.shellBuild, release, rules });

  return {
    ready,
    get pid() {
      return transport.pid;
    },
    inFlight: () => renders.size,
    queued: () => transport.queued(),
    stop: (reason) => finish(reason, { stopped: true, letGo: true }),
    render(job, budgetMs, context) {
      if (gone) return Promise.reject(new RenderCrashError(`the render process stopped: ${gone}`));
      const id = nextRender++;
      return new Promise<RenderedPage>((resolve, reject) => {
        // A render past its budget may be looping: only stopping the process ends that.
        const timer = setTimeout(() => {
          const render = renders.get(id);
          if (!render) return;
          renders.delete(id);
          render.abort.abort();
          reject(new RenderTimeoutError('a render', budgetMs));
          finish(`a render took longer than ${budgetMs} ms`, { stopped: true });
        }, budgetMs);
        const settle =
          <T>(then: (value: T) => void) =>
          (value: T) => {
            clearTimeout(timer);
            then(value);
          };
        if (!send({ t: 'render', id, job })) {
          clearTimeout(timer);
          return reject(new RenderBackpressureError('the render process has not read what it was sent'));
        }
        renders.set(id, {
          resolve: settle(resolve),
          reject: settle(reject),
          fetches: 0,
          abort: new AbortController(),
          context,
          cpuAtStart: transport.cpuMs(),
        });
        cpuWatch?.renderStarted();
      });
    },
  };
}
