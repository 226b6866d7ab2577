/**
 * Re-reads the deploy registry every few seconds, so that a switch made through another
 * instance is served here too. A store that cannot be read is told once per failure streak:
 * the instance keeps serving the state it read last.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DeployRegistry } from './registry';

export interface RegistryPoll {
  /** No refresh starts after it; resolves when the one under way (if any) has ended. */
  stop(): Promise<void>;
}

export function pollRegistry(
  registry: Pick<DeployRegistry, 'refresh' | 'state' | 'describeStore'>,
  intervalMs: number,
  log: FastifyBaseLogger,
): RegistryPoll {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  let failing = false;

  async function tick(): Promise<void> {
    const before = registry.state().revision;
    try {
      await registry.refresh();
      const after = registry.state().revision;
      if (after !== before) log.info({ registry: { revision: after } }, `deploy registry: revision ${after}, switched by another instance`);
      if (failing) log.info(`deploy registry (${registry.describeStore()}) can be read again`);
      failing = false;
    } catch (error) {
      if (!failing)
        log.warn(
          { err: error },
          `deploy registry (${registry.describeStore()}) cannot be read: ${error instanceof Error ? error.message : String(error)}; serving revision ${before} until it can`,
        );
      failing = true;
    }
  }

  function schedule(): void {
    timer = setTimeout(() => {
      running = tick().finally(() => {
        if (!stopped) schedule();
      });
    }, intervalMs);
    // Never what keeps the process alive.
    timer.unref();
  }

  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
