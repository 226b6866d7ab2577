/**
 * Limits that hold across every site-server process and replica, with no database round trip on
 * the request's path. Each process counts in memory, as addressWindow.ts does alone, and settles
 * with a shared store (PostgreSQL: postgresWindowStore.ts) in batches: every SETTLE_MS, one
 * statement carries every key that had events since the last (and every key asked about past half
 * its limit), adds them to the site's counts and answers the totals, which become this process's
 * view. A key whose events reach a tenth of its limit is settled at once, so one busy client is
 * seen by the others within a round trip.
 *
 * What a client can get past a limit: a process refuses once its view (the site's total at its
 * last settlement, plus its own events since) reaches the limit, so it never admits more than the
 * limit by itself; the others' events since their last settlement are what it cannot see. With N
 * processes the total admitted in a window is at most limit + (N − 1) × (a tenth of the limit, and
 * the events one process takes in a round trip to the store), and never more than N × limit
 * (each process alone, as without the store). docs/hardening.md has the measured figures.
 *
 * A store that fails is no reason to refuse visitors: the process then counts alone (its view
 * keeps what it had) and says so once, until a settlement succeeds again.
 *
 *   const windows = sharedLimitWindows({ store: postgresWindowStore(databaseUrl), log });
 *   const reads = windows.window({ name: 'relayed-reads', perWindow: 5_000 });
 *   if (!reads.full(releaseId)) reads.add(releaseId);
 */
import { LRUCache } from 'lru-cache';
import { KEYS_KEPT, type AddressWindow } from './countWindow';

export interface LimitWindows {
  /** A window counting events per key for the whole site; one per name. */
  window(options: { name: string; perWindow: number; windowMs?: number }): AddressWindow;
  /** What the counts are shared through, for the start-up log. */
  describe(): string;
  /** Settles what is pending and closes the store. */
  close(): Promise<void>;
}

/** One key's events since the last settlement, as the store takes them. */
export interface WindowEvents {
  /** `<window name>:<key>`. */
  key: string;
  count: number;
  windowMs: number;
}

/** The site's count of a key after a settlement, and how long its window still runs. */
export interface WindowTotal {
  key: string;
  count: number;
  remainingMs: number;
}

export interface WindowStore {
  /** Adds each key's events to its current window (a new one where it ended) and answers the totals. */
  settle(events: readonly WindowEvents[]): Promise<WindowTotal[]>;
  describe(): string;
  close(): Promise<void>;
}

/** How often a process settles its counts with the store, when it has any. */
const SETTLE_MS = 100;
/** The most keys one settlement carries; the rest go in the next one. */
const BATCH_KEYS = 2_000;

interface KeyState {
  /** The site's count at the last settlement (this process's own events included). */
  settled: number;
  /** Events since, not yet sent. */
  pending: number;
  /** Events in the settlement under way. */
  sending: number;
  endsAt: number;
  told: boolean;
  /** Asked about near its limit since the last settlement: the next one brings the site's count, events or not. */
  refresh: boolean;
}

interface OpenWindow {
  name: string;
  limit: number;
  windowMs: number;
  /** Settled at once when a key's unsent events reach it. */
  early: number;
  keys: LRUCache<string, KeyState>;
}

export interface SharedWindowsOptions {
  store: WindowStore;
  settleMs?: number;
  now?: () => number;
  /** Told when settlements start failing (once) and when they work again. */
  log?: (level: 'warn' | 'info', line: string) => void;
}

