/**
 * The bench's in-process reference: the render host in a worker thread of the site server, with
 * no sandbox around it, to measure what the sandbox costs in the same run. Never part of the site:
 * only bench/threadRenderedSite.ts injects it (createSiteServer's `render.transport`), and the
 * production program has no setting that could.
 */
import { Worker } from 'node:worker_threads';
import type { TransportFactory } from '../render/transport';

export const threadTransport: TransportFactory = ({ files, heapMb, onMessage, onGone }) => {
  const worker = new Worker(files.hostEntry, {
    env: {},
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: heapMb },
    stdout: true,
    stderr: true,
  });
  // Structured clones, not frames: their size is estimated for the channel's rate bound.
  worker.on('message', (message: unknown) => onMessage(message, JSON.stringify(message)?.length ?? 0));
  worker.on('error', (error) => onGone(`it threw: ${error.message}`));
  worker.on('exit', (code) => onGone(`it exited (code ${code})`));
  worker.unref();
  return {
    send: (message) => worker.postMessage(message),
    queued: () => 0,
    inside: { shellBuild: files.shellBuild, release: files.release },
    cpuMs: () => null,
    kill: () => void worker.terminate(),
    pid: undefined,
  };
};
