/**
 * One render host, seen from the site server: started (sandboxed process, or the bench's
 * in-process reference thread), loaded, given render jobs, relaying the API reads of each render,
 * and stopped. Every message it sends is checked (render/protocol.ts); a host that sends anything
 * else, or too much, is stopped as one that crashed.
 */
import { spawn } from 'node:child_process';
import { Worker } from 'node:worker_threads';
import type { Readable, Writable } from 'node:stream';
import { FrameReader, encodeFrame } from './host/frames';
import { MAX_FRAME_FROM_HOST, fromHost, type FromHost, type HostRelease, type RenderJob, type RenderedPage, type ToHost } from './protocol';
import { RelayRefusedError, type ApiRelay, type RelayContext } from './apiRelay';
import type { SandboxPlan } from './sandbox';

/** The release could not be loaded: it threw, crashed or looped at import. */
export class RenderImportError extends Error {
  override readonly name = 'RenderImportError';
}

/** The host died while this render was in it. */
export class RenderCrashError extends Error {
  override readonly name = 'RenderCrashError';
}

/** The host was stopped (another render in it overran, or the site let it go) while this render was in it. */
export class RenderStoppedError extends Error {
  override readonly name = 'RenderStoppedError';
}

export class RenderTimeoutError extends Error {
  override readonly name = 'RenderTimeoutError';
  constructor(what: string, ms: number) {
    super(`${what} took longer than ${ms} ms and was stopped`);
  }
}

/** API reads one render may have relayed, and the host may have waiting at once. */
const MAX_FETCHES_PER_RENDER = 50;
const MAX_FETCHES_WAITING = 32;
/** What is kept of a host's stderr, to say why it died. */
const STDERR_TAIL = 600;

export interface HostStart {
  /** 'process': sandboxed, the site's only mode. 'thread': the bench's in-process reference. */
  isolation: 'process' | 'thread';
  plan: SandboxPlan;
  /** The host's entry and the folder of its own files (its permission to read). */
  host: string;
  hostDir: string;
  shellBuild: string;
  release: HostRelease | null;
  heapMb: number;
  /** Loading may take this long; then the host is stopped as one that loops at import. */
  startMs: number;
  relay: ApiRelay;
  /** Told once when the host is gone, with why. */
  onExit: (reason: string) => void;
}

interface Renders {
  resolve: (result: RenderedPage) => void;
  reject: (error: Error) => void;
  fetches: number;
  abort: AbortController;
  /** What its relayed reads carry: the site's own record, never what the process says. */
  context: RelayContext | undefined;
}

export interface HostConnection {
  /** Resolves when loaded, with the contracts version the release's module states (null: no release). */
  ready: Promise<string | null>;
  render(job: RenderJob, budgetMs: number, context?: RelayContext): Promise<RenderedPage>;
  /** Renders under way in it. */
  inFlight(): number;
  stop(reason: string): void;
  readonly pid: number | undefined;
}

interface Transport {
  send(message: ToHost): void;
  kill(): void;
  pid: number | undefined;
}

function processTransport(start: HostStart, onMessage: (raw: unknown) => void, onGone: (reason: string) => void): Transport {
  const readable = [start.hostDir, start.shellBuild, ...(start.release ? [start.release.file] : [])];
  const [command = process.execPath, ...args] = [
    ...start.plan.prefix,
    process.execPath,
    '--permission',
    ...readable.map((file) => `--allow-fs-read=${file}`),
    `--max-old-space-size=${start.heapMb}`,
    '--disable-warning=ExperimentalWarning',
    start.host,
  ];
  // A process group of its own: stopping it stops whatever the sandbox's tools started.
  const child = spawn(command, args, { env: {}, stdio: ['ignore', 'ignore', 'pipe', 'pipe'], detached: true });
  const channel = child.stdio[3] as unknown as Readable & Writable;
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => void (stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL)));
  const reader = new FrameReader(MAX_FRAME_FROM_HOST);
  channel.on('data', (chunk: Buffer) => {
    let messages: unknown[];
    try {
      messages = reader.push(chunk);
    } catch (error) {
      onGone(`it sent ${error instanceof Error ? error.message : 'an unreadable message'}`);
      return kill();
    }
    for (const message of messages) onMessage(message);
  });
  channel.on('error', () => undefined);
  const kill = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // gone already
    }
  };
  child.on('error', (error) => onGone(`it could not be started: ${error.message}`));
  child.on('exit', (code, signal) => {
    const last = stderr.trim().split('\n').pop()?.slice(0, 300);
    onGone(`it exited (${signal ?? `code ${code}`})${last ? `: ${last}` : ''}`);
  });
  return {
    send: (message) => void channel.write(encodeFrame(message)),
    kill,
    pid: child.pid,
  };
}

