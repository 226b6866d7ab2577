/** At least 200 ms between two prefetches, so they never crowd the network. */
const PREFETCH_MIN_DELAY_MS = 200;

export interface PrefetchQueue<K extends string = string> {
  /** Asks for a key to be fetched; a key is fetched at most once. */
  add(key: K): void;
  /** Stops the queue: nothing more starts. */
  stop(): void;
}

/**
 * Fetches keys one after another, the next starting at least `minDelayMs` after the previous
 * one started. Failures are ignored: a prefetch is only a head start.
 */
export function createPrefetchQueue<K extends string = string>(
  fetch: (key: K) => Promise<unknown>,
  { minDelayMs = PREFETCH_MIN_DELAY_MS, now = () => Date.now() }: { minDelayMs?: number; now?: () => number } = {},
): PrefetchQueue<K> {
  const seen = new Set<K>();
  const waiting: K[] = [];
  let lastStart = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const pump = () => {
    timer = null;
    if (stopped || waiting.length === 0) return;
    const wait = lastStart + minDelayMs - now();
    if (wait > 0) {
      timer = setTimeout(pump, wait);
      return;
    }
    const key = waiting.shift() as K;
    lastStart = now();
    fetch(key).catch(() => undefined);
    if (waiting.length > 0) timer = setTimeout(pump, minDelayMs);
  };

  return {
    add(key) {
      if (stopped || seen.has(key)) return;
      seen.add(key);
      waiting.push(key);
      if (timer === null) pump();
    },
    stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      waiting.length = 0;
    },
  };
}
