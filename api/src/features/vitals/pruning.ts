/**
 * Keeps the web_vital table bounded: prunes it when the app is ready and then on a timer (which
 * does not keep the process alive), one prune at a time, and waits for a running one before the
 * database closes.
 */
import type { FastifyInstance } from 'fastify';
import type { VitalsSettings } from './settings';
import type { VitalStore } from './store';

export function schedulePruning(app: FastifyInstance, store: VitalStore, settings: VitalsSettings): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let closed = false;
  const prune = () => {
    // A slow prune is not joined by another: the next tick finds the work done.
    if (closed || running) return;
    running = store
      .prune(settings)
      .then(({ expired, overflow }) => {
        if (expired + overflow > 0) app.log.info({ expired, overflow }, 'web vitals pruned');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'web vitals not pruned'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    prune();
    timer = setInterval(prune, settings.pruneEveryMs).unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await running;
  });
}