function threadTransport(start: HostStart, onMessage: (raw: unknown) => void, onGone: (reason: string) => void): Transport {
  const worker = new Worker(start.host, {
    env: {},
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: start.heapMb },
    stdout: true,
    stderr: true,
  });
  worker.on('message', onMessage);
  worker.on('error', (error) => onGone(`it threw: ${error.message}`));
  worker.on('exit', (code) => onGone(`it exited (code ${code})`));
  worker.unref();
  return { send: (message) => worker.postMessage(message), kill: () => void worker.terminate(), pid: undefined };
}

export function startHost(start: HostStart): HostConnection {
  const renders = new Map<number, Renders>();
  let waitingFetches = 0;
  let nextRender = 1;
  let gone: string | null = null;
  let loaded = false;
  let settleReady: { resolve: (v: string | null) => void; reject: (e: Error) => void } | null = null;
  const ready = new Promise<string | null>((resolve, reject) => (settleReady = { resolve, reject }));
  // A failed load is answered through `ready`; nobody else need hear of it.
  ready.catch(() => undefined);

  const failLoad = (error: Error) => {
    settleReady?.reject(error);
    settleReady = null;
  };

  /**
   * `stopped`: this side ended it (a render overran, it did not load in time, or it is let go), so
   * its other renders are no fault of theirs. `letGo`: it was let go, which is no fault of its own.
   */
  function finish(reason: string, stopped = false, letGo = false): void {
    if (gone) return;
    gone = reason;
    clearTimeout(startTimer);
    failLoad(letGo ? new RenderStoppedError(reason) : new RenderImportError(reason));
    for (const render of renders.values()) {
      render.abort.abort();
      render.reject(
        stopped ? new RenderStoppedError(`the render process was stopped: ${reason}`) : new RenderCrashError(`the render process stopped: ${reason}`),
      );
    }
    renders.clear();
    transport.kill();
    start.onExit(reason);
  }

  async function relay(id: number, renderId: number, url: string): Promise<void> {
    const render = renders.get(renderId);
    if (!render || render.fetches >= MAX_FETCHES_PER_RENDER || waitingFetches >= MAX_FETCHES_WAITING) {
      transport.send({ t: 'fetched', id, error: 'refused: no render of this process asks for it, or it asked too often' });
      return;
    }
    render.fetches += 1;
    waitingFetches += 1;
    try {
      const answer = await start.relay(url, render.abort.signal, render.context);
      if (!gone) transport.send({ t: 'fetched', id, ...answer });
    } catch (error) {
      const why = error instanceof RelayRefusedError ? `refused: ${error.message}` : 'the API did not answer';
      if (!gone) transport.send({ t: 'fetched', id, error: why });
    } finally {
      waitingFetches -= 1;
    }
  }

  function onMessage(raw: unknown): void {
    const message: FromHost | null = fromHost(raw);
    if (!message) return finish('it sent a message the site does not accept');
    if (message.t === 'ready') {
      loaded = true;
      clearTimeout(startTimer);
      settleReady?.resolve(message.contractsVersion);
      settleReady = null;
      return;
    }
    if (message.t === 'fetch') return void relay(message.id, message.render, message.url);
    if (message.t === 'failed' && message.id === null) {
      if (!loaded) failLoad(new RenderImportError(message.message));
      return;
    }
    const render = renders.get(message.id ?? -1);
    if (!render) return;
    renders.delete(message.id ?? -1);
    render.abort.abort();
    if (message.t === 'rendered') render.resolve({ ...message.result, processMs: message.ms });
    else render.reject(new Error(message.message));
  }

  const transport = (start.isolation === 'process' ? processTransport : threadTransport)(start, onMessage, finish);
  const startTimer = setTimeout(() => finish(`it did not load within ${start.startMs} ms`, true), start.startMs);
  transport.send({ t: 'init', shellBuild: start.shellBuild, release: start.release });

  return {
    ready,
    pid: transport.pid,
    inFlight: () => renders.size,
    stop: (reason) => finish(reason, true, true),
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
          finish(`a render took longer than ${budgetMs} ms`, true);
        }, budgetMs);
        renders.set(id, {
          resolve: (result) => {
            clearTimeout(timer);
            resolve(result);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
          fetches: 0,
          abort: new AbortController(),
          context,
        });
        transport.send({ t: 'render', id, job });
      });
    },
  };
}
