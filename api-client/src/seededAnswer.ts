import { PAGE_DATA_GLOBAL } from '@ssb/contracts';

/** A seeded answer is for the first view only: later navigations ask the API afresh. */
const SEED_LIFETIME_MS = 30_000;

/**
 * The answer the site server put into the page for `url` (the contract's PAGE_DATA_GLOBAL), or
 * undefined. Kept for the first moments of the page only (an embedded widget may ask for the
 * same record as its page), never for later navigations.
 */
export function seededAnswer(url: string): unknown {
  // globalThis is the window in a browser; elsewhere the global is simply not set.
  const seeds = (globalThis as unknown as Record<string, unknown>)[PAGE_DATA_GLOBAL];
  if (typeof seeds !== 'object' || seeds === null || !Object.prototype.hasOwnProperty.call(seeds, url)) return undefined;
  if (typeof performance === 'undefined' || performance.now() > SEED_LIFETIME_MS) return undefined;
  return (seeds as Record<string, unknown>)[url];
}
