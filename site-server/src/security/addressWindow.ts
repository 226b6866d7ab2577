/**
 * How often each client address did something in the current minute (wrong tokens, CSP reports,
 * renders that missed the cache), in memory and bounded: the newest ten thousand addresses, so a
 * client walking through addresses cannot make it grow without end. Each site-server process
 * counts its own, so a process is given its share of a limit meant for the site as a whole.
 * An address is counted by its client key (server-kit's clientKey: IPv6 by its /64).
 */
import { LRUCache } from 'lru-cache';
import { clientKey } from '@ssb/server-kit/clientKey';

interface Window {
  start: number;
  count: number;
  /** Whether this window's first event was already told (logged). */
  told: boolean;
}

export interface AddressWindow {
  /** Whether the address is at its limit now (a further event would be refused). */
  full(client: string): boolean;
  /** Counts one event; true when it is the first of the window (worth a log line). */
  add(client: string): boolean;
  /** Seconds until the address's window ends. */
  retryAfter(client: string): number;
  /** The limit this process applies. */
  readonly limit: number;
}

export interface AddressWindowOptions {
  /** Events per window for the whole site. */
  perWindow: number;
  /** Site-server processes sharing the limit (each allows its share, at least one). */
  processes?: number;
  windowMs?: number;
  now?: () => number;
}

export function createAddressWindow({ perWindow, processes = 1, windowMs = 60_000, now = Date.now }: AddressWindowOptions): AddressWindow {
  const limit = Math.max(1, Math.floor(perWindow / Math.max(1, processes)));
  const windows = new LRUCache<string, Window>({ max: 10_000 });
  const current = (address: string): Window => {
    const at = now();
    const client = clientKey(address);
    let window = windows.get(client);
    if (!window || at - window.start >= windowMs) {
      window = { start: at, count: 0, told: false };
      windows.set(client, window);
    }
    return window;
  };
  return {
    limit,
    full: (client) => current(client).count >= limit,
    add(client) {
      const window = current(client);
      window.count += 1;
      const first = !window.told;
      window.told = true;
      return first;
    },
    retryAfter: (client) => Math.max(1, Math.ceil((current(client).start + windowMs - now()) / 1000)),
  };
}
