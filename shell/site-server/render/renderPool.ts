/**
 * One render worker per remote (and one for pages of no remote), started on first use. A job
 * that overruns its budget terminates its worker, which interrupts even a synchronous endless
 * loop; every job still waiting on that worker fails at once, and the next job starts a new one.
 *
 * A worker is given a few renders at a time; the others wait their turn here. Under a burst of
 * requests a worker would otherwise hold them all at once: each render's time would include every
 * other's, a busy worker would look like a looping one and be terminated with all its work, and
 * the release would be skipped. A render that does not get its turn within its budget is refused
 * (RenderBusyError: the page is served unrendered), and the worker goes on.
 */
import { Worker } from 'node:worker_threads';
import type { ServerRenderResult } from '../../src/ssr/types';
import type { FromWorker, ReleaseCode, RenderJob, ToWorker, WorkerData } from './messages';

export class RenderTimeoutError extends Error {
  constructor(slot: string, ms: number) {
    super(`the ${slot} render worker took longer than ${ms} ms and was replaced`);
    this.name = 'RenderTimeoutError';
  }
}

export class RenderBusyError extends Error {
  constructor(slot: string, ms: number) {
    super(`the ${slot} render worker was busy for ${ms} ms`);
    this.name = 'RenderBusyError';
  }
}

interface Pending {
  resolve: (value: FromWorker) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  /** Releases evaluated in this worker (by manifest URL) and the contracts version each states. */
  loaded: Map<string, Promise<string>>;
  pending: Map<number, Pending>;
}

export interface RenderPoolOptions {
  shellBuildFile: string;
  /** Heap of each worker: a page that leaks cannot take the site server's memory. */
  maxOldGenerationSizeMb?: number;
  /** Renders a worker is given at once (they interleave while they wait for the API). */
  maxInFlight?: number;
}

/** Renders running in one slot's worker, and those waiting for their turn (first come, first served). */
interface Turns {
  running: number;
  waiting: { start: () => void; refuse: (error: Error) => void }[];
}

// Under tsx the worker inherits its loader; elsewhere (Jest) it is given one.
const execArgv = process.execArgv.some((arg) => arg.includes('tsx')) ? undefined : ['--import', 'tsx'];

export function createRenderPool({ shellBuildFile, maxOldGenerationSizeMb = 256, maxInFlight = 4 }: RenderPoolOptions) {
  const slots = new Map<string, Slot>();
  // By slot name, not by worker: renders waiting for a turn outlive a worker that is replaced.
  const turns = new Map<string, Turns>();
  let nextId = 1;
  let closed = false;
  const closing = () => new Error('the site server is closing');

  function dispose(name: string, slot: Slot, error: Error) {
    if (slots.get(name) === slot) slots.delete(name);
    for (const pending of slot.pending.values()) pending.reject(error);
    slot.pending.clear();
    void slot.worker.terminate();
  }

  function slotOf(name: string): Slot {
    const existing = slots.get(name);
    if (existing) return existing;
    const worker = new Worker(new URL('./renderWorker.ts', import.meta.url), {
      workerData: { shellBuildFile } satisfies WorkerData,
      execArgv,
      // Nothing of the site server's settings (tokens, database URLs): only what rendering needs.
      env: { NODE_ENV: process.env.NODE_ENV ?? 'production' },
      resourceLimits: { maxOldGenerationSizeMb },
      stdout: false,
      stderr: false,
    });
    const slot: Slot = { worker, loaded: new Map(), pending: new Map() };
    worker.on('message', (message: FromWorker) => {
      const pending = slot.pending.get(message.id);
      slot.pending.delete(message.id);
      pending?.resolve(message);
    });
    worker.on('error', (error) => dispose(name, slot, error));
    worker.on('exit', (code) => dispose(name, slot, new Error(`the ${name} render worker stopped (code ${code})`)));
    // A worker waiting for work must not keep the site server's process alive.
    worker.unref();
    slots.set(name, slot);
    return slot;
  }

  function send(name: string, slot: Slot, message: ToWorker, budgetMs: number): Promise<FromWorker> {
    return new Promise<FromWorker>((resolve, reject) => {
      const timer = setTimeout(() => dispose(name, slot, new RenderTimeoutError(name, budgetMs)), budgetMs);
      slot.pending.set(message.id, {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      slot.worker.postMessage(message);
    });
  }

  /** Evaluates a release in its remote's worker once; resolves with the contracts version it states. */
  function load(name: string, release: ReleaseCode, budgetMs: number): Promise<string> {
    const slot = slotOf(name);
    let loading = slot.loaded.get(release.key);
    if (!loading) {
      loading = send(name, slot, { type: 'load', id: nextId++, release }, budgetMs).then((answer) => {
        if (answer.type === 'loaded') return answer.contractsVersion;
        throw new Error(answer.type === 'failed' ? answer.message : 'unexpected answer');
      });
      slot.loaded.set(release.key, loading);
      loading.catch(() => slot.loaded.get(release.key) === loading && slot.loaded.delete(release.key));
    }
    return loading;
  }

  function turnsOf(name: string): Turns {
    let slotTurns = turns.get(name);
    if (!slotTurns) {
      slotTurns = { running: 0, waiting: [] };
      turns.set(name, slotTurns);
    }
    return slotTurns;
  }

  /** Resolves when the render may be sent to the worker; rejects when that takes longer than `budgetMs`. */
  function turn(name: string, budgetMs: number): Promise<void> {
    const slotTurns = turnsOf(name);
    if (slotTurns.running < maxInFlight) {
      slotTurns.running += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        slotTurns.waiting.splice(slotTurns.waiting.indexOf(waiter), 1);
        reject(new RenderBusyError(name, budgetMs));
      }, budgetMs);
      const waiter = {
        start: () => {
          clearTimeout(timer);
          slotTurns.running += 1;
          resolve();
        },
        refuse: (error: Error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      slotTurns.waiting.push(waiter);
    });
  }

  function turnDone(name: string) {
    const slotTurns = turnsOf(name);
    slotTurns.running -= 1;
    slotTurns.waiting.shift()?.start();
  }

  async function render(name: string, job: RenderJob, releaseKey: string | null, budgetMs: number): Promise<ServerRenderResult> {
    await turn(name, budgetMs);
    let answer: FromWorker;
    try {
      // A worker is never started once the pool has closed (a turn may have come after it).
      if (closed) throw closing();
      answer = await send(name, slotOf(name), { type: 'render', id: nextId++, job, releaseKey }, budgetMs);
    } finally {
      turnDone(name);
    }
    if (answer.type === 'rendered') return answer.result;
    throw new Error(answer.type === 'failed' ? answer.message : 'unexpected answer');
  }

  async function close(): Promise<void> {
    closed = true;
    for (const slotTurns of turns.values()) for (const waiter of slotTurns.waiting.splice(0)) waiter.refuse(closing());
    await Promise.all([...slots.entries()].map(([name, slot]) => dispose(name, slot, closing())));
  }

  return { load, render, close, running: (name: string) => slots.has(name) };
}

export type RenderPool = ReturnType<typeof createRenderPool>;
