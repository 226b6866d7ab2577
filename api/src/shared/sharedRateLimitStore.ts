/**
 * A @fastify/rate-limit store whose counters live in the database, so that every API instance
 * counts the same requests (with one instance the plugin's in-memory store is used instead).
 * One upsert per request: it starts a new window when the old one is over, else counts.
 */
import { sql } from 'kysely';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/db';

type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Windows over this long ago are deleted now and then. */
const STALE_MS = 60 * 60_000;

export function sharedRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  const { kysely } = db;
  let calls = 0;
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    readonly prefix: string;
    constructor(_globalParams?: unknown, prefix = 'all:') {
      this.prefix = prefix;
    }

    incr(key: string, answer: Answer, timeWindow: number): void {
      const now = Date.now();
      const id = this.prefix + key;
      sql<{ count: number; window_start: number }>`
        INSERT INTO rate_limit (key, count, window_start) VALUES (${id}, 1, ${now})
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limit.window_start + ${timeWindow} <= ${now} THEN 1 ELSE rate_limit.count + 1 END,
          window_start = CASE WHEN rate_limit.window_start + ${timeWindow} <= ${now} THEN ${now} ELSE rate_limit.window_start END
        RETURNING count, window_start`
        .execute(kysely)
        .then(({ rows: [row] }) => {
          if (!row) throw new Error('the rate-limit counter returned no row');
          answer(null, { current: Number(row.count), ttl: Math.max(0, Number(row.window_start) + timeWindow - now) });
          if (++calls % 1000 === 0)
            void kysely
              .deleteFrom('rate_limit')
              .where('window_start', '<', now - STALE_MS)
              .execute()
              .catch(() => undefined);
        })
        .catch((error: unknown) => answer(error instanceof Error ? error : new Error(String(error))));
    }

    read(key: string, answer: Answer, timeWindow: number): void {
      const now = Date.now();
      kysely
        .selectFrom('rate_limit')
        .select(['count', 'window_start'])
        .where('key', '=', this.prefix + key)
        .executeTakeFirst()
        .then((row) =>
          answer(
            null,
            !row || row.window_start + timeWindow <= now ? { current: 0, ttl: 0 } : { current: row.count, ttl: row.window_start + timeWindow - now },
          ),
        )
        .catch((error: unknown) => answer(error instanceof Error ? error : new Error(String(error))));
    }

    // Each route counts on its own, as the in-memory store does.
    // Each route counts on its own, as the in-memory store does. The plugin passes the route under
    // `routeInfo`, which its type declarations do not say.
    child(routeOptions: object): SharedRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new SharedRateLimitStore(undefined, `${String(route?.method ?? '')} ${String(route?.url ?? '')}:`);
    }
  };
}
