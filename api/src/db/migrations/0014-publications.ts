import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db';

type AnyDb = Kysely<unknown>;

const COLUMNS = sql`effective_at, published_at, published_by, reverted_at, reverted_by`;

/**
 * One table for everything staff publish, and so one audit trail: exchange rates are one more
 * kind beside the items (news, vacancies, tenders, documents, offices, ATMs, POS terminals, gold
 * prices). A row is one change of one item of a kind: `item` names it (an item's number, or a
 * rates tab's selector), `body` is what was published (JSON: a tab's rates, or an item's document
 * by language id; null: the item withdrawn). Rows are never changed or deleted, only reverted.
 *
 * The rows of rate_publication (0009) and content_publication (0011) are carried over: the items'
 * keep their numbers, the rates' are numbered after them in their own order. A tab still has at
 * most one publication per instant (a partial unique index).
 */
export const publicationsMigration = (dialect: Dialect) => {
  const pg = dialect === 'postgres';
  const id = pg ? sql`id BIGSERIAL PRIMARY KEY` : sql`id INTEGER PRIMARY KEY AUTOINCREMENT`;
  /** PostgreSQL's sequence goes on after the ids copied in (SQLite's AUTOINCREMENT follows them by itself). */
  const sequenceAfterCopy = async (db: AnyDb, table: string) => {
    if (pg) await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), COALESCE(MAX(id), 0) + 1, false) FROM ${sql.table(table)}`.execute(db);
  };
  return {
    async up(db: AnyDb) {
      await sql`
        CREATE TABLE publication (
          ${id},
          kind TEXT NOT NULL,
          item TEXT NOT NULL,
          slug TEXT,
          body TEXT,
          effective_at TEXT NOT NULL,
          published_at TEXT NOT NULL,
          published_by TEXT NOT NULL,
          reverted_at TEXT,
          reverted_by TEXT
        )`.execute(db);
      await sql`CREATE INDEX publication_item ON publication (kind, item, effective_at)`.execute(db);
      await sql`CREATE UNIQUE INDEX publication_rates_instant ON publication (item, effective_at) WHERE kind = 'rates'`.execute(db);
      await sql`
        INSERT INTO publication (id, kind, item, slug, body, ${COLUMNS})
        SELECT id, kind, CAST(item_id AS TEXT), slug, docs, ${COLUMNS} FROM content_publication`.execute(db);
      await sql`
        INSERT INTO publication (id, kind, item, slug, body, ${COLUMNS})
        SELECT (SELECT COALESCE(MAX(id), 0) FROM content_publication) + ROW_NUMBER() OVER (ORDER BY id), 'rates', selector, NULL, rates, ${COLUMNS}
        FROM rate_publication`.execute(db);
      await sequenceAfterCopy(db, 'publication');
      await sql`DROP TABLE content_publication`.execute(db);
      await sql`DROP TABLE rate_publication`.execute(db);
    },
    async down(db: AnyDb) {
      // The two tables of 0009 and 0011 as they were, each with its rows (the rates' keep their new numbers).
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
      await sql`
        CREATE TABLE content_publication (
          ${id},
          kind TEXT NOT NULL,
          item_id INTEGER NOT NULL,
          slug TEXT,
          docs TEXT,
          effective_at TEXT NOT NULL,
          published_at TEXT NOT NULL,
          published_by TEXT NOT NULL,
          reverted_at TEXT,
          reverted_by TEXT
        )`.execute(db);
      await sql`CREATE INDEX content_publication_item ON content_publication (kind, item_id, effective_at)`.execute(db);
      await sql`
        INSERT INTO rate_publication (id, selector, rates, ${COLUMNS})
        SELECT id, item, body, ${COLUMNS} FROM publication WHERE kind = 'rates'`.execute(db);
      await sql`
        INSERT INTO content_publication (id, kind, item_id, slug, docs, ${COLUMNS})
        SELECT id, kind, CAST(item AS INTEGER), slug, body, ${COLUMNS} FROM publication WHERE kind <> 'rates'`.execute(db);
      await sequenceAfterCopy(db, 'rate_publication');
      await sequenceAfterCopy(db, 'content_publication');
      await sql`DROP TABLE publication`.execute(db);
    },
  };
};
