/**
 * Keeps this instance's content answers true to the database: they are dropped at once when this
 * instance publishes or reverts, and within `everyMs` when another instance does or when a
 * publication's instant comes (a rate published tonight for 08:00 tomorrow holds from 08:00).
 * A rates change drops the rates' answers only; any other change drops every content answer
 * (an item can be in lists, details, the home page's blocks and search at once), and so does a
 * change to the search's synonyms (`synonyms`, their revision). A change that comes into force at
 * its instant is indexed for search then (`index`, once across instances). `dropped` is told
 * whenever every answer goes (the search's "did you mean" words follow the pages with it).
 */
import type { LRUCache } from 'lru-cache';
import { RATES_KEY_PREFIX, type ItemPublications, type RatePublications } from './publications';

export interface ContentCacheWatch {
  /** Drops the affected answers now (after a change made here). */
  changed(): void;
  stop(): void;
}

export function watchContent(
  sources: {
    rates: RatePublications;
    items: ItemPublications;
    index?: (now: Date) => Promise<unknown>;
    synonyms?: () => Promise<string>;
  },
  cache: LRUCache<string, string>,
  everyMs = 1_000,
  log?: (error: unknown) => void,
  dropped?: () => void,
): ContentCacheWatch {
  let seen: { rates: string; items: string; synonyms: string } | null = null;
  const dropAll = () => {
    cache.clear();
    dropped?.();
  };
  const dropRates = () => {
    for (const key of cache.keys()) if (key.startsWith(RATES_KEY_PREFIX)) cache.delete(key);
  };
  const look = async () => {
    const at = new Date();
    await sources.index?.(at);
    const now = {
      rates: await sources.rates.signature(at),
      items: await sources.items.signature(at),
      synonyms: (await sources.synonyms?.()) ?? '',
    };
    if (seen !== null && (now.items !== seen.items || now.synonyms !== seen.synonyms)) dropAll();
    else if (seen !== null && now.rates !== seen.rates) dropRates();
    seen = now;
  };
  const timer = setInterval(() => void look().catch((error: unknown) => log?.(error)), everyMs);
  timer.unref();
  void look().catch((error: unknown) => log?.(error));
  return {
    changed() {
      dropAll();
      void look().catch((error: unknown) => log?.(error));
    },
    stop: () => clearInterval(timer),
  };
}