export function sharedLimitWindows({ store, settleMs = SETTLE_MS, now = Date.now, log = () => undefined }: SharedWindowsOptions): LimitWindows {
  const windows = new Map<string, OpenWindow>();
  let running: Promise<void> | null = null;
  let again = false;
  let failing = false;
  let closed = false;

  const stateOf = (window: OpenWindow, key: string): KeyState => {
    const at = now();
    let state = window.keys.get(key);
    if (!state || (at >= state.endsAt && state.pending === 0 && state.sending === 0)) {
      // A new window as far as this process knows; the store's answer may say it began earlier.
      state = { settled: 0, pending: 0, sending: 0, endsAt: at + window.windowMs, told: false, refresh: false };
      window.keys.set(key, state);
    } else if (at >= state.endsAt) {
      state.settled = 0;
      state.endsAt = at + window.windowMs;
      state.told = false;
    }
    return state;
  };

  async function settleOnce(): Promise<void> {
    const batch: { window: OpenWindow; key: string; state: KeyState }[] = [];
    for (const window of windows.values()) {
      for (const [key, state] of window.keys.entries()) {
        if (state.pending === 0 && !state.refresh) continue;
        state.sending = state.pending;
        state.pending = 0;
        state.refresh = false;
        batch.push({ window, key, state });
        if (batch.length >= BATCH_KEYS) break;
      }
    }
    if (batch.length === 0) return;
    // One order for every process: two settlements touching the same keys never deadlock.
    batch.sort((a, b) => (`${a.window.name}:${a.key}` < `${b.window.name}:${b.key}` ? -1 : 1));
    try {
      const totals = await store.settle(
        batch.map(({ window, key, state }) => ({ key: `${window.name}:${key}`, count: state.sending, windowMs: window.windowMs })),
      );
      const byKey = new Map(totals.map((total) => [total.key, total]));
      const at = now();
      for (const { window, key, state } of batch) {
        const total = byKey.get(`${window.name}:${key}`);
        if (total) {
          state.settled = total.count;
          state.endsAt = at + total.remainingMs;
        } else state.settled += state.sending;
        state.sending = 0;
      }
      if (failing) log('info', 'limits are shared again: settlements with the store succeed');
      failing = false;
    } catch (error) {
      // Counted here alone until the store answers again: nothing is lost from this process's view.
      for (const { state } of batch) {
        state.settled += state.sending;
        state.sending = 0;
      }
      if (!failing)
        log(
          'warn',
          `limits counted per process for now: ${store.describe()} did not take a settlement (${error instanceof Error ? error.message : String(error)})`,
        );
      failing = true;
    }
    if (batch.length >= BATCH_KEYS) again = true;
  }

  /** One settlement at a time; a request for another while one runs makes one more right after. */
  const settle = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await settleOnce();
      } while (again && !closed);
    })().finally(() => {
      running = null;
    });
    return running;
  };

  const timer = setInterval(() => void settle(), settleMs);
  timer.unref();

  return {
    window({ name, perWindow, windowMs = 60_000 }) {
      if (windows.has(name)) throw new Error(`a limit window named ${name} exists already`);
      const limit = Math.max(1, Math.floor(perWindow));
      const window: OpenWindow = { name, limit, windowMs, early: Math.max(1, Math.ceil(limit / 10)), keys: new LRUCache({ max: KEYS_KEPT }) };
      windows.set(name, window);
      return {
        limit,
        full(key) {
          const state = stateOf(window, key);
          const seen = state.settled + state.sending + state.pending;
          // Past half its limit, a key asked about is brought up to date at the next settlement
          // even without events of this process: the others' may have filled it.
          if (seen >= limit / 2 && seen < limit) state.refresh = true;
          return seen >= limit;
        },
        add(key) {
          const state = stateOf(window, key);
          state.pending += 1;
          const first = !state.told;
          state.told = true;
          if (state.pending + state.sending >= window.early) void settle();
          return first;
        },
        retryAfter: (key) => Math.max(1, Math.ceil((stateOf(window, key).endsAt - now()) / 1000)),
      };
    },
    describe: () => `shared through ${store.describe()}, settled every ${settleMs} ms`,
    async close() {
      clearInterval(timer);
      await settle().catch(() => undefined);
      closed = true;
      await store.close();
    },
  };
}
