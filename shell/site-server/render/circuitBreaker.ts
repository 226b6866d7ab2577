/**
 * After a few failures in a row (a timeout, a crash), a release is not rendered on the server for
 * a while: its pages go straight to the browser instead of burning a core on every request.
 */
export interface CircuitBreaker {
  /** Why the key is skipped now, or null. */
  open(key: string): string | null;
  failed(key: string): void;
  succeeded(key: string): void;
}

export function createCircuitBreaker({ threshold = 3, coolDownMs = 30_000, now = Date.now } = {}): CircuitBreaker {
  const state = new Map<string, { failures: number; until: number }>();
  return {
    open(key) {
      const entry = state.get(key);
      if (!entry || entry.until <= now()) return null;
      return `${entry.failures} failures in a row; not rendered on the server for ${Math.ceil((entry.until - now()) / 1000)} s more`;
    },
    failed(key) {
      const entry = state.get(key) ?? { failures: 0, until: 0 };
      entry.failures += 1;
      if (entry.failures >= threshold) entry.until = now() + coolDownMs;
      state.set(key, entry);
    },
    succeeded: (key) => void state.delete(key),
  };
}
