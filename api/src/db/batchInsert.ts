/**
 * Writing many rows at once (the seed, the bench's copies of it): in batches, so that no
 * statement passes a database's limit on parameters.
 */
import { sql, type Transaction } from 'kysely';
import type { Schema } from './schema';

/** A row of the full-text index: an FTS5 table on SQLite, a table with a generated tsvector on PostgreSQL. */
export interface SearchIndexRow {
  kind: string;
  item_id: number;
  language_id: number;
  url: string;
  title: string;
  body: string;
}

export const batches = <T>(rows: T[], size = 200): T[][] =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

/** Raw SQL: Kysely's schema does not describe search_index, whose shape differs by database. */
export async function insertSearchRows(trx: Transaction<Schema>, rows: SearchIndexRow[]): Promise<void> {
  for (const batch of batches(rows)) {
    const values = batch.map((r) => sql`(${r.kind}, ${r.item_id}, ${r.language_id}, ${r.url}, ${r.title}, ${r.body})`);
    await sql`INSERT INTO search_index (kind, item_id, language_id, url, title, body) VALUES ${sql.join(values)}`.execute(trx);
  }
}
