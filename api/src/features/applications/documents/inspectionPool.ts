/**
 * Documents are inspected off the thread that answers requests: the API has one such thread, and
 * a check that inflates an image or unpacks a zip stalled every other visitor while it ran (three
 * PNG bombs held a GET /api/Credit/ for 4 s). A pool of worker threads (piscina) runs the checks
 * at a lower priority than the request thread, each document within
 * - a time budget, counted from when a worker takes it: past it the worker is stopped and the
 *   document refused (it is no plain scan);
 * - a memory budget: a worker's heap is bounded (resourceLimits), and what lives outside the heap
 *   (inflated data) is bounded by the checks themselves; a worker out of memory dies and the
 *   document is refused.
 * Documents wait for a worker in a queue of their own (not piscina's, so that waiting does not
 * eat the time budget); when it is full the answer is 503 with Retry-After: nothing was stored.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { InspectionResult, InspectionTask } from './inspectDocument';

export interface InspectionSettings {
  /** Worker threads; by default one fewer than the cores (the request thread keeps one), 1 to 4. */
  threads: number;
  /** How long one document may take once a worker has it (ms). */
  timeoutMs: number;
  /** The heap of a worker (MB). */
  memoryMb: number;
  /** Documents that may wait for a worker; one more is answered 503. */
  queueMax: number;
}

export const DEFAULT_INSPECTION: InspectionSettings = {
  threads: Math.min(4, Math.max(1, availableParallelism() - 1)),
  timeoutMs: 10_000,
  memoryMb: 256,
  queueMax: 48,
};

/** The verdict on a document: the check's own, or 'too_complex' when it did not finish within its budgets. */
export type Inspection =
  | { ok: true; ext: Exclude<InspectionResult, { ok: false }>['ext']; mime: string; data: Buffer; dropped: string[] }
  | { ok: false; problem: Exclude<InspectionResult, { ok: true }>['problem'] | 'too_complex'; reason: string };

/** Every worker is busy and the queue is full: the request is answered 503, nothing stored. */
export class InspectionBusy extends Error {
  constructor() {
    super('every document inspector is busy');
  }
}

// Beside this module from source (a tsx loader), beside the bundle when built (api/dist/).
const WORKER = new URL('./documentWorker.mjs', import.meta.url).href;

export interface InspectionPool {
  inspect(fileName: string, data: Buffer): Promise<Inspection>;
  /** Documents being inspected and waiting, for the metrics. */
  load(): { running: number; waiting: number };
  close(): Promise<void>;
}

export function createInspectionPool(settings: InspectionSettings): InspectionPool {
  const pool = new Piscina<InspectionTask, InspectionResult>({
    filename: WORKER,
    // Started on the first document, not with the API (most instances of it in tests never see one).
    minThreads: 0,
    maxThreads: settings.threads,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: settings.memoryMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    // The request thread goes first when both want a core.
    niceIncrement: 10,
  });
  let running = 0;
  const waiting: (() => void)[] = [];

  const acquire = async (): Promise<void> => {
    if (running < settings.threads) {
      running += 1;
      return;
    }
    if (waiting.length >= settings.queueMax) throw new InspectionBusy();
    // The releasing task hands its place over (running stays the same).
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async inspect(fileName, data) {
      await acquire();
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
      try {
        // One copy, moved to the worker rather than cloned again.
        const copy = new Uint8Array(data);
        const result = await pool.run({ fileName, data: copy }, { signal: controller.signal, transferList: [copy.buffer] });
        if (!result.ok) return result.problem === 'type' ? { ok: false, problem: 'type', reason: 'not the kind its name says' } : result;
        const stored = result.data ? Buffer.from(result.data.buffer, result.data.byteOffset, result.data.byteLength) : data;
        return { ok: true, ext: result.ext, mime: result.mime, data: stored, dropped: result.dropped };
      } catch (error) {
        if (controller.signal.aborted) return { ok: false, problem: 'too_complex', reason: `not checked within ${settings.timeoutMs} ms` };
        const code = (error as { code?: string }).code;
        if (code === 'ERR_WORKER_OUT_OF_MEMORY')
          return { ok: false, problem: 'too_complex', reason: `the check ran out of its ${settings.memoryMb} MB` };
        return {
          ok: false,
          problem: 'too_complex',
          reason: `the check's worker failed: ${error instanceof Error ? error.message.slice(0, 200) : String(error)}`,
        };
      } finally {
        clearTimeout(timer);
        release();
      }
    },
    load: () => ({ running, waiting: waiting.length }),
    close: () => pool.destroy(),
  };
}
