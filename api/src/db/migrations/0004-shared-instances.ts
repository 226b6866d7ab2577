import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db';

type AnyDb = Kysely<unknown>;

/**
 * What several API instances on one database share: who is delivering a notification (a claim
 * with an expiry, so a crashed instance's rows are taken over), rate-limit counters, and
 * uploaded documents when they are kept in the database.
 */
export const sharedInstancesMigration = (dialect: Dialect) => ({
  async up(db: AnyDb) {
    const pg = dialect === 'postgres';
    await sql`ALTER TABLE outbox ADD COLUMN claimed_by TEXT`.execute(db);
    await sql`ALTER TABLE outbox ADD COLUMN claimed_until BIGINT`.execute(db);
    await sql`CREATE INDEX outbox_pending ON outbox (id) WHERE sent_at IS NULL`.execute(db);
    await sql`
      CREATE TABLE rate_limit (
        key TEXT PRIMARY KEY,
        count INTEGER NOT NULL,
        window_start BIGINT NOT NULL
      )`.execute(db);
    await sql`
      CREATE TABLE upload_blob (
        stored_name TEXT PRIMARY KEY REFERENCES application_file(stored_name) ON DELETE CASCADE,
        data ${pg ? sql`BYTEA` : sql`BLOB`} NOT NULL
      )`.execute(db);
  },
  async down(db: AnyDb) {
    await sql`DROP TABLE upload_blob`.execute(db);
    await sql`DROP TABLE rate_limit`.execute(db);
    await sql`DROP INDEX outbox_pending`.execute(db);
    await sql`ALTER TABLE outbox DROP COLUMN claimed_until`.execute(db);
    await sql`ALTER TABLE outbox DROP COLUMN claimed_by`.execute(db);
  },
});
