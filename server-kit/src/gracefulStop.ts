/**
 * How every server process of the site stops (the site server, the API, the origin): on SIGTERM
 * or SIGINT it runs `stop` once (which drains, closes and releases), then exits 0; if that fails
 * or takes longer than the budget, it exits 1 anyway, so that a stuck pool never holds a rolling
 * update. A second signal changes nothing.
 */

/** The whole stop, drain included: Kubernetes' grace period is set above it. */
const STOP_BUDGET_MS = 10_000;

/** One JSON line on stderr, in pino's shape, for what happens outside any request (60: it cannot start). */
export const processLog = (msg: string, level: 30 | 40 | 50 | 60 = 30): void => {
  process.stderr.write(`${JSON.stringify({ level, time: Date.now(), pid: process.pid, msg })}\n`);
};

export function onStopSignal(stop: () => Promise<void>, log: (line: string) => void = processLog): void {
  let stopping = false;
  const handle = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping`);
    setTimeout(() => {
      log(`not stopped within ${STOP_BUDGET_MS} ms: ending now`);
      process.exit(1);
    }, STOP_BUDGET_MS).unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log(`stopping failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => handle('SIGTERM'));
  process.on('SIGINT', () => handle('SIGINT'));
}

/** Waits `ms` (a drain: readiness already says the process is stopping). */
export const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
