/**
 * One render worker per remote (and one for pages of no remote), started on first use. A job
 * that overruns its budget terminates its worker, which interrupts even a synchronous endless
 * loop; every job still waiting on that worker fails at once, and the next job starts a new one.
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
}

// Under tsx the worker inherits its loader; elsewhere (Jest) it is given one.
const execArgv = process.execArgv.some((arg) => arg.includes('tsx')) ? undefined : ['--import', 'tsx'];

export function createRenderPool({ shellBuildFile, maxOldGenerationSizeMb = 256 }: RenderPoolOptions) {
  const slots = new Map<string, Slot>();
  let nextId = 1;

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

  async function render(name: string, job: RenderJob, releaseKey: string | null, budgetMs: number): Promise<ServerRenderResult> {
    const answer = await send(name, slotOf(name), { type: 'render', id: nextId++, job, releaseKey }, budgetMs);
    if (answer.type === 'rendered') return answer.result;
    throw new Error(answer.type === 'failed' ? answer.message : 'unexpected answer');
  }

  async function close(): Promise<void> {
    await Promise.all([...slots.entries()].map(([name, slot]) => dispose(name, slot, new Error('the site server is closing'))));
  }

  return { load, render, close, running: (name: string) => slots.has(name) };
}

export type RenderPool = ReturnType<typeof createRenderPool>;
