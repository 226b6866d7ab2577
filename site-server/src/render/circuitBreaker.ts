/**
 * Which releases are not rendered on the server for a while, and why. A release whose process
 * crashes or overruns a few renders in a row, or that cannot even be loaded (it throws, crashes
 * or loops at import), has its pages served straight to the browser instead of making every
 * visitor wait for it: at once for a load failure, after `threshold` for the others.
 */
interface BreakerState {
  /** Skipped now: its pages are served unrendered. */
  open: boolean;
  /** Why, in full (for the log). */
  reason: string;
  /** Why, in a few words that carry nothing the release wrote (for public answers). */
  summary: string;
  /** When it is tried again (ms since the epoch). */
  until: number;
}

export interface CircuitBreaker {
  /** Why the key is skipped now, or null. */
  open(key: string): string | null;
  /** A crash or an overrun: counted. */
  failed(key: string, reason: string): void;
  /** It cannot be loaded: skipped at once. */
  trip(key: string, reason: string): void;
  succeeded(key: string): void;
  /** Every key that failed since it last succeeded, skipped now or not. */
  states(): Map<string, BreakerState>;
}

export interface BreakerOptions {
  threshold?: number;
  coolDownMs?: number;
  /** A load failure is not tried again before this (a release does not mend itself). */
  tripMs?: number;
  now?: () => number;
}

export function createCircuitBreaker({ threshold = 3, coolDownMs = 30_000, tripMs = 60_000, now = Date.now }: BreakerOptions = {}): CircuitBreaker {
  const state = new Map<string, { failures: number; until: number; reason: string; summary: string }>();
  const seconds = (ms: number) => Math.ceil(ms / 1000);
  return {
    open(key) {
      const entry = state.get(key);
      if (!entry || entry.until <= now()) return null;
      return `${entry.reason}; not rendered on the server for ${seconds(entry.until - now())} s more`;
    },
    failed(key, reason) {
      const entry = state.get(key) ?? { failures: 0, until: 0, reason, summary: '' };
      entry.failures += 1;
      entry.reason = `${entry.failures} failure${entry.failures > 1 ? 's' : ''} in a row, the last: ${reason}`;
      entry.summary = `its render process crashed or overran ${entry.failures} renders in a row`;
      if (entry.failures >= threshold) entry.until = now() + coolDownMs;
      state.set(key, entry);
    },
    trip(key, reason) {
      state.set(key, {
        failures: threshold,
        until: now() + tripMs,
        reason: `it cannot be loaded: ${reason}`,
        summary: 'its server build cannot be loaded (it throws, crashes, loops or is refused at import)',
      });
    },
    succeeded: (key) => void state.delete(key),
    states: () => new Map([...state].map(([key, e]) => [key, { open: e.until > now(), reason: e.reason, summary: e.summary, until: e.until }])),
  };
}
