/**
 * How often each key (a client address; a release, for a budget per release) did something in
 * the current window: wrong tokens, CSP reports, renders that missed the cache. Asked on the hot
 * path, answered from memory: `full` and `add` never wait for anything.
 *
 * Without a shared store each site-server process counts its own, so a process is given its share
 * of a limit meant for the site as a whole. With one (limitWindows.ts: PostgreSQL when the site has
 * DATABASE_URL) the counts of every process and replica are settled together in short batches, and
 * the limit is the site's.
 *
 * A client address is counted by its client key (server-kit's clientKey: IPv4-mapped as IPv4, IPv6
 * by its /64), by the same function whether the counts are this process's or the site's, so that
 * `…::1`, `…::2` and `…:0:0:0:1` of one network are one client everywhere.
 */
import { LRUCache } from 'lru-cache';
import { clientKey } from '@ssb/server-kit/clientKey';
import type { LimitWindows } from './limitWindows';
import { KEYS_KEPT, type AddressWindow } from './countWindow';

export type { AddressWindow } from './countWindow';

export interface AddressWindowOptions {
  /** Events per window for the whole site. */
  perWindow: number;
  /** Site-server processes sharing the limit (each allows its share, at least one); ignored when shared. */
  processes?: number;
  windowMs?: number;
  now?: () => number;
  /** Counts shared by every process and replica: then the limit is the whole site's. */
  shared?: LimitWindows;
  /** The window's name in the shared store (`renders`, `wrong-tokens`): keys of two windows never mix. */
  name?: string;
  /** The key an event is counted under (clientKey by default; a release's window counts its id as it is). */
  keyOf?: (key: string) => string;
}

/** The window with every key read through `keyOf` first. */
function keyedBy(window: AddressWindow, keyOf: (key: string) => string): AddressWindow {
  return {
    limit: window.limit,
    full: (key) => window.full(keyOf(key)),
    add: (key) => window.add(keyOf(key)),
    retryAfter: (key) => window.retryAfter(keyOf(key)),
  };
}

export function createAddressWindow({
  perWindow,
  processes = 1,
  windowMs = 60_000,
  now = Date.now,
  shared,
  name = 'window',
  keyOf = clientKey,
}: AddressWindowOptions): AddressWindow {
  if (shared) return keyedBy(shared.window({ name, perWindow, windowMs }), keyOf);
  const limit = Math.max(1, Math.floor(perWindow / Math.max(1, processes)));
  const windows = new LRUCache<string, { start: number; count: number; told: boolean }>({ max: KEYS_KEPT });
  const current = (key: string) => {
    const at = now();
    let window = windows.get(key);
    if (!window || at - window.start >= windowMs) {
      window = { start: at, count: 0, told: false };
      windows.set(key, window);
    }
    return window;
  };
  return keyedBy(
    {
      limit,
      full: (key) => current(key).count >= limit,
      add(key) {
        const window = current(key);
        window.count += 1;
        const first = !window.told;
        window.told = true;
        return first;
      },
      retryAfter: (key) => Math.max(1, Math.ceil((current(key).start + windowMs - now()) / 1000)),
    },
    keyOf,
  );
}
