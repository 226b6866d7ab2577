/**
 * What every limit window answers (addressWindow.ts counts in one process, limitWindows.ts across
 * replicas): whether a key (a client address, a release) is at its limit, counting one more event,
 * and when its window ends. Asked on the hot path: none of them waits for anything.
 */
export interface AddressWindow {
  /** Whether the key is at its limit now (a further event would be refused). */
  full(key: string): boolean;
  /** Counts one event; true when it is this process's first of the key's window (worth a log line). */
  add(key: string): boolean;
  /** Seconds until the key's window ends. */
  retryAfter(key: string): number;
  /** The limit this process applies. */
  readonly limit: number;
}

/** The newest keys kept, so that a client walking through addresses cannot make it grow without end. */
export const KEYS_KEPT = 10_000;
