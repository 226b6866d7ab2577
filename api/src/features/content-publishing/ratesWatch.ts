/**
 * Keeps this instance's answers of /api/rates/ true to the database: they are dropped at once when
 * this instance publishes or reverts, and within `everyMs` when another instance does or when a
 * publication's instant comes (a rate published tonight for 08:00 tomorrow holds from 08:00).
 */
import type { LRUCache } from 'lru-cache';
import { RATES_KEY_PREFIX, type RatePublications } from './ratePublications';

export interface RatesWatch {
  /** Drops the rates' answers now (after a change made here). */
  changed(): void;
  stop(): void;
}

export function watchRates(
  publications: RatePublications,
  cache: LRUCache<string, string>,
  everyMs = 1_000,
  log?: (error: unknown) => void,
): RatesWatch {
  let seen: string | null = null;
  const drop = () => {
    for (const key of cache.keys()) if (key.startsWith(RATES_KEY_PREFIX)) cache.delete(key);
  };
  const look = async () => {
    const now = await publications.signature(new Date());
    if (seen !== null && now !== seen) drop();
    seen = now;
  };
  const timer = setInterval(() => void look().catch((error: unknown) => log?.(error)), everyMs);
  timer.unref();
  void look().catch((error: unknown) => log?.(error));
  return {
    changed() {
      drop();
      void look().catch((error: unknown) => log?.(error));
    },
    stop: () => clearInterval(timer),
  };
}
