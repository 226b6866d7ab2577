/**
 * What a run started, undone in reverse order however the run ends: finished, failed, timed out
 * or interrupted. A step that fails does not keep the later ones from running.
 */
export interface Cleanup {
  /** Registers a step; steps run newest first. */
  add(name: string, step: () => Promise<unknown> | void): void;
  /** Runs every step once (later calls get the same answer); resolves with what failed. */
  run(): Promise<string[]>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createCleanup(): Cleanup {
  const steps: { name: string; step: () => Promise<unknown> | void }[] = [];
  let running: Promise<string[]> | null = null;

  async function runAll(): Promise<string[]> {
    const problems: string[] = [];
    for (const { name, step } of steps.reverse()) {
      try {
        await step();
      } catch (error) {
        problems.push(`${name}: ${messageOf(error)}`);
      }
    }
    return problems;
  }

  return {
    add: (name, step) => void steps.push({ name, step }),
    run() {
      running ??= runAll();
      return running;
    },
  };
}

/** Ctrl-C or a supervisor's SIGTERM still stops the processes and drops the database. */
export function cleanUpOnSignals(cleanup: Cleanup): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n[scale] ${signal}: stopping what the run started`);
      void cleanup.run().finally(() => process.exit(130));
    });
  }
}
