import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db';

type AnyDb = Kysely<unknown>;

/**
 * The shared rate-limit counters (rate_limit) are written on every request a visitor makes. On
 * PostgreSQL each write was logged and flushed to disk before the answer went out; a counter
 * needs no such care (lost in a crash, it starts a new window). UNLOGGED: no write-ahead log, so
 * no flush per request; PostgreSQL empties the table after a crash, and a replica does not have
 * it (every instance writes to the primary). SQLite is one instance's file: nothing changes there.
 */
export const unloggedRateLimitsMigration = (dialect: Dialect) => ({
  async up(db: AnyDb) {
    if (dialect === 'postgres') await sql`ALTER TABLE rate_limit SET UNLOGGED`.execute(db);
  },
  async down(db: AnyDb) {
    if (dialect === 'postgres') await sql`ALTER TABLE rate_limit SET LOGGED`.execute(db);
  },
});
