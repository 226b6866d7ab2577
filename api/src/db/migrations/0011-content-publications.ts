import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db';

type AnyDb = Kysely<unknown>;

/**
 * What the bank's staff publish besides exchange rates (news, vacancies, tenders, documents,
 * offices, ATMs, POS terminals, gold prices): one row per change of one item, with the item's
 * document in each language (`docs`, JSON by language id; null when the item is withdrawn), the
 * instant from which it holds, who made it and when. A row is never changed or deleted: a mistake
 * is reverted (marked), and what held before holds again (an earlier row, or the seed's item).
 * Like rate_publication it lives apart from the seed's `content`, which a new seed replaces.
 *
 * content_file holds the PDFs staff upload for documents, checked as visitors' uploads are.
 */
export const contentPublicationsMigration = (dialect: Dialect) => ({
  async up(db: AnyDb) {
    const pg = dialect === 'postgres';
    const id = pg ? sql`id BIGSERIAL PRIMARY KEY` : sql`id INTEGER PRIMARY KEY AUTOINCREMENT`;
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
      CREATE TABLE content_file (
        name TEXT PRIMARY KEY,
        sha256 TEXT NOT NULL,
        size INTEGER NOT NULL,
        data ${pg ? sql`BYTEA` : sql`BLOB`} NOT NULL,
        uploaded_at TEXT NOT NULL,
        uploaded_by TEXT NOT NULL
      )`.execute(db);
  },
  async down(db: AnyDb) {
    await sql`DROP TABLE content_file`.execute(db);
    await sql`DROP TABLE content_publication`.execute(db);
  },
});
