/**
 * A @fastify/rate-limit store whose counters live in the database, so that every API instance
 * counts the same requests (with one instance the plugin's in-memory store is used instead).
 *
 * A database round trip per request made PostgreSQL serve cached answers at a third of SQLite's
 * pace. A limit of a few dozen a minute guards something (a form, a guessed code or token): it is
 * counted in the table on every request, as before. A generous one (BATCH_FROM and more: the reads)
 * is counted in memory and settled with the table in batches:
 *
 * - A visitor's first request on this instance in a window, and every request once the count
 *   they are known to have passes half their limit, is counted in the table at once (one upsert,
 *   which also carries what this instance counted since): near the limit every instance decides
 *   on the shared count.
 * - Below half the limit a request is counted here and answered at once; every FLUSH_MS the
 *   instance adds what it counted to the table in one statement and learns the shared counts.
 *
 * Each instance settles before its own count for a visitor passes half the limit, so what two
 * instances have not yet told each other stays below it; a visitor sending one instance more than
 * half their limit within FLUSH_MS is counted at once from then on. On PostgreSQL the table is
 * UNLOGGED (migration 0017): a count is not flushed to disk.
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/db';
import type { Schema } from '../db/schema';

type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Windows over this long ago are deleted now and then. */
const STALE_MS = 60 * 60_000;
/** Limits from this many requests a window are counted in batches; tighter ones at once. */
const BATCH_FROM = 300;
/** How often what an instance counted is added to the table. */
const FLUSH_MS = 100;
/** Counts a flush adds in one statement. */
const FLUSH_ROWS = 1_000;
/** Visitors an instance keeps counts for before it forgets those whose window is over. */
const MAX_KEYS = 100_000;

interface Count {
  /** The window's start and the count, as the table had them when this instance last asked. */
  windowStart: number;
  known: number;
  /** Counted here since, not yet in the table. */
  pending: number;
  timeWindow: number;
}

interface Row {
  key: string;
  count: number | string;
  window_start: number | string;
}

/** Adds `adds` (key → requests) to the table, each key's window restarting when it is over. */
async function addCounts(kysely: Kysely<Schema>, adds: [string, number][], timeWindow: number, now: number): Promise<Row[]> {
  const values = adds.map(([key, n]) => sql`(${key}, ${n}, ${now})`);
  const { rows } = await sql<Row>`
    INSERT INTO rate_limit (key, count, window_start) VALUES ${sql.join(values)}
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit.window_start + ${timeWindow} <= ${now} THEN excluded.count ELSE rate_limit.count + excluded.count END,
      window_start = CASE WHEN rate_limit.window_start + ${timeWindow} <= ${now} THEN ${now} ELSE rate_limit.window_start END
    RETURNING key, count, window_start`.execute(kysely);
  return rows;
}

export function sharedRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  const { kysely } = db;
  // One table of counts for every route's store (children share it).
  const counts = new Map<string, Count>();
  let flushes = 0;
  let timer: NodeJS.Timeout | undefined;

  const learn = (row: Row) => {
    const count = counts.get(row.key);
    if (!count) return;
    count.known = Number(row.count);
    count.windowStart = Number(row.window_start);
  };

  const forgetOld = (now: number) => {
    if (counts.size <= MAX_KEYS) return;
    for (const [key, c] of counts) if (c.windowStart + c.timeWindow <= now && c.pending === 0) counts.delete(key);
    if (counts.size > MAX_KEYS) counts.clear();
  };

  const flush = async () => {
    timer = undefined;
    const now = Date.now();
    const byWindow = new Map<number, [string, number][]>();
    for (const [key, c] of counts) {
      if (c.pending === 0) continue;
      byWindow.set(c.timeWindow, [...(byWindow.get(c.timeWindow) ?? []), [key, c.pending]]);
      c.pending = 0;
    }
    for (const [timeWindow, all] of byWindow) {
      // At most FLUSH_ROWS a statement: three parameters a row, under PostgreSQL's 65 535.
      for (let i = 0; i < all.length; i += FLUSH_ROWS) {
        const adds = all.slice(i, i + FLUSH_ROWS);
        try {
          for (const row of await addCounts(kysely, adds, timeWindow, now)) learn(row);
        } catch {
          // Counted again at the next flush: a lost count is a visitor let past their limit.
          for (const [key, n] of adds) {
            const c = counts.get(key);
            if (c) c.pending += n;
          }
          schedule();
        }
      }
    }
    forgetOld(now);
    if (++flushes % 1000 === 0)
      void kysely
        .deleteFrom('rate_limit')
        .where('window_start', '<', now - STALE_MS)
        .execute()
        .catch(() => undefined);
  };

  const schedule = () => {
    if (timer) return;
    timer = setTimeout(() => void flush(), FLUSH_MS);
    // A counter never keeps the process up; what is pending at exit is a few requests' counts.
    timer.unref();
  };

  return class SharedRateLimitStore implements FastifyRateLimitStore {
    readonly prefix: string;
    constructor(_globalParams?: unknown, prefix = 'all:') {
      this.prefix = prefix;
    }

    incr(key: string, answer: Answer, timeWindow: number, max: number): void {
      const now = Date.now();
      const id = this.prefix + key;
      let count = counts.get(id);
      if (count && count.windowStart + timeWindow <= now) {
        // Its window is over: what is pending belonged to it, and the table starts a new one.
        counts.delete(id);
        count = undefined;
      }
      if (count && max >= BATCH_FROM && count.known + count.pending + 1 <= max / 2) {
        count.pending += 1;
        schedule();
        answer(null, { current: count.known + count.pending, ttl: Math.max(0, count.windowStart + timeWindow - now) });
        return;
      }
      // At once: this request and what this instance counted for the visitor since.
      const adds = 1 + (count?.pending ?? 0);
      if (count) count.pending = 0;
      addCounts(kysely, [[id, adds]], timeWindow, now)
        .then(([row]) => {
          if (!row) throw new Error('the rate-limit counter returned no row');
          const entry = counts.get(id) ?? { windowStart: 0, known: 0, pending: 0, timeWindow };
          counts.set(id, entry);
          learn(row);
          answer(null, { current: Number(row.count) + entry.pending, ttl: Math.max(0, Number(row.window_start) + timeWindow - now) });
        })
        .catch((error: unknown) => answer(error instanceof Error ? error : new Error(String(error))));
    }

    read(key: string, answer: Answer, timeWindow: number): void {
      const now = Date.now();
      const pending = counts.get(this.prefix + key)?.pending ?? 0;
      kysely
        .selectFrom('rate_limit')
        .select(['count', 'window_start'])
        .where('key', '=', this.prefix + key)
        .executeTakeFirst()
        .then((row) =>
          answer(
            null,
            !row || row.window_start + timeWindow <= now
              ? { current: pending, ttl: 0 }
              : { current: row.count + pending, ttl: row.window_start + timeWindow - now },
          ),
        )
        .catch((error: unknown) => answer(error instanceof Error ? error : new Error(String(error))));
    }

    // Each route counts on its own, as the in-memory store does. The plugin passes the route under
    // `routeInfo`, which its type declarations do not say.
    child(routeOptions: object): SharedRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new SharedRateLimitStore(undefined, `${String(route?.method ?? '')} ${String(route?.url ?? '')}:`);
    }
  };
}
