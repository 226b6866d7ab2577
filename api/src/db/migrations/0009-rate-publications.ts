import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db';

type AnyDb = Kysely<unknown>;

/**
 * Exchange rates the bank's staff publish (the content API), one row per publication: the tab it
 * is for, the instant from which it holds, the rates, who published it and when. A publication is
 * never changed or deleted: a mistake is reverted (marked, with who and when), and the one before
 * it holds again. This is the rates' history (the chart of 30 and 90 days reads it) and its audit.
 * It lives apart from the seed's content, so a new seed never overwrites what staff published.
 */
export const ratePublicationsMigration = (dialect: Dialect) => ({
  async up(db: AnyDb) {
    const id = dialect === 'postgres' ? sql`id BIGSERIAL PRIMARY KEY` : sql`id INTEGER PRIMARY KEY AUTOINCREMENT`;
    await sql`
      CREATE TABLE rate_publication (
        ${id},
        selector TEXT NOT NULL,
        effective_at TEXT NOT NULL,
        rates TEXT NOT NULL,
        published_at TEXT NOT NULL,
        published_by TEXT NOT NULL,
        reverted_at TEXT,
        reverted_by TEXT,
        UNIQUE (selector, effective_at)
      )`.execute(db);
    await sql`CREATE INDEX rate_publication_current ON rate_publication (selector, effective_at)`.execute(db);
  },
  async down(db: AnyDb) {
    await sql`DROP TABLE rate_publication`.execute(db);
  },
});
