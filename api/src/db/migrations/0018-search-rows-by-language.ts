import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db';

type AnyDb = Kysely<unknown>;

/**
 * Search rows keyed by whose they are (features/search/indexer.ts, searchRowId): language × 2⁴⁰ +
 * kind × 2³² + item, and with their words counted (the ranking divides by them).
 *
 * A search reads its language's range of keys: FTS5 skips the other languages' rows in each
 * word's list of rows, where it used to read every match's stored language to test it (synonyms
 * widen a query into every language). On PostgreSQL the key is a column of the same name, the
 * primary key, and a GIN index per language serves that language's searches. (A GIN index on a
 * tsvector answers a prefix query from its sorted keys; FTS5 is given prefix indexes.)
 *
 * The kinds' numbers and the word pattern are frozen here as they were when this shipped.
 */
const KIND_NUMBERS: Record<string, number> = { credit: 1, card: 2, deposit: 3, news: 4, page: 5, vacancy: 6 };
const LANGUAGES = [1, 2, 3];
const WORD = /[\p{L}\p{N}]+/gu;

interface Row {
  kind: string;
  item_id: number | string;
  language_id: number | string;
  url: string;
  title: string;
  body: string;
}

const keyOf = (r: Row) => Number(r.language_id) * 2 ** 40 + (KIND_NUMBERS[r.kind] ?? 63) * 2 ** 32 + Number(r.item_id);
const wordsOf = (r: Row) => (r.title.match(WORD)?.length ?? 0) + (r.body.match(WORD)?.length ?? 0);
const COLUMNS = sql`kind, item_id, language_id, url, title, body`;

async function rowsOf(db: AnyDb): Promise<Row[]> {
  return (await sql<Row>`SELECT ${COLUMNS} FROM search_index`.execute(db)).rows;
}

/**
 * With prefix indexes for word prefixes of 3 to 10 characters: every query word is matched as a
 * prefix («кред»*, "deposit"*), which FTS5 otherwise answers by merging the lists of every word
 * that starts so (0.86 → 0.53–0.63 ms a candidate query at 10× the seed).
 */
const ftsTable = (keyed: boolean) =>
  sql`CREATE VIRTUAL TABLE search_index USING fts5(
    kind UNINDEXED, item_id UNINDEXED, language_id UNINDEXED, url UNINDEXED,
    title, body, ${keyed ? sql`words UNINDEXED, prefix = '3 4 5 6 7 8 9 10', ` : sql``}tokenize = 'unicode61 remove_diacritics 0'
  )`;

/** SQLite: the FTS5 table made again with the words column and prefix indexes, its rows written under their keys. */
async function rebuildSqlite(db: AnyDb, withWords: boolean) {
  const rows = await rowsOf(db);
  await sql`DROP TABLE search_index`.execute(db);
  await ftsTable(withWords).execute(db);
  for (const r of rows) {
    if (withWords)
      await sql`INSERT INTO search_index (rowid, ${COLUMNS}, words)
        VALUES (${keyOf(r)}, ${r.kind}, ${r.item_id}, ${r.language_id}, ${r.url}, ${r.title}, ${r.body}, ${wordsOf(r)})`.execute(db);
    else
      await sql`INSERT INTO search_index (${COLUMNS}) VALUES (${r.kind}, ${r.item_id}, ${r.language_id}, ${r.url}, ${r.title}, ${r.body})`.execute(
        db,
      );
  }
}

export const searchRowsByLanguageMigration = (dialect: Dialect) => ({
  async up(db: AnyDb) {
    if (dialect === 'sqlite') return rebuildSqlite(db, true);
    await sql`ALTER TABLE search_index ADD COLUMN rowid BIGINT, ADD COLUMN words INTEGER`.execute(db);
    for (const r of await rowsOf(db))
      await sql`UPDATE search_index SET rowid = ${keyOf(r)}, words = ${wordsOf(r)}
        WHERE kind = ${r.kind} AND item_id = ${r.item_id} AND language_id = ${r.language_id}`.execute(db);
    await sql`ALTER TABLE search_index ALTER COLUMN rowid SET NOT NULL, ALTER COLUMN words SET NOT NULL, ADD PRIMARY KEY (rowid)`.execute(db);
    for (const lang of LANGUAGES)
      await sql`CREATE INDEX ${sql.id(`search_index_document_${lang}`)} ON search_index USING GIN (document) WHERE language_id = ${sql.lit(lang)}`.execute(
        db,
      );
    await sql`DROP INDEX search_index_document`.execute(db);
    await sql`DROP INDEX search_index_language`.execute(db);
  },
  async down(db: AnyDb) {
    if (dialect === 'sqlite') return rebuildSqlite(db, false);
    await sql`CREATE INDEX search_index_document ON search_index USING GIN (document)`.execute(db);
    await sql`CREATE INDEX search_index_language ON search_index (language_id)`.execute(db);
    for (const lang of LANGUAGES) await sql`DROP INDEX ${sql.id(`search_index_document_${lang}`)}`.execute(db);
    await sql`ALTER TABLE search_index DROP COLUMN rowid, DROP COLUMN words`.execute(db);
  },
});
