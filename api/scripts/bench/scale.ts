/**
 * Makes a seeded database hold `factor` times the seed: copies of the credits, of the content of
 * every listed or searched kind and of the search index, written straight into the tables (the
 * seed itself stays as it is, so the API does not load it again). A copy k has the ids
 * id + k × ID_STEP and slugs with `-x<k>`; titles and texts are the seed's, so a search finds
 * `factor` times the documents and a paged list pages through `factor` times the items.
 */
import { sql, type Insertable, type Transaction } from 'kysely';
import { batches } from '../../src/db/batchInsert';
import { insertSearchRows, type SearchIndexRow } from '../../src/features/search';
import type { Db } from '../../src/db/db';
import type { ContentTable, Schema } from '../../src/db/schema';
import { LISTS } from '../../src/features/content/routes';

/** Above every id of the seed. */
const ID_STEP = 100_000;

const copies = (factor: number) => Array.from({ length: factor - 1 }, (_, i) => i + 1);

/** A copy's JSON document: its own id and slug, as the list and detail answers show them. */
function copyData(data: string, id: number, slug: string | null): string {
  const doc = JSON.parse(data) as Record<string, unknown>;
  if (typeof doc.id === 'number') doc.id = id;
  if (typeof doc.slug === 'string' && slug !== null) doc.slug = slug;
  return JSON.stringify(doc);
}

/** Where a copy's search hit leads: its id or slug in place of the original's. */
function copyUrl(url: string, itemId: number, k: number): string {
  const id = `/${itemId}`;
  if (url.endsWith(id)) return `${url.slice(0, -id.length)}/${itemId + k * ID_STEP}`;
  return url === '/' ? url : `${url}-x${k}`;
}

async function copyContent(trx: Transaction<Schema>, factor: number, kinds: string[]) {
  const seeded = await trx.selectFrom('content').selectAll().where('kind', 'in', kinds).execute();
  const rows: Insertable<ContentTable>[] = copies(factor).flatMap((k) =>
    seeded.map((r) => {
      const id = r.id + k * ID_STEP;
      const slug = r.slug === null ? null : `${r.slug}-x${k}`;
      return { ...r, id, slug, data: copyData(r.data, id, slug) };
    }),
  );
  for (const batch of batches(rows)) await trx.insertInto('content').values(batch).execute();
  return rows.length;
}

async function copySearchIndex(trx: Transaction<Schema>, factor: number) {
  // Raw SQL: search_index is an FTS5 table on SQLite and has a generated tsvector on PostgreSQL.
  const { rows: seeded } = await sql<SearchIndexRow>`SELECT kind, item_id, language_id, url, title, body FROM search_index`.execute(trx);
  const rows = copies(factor).flatMap((k) =>
    seeded.map((r) => ({ ...r, item_id: Number(r.item_id) + k * ID_STEP, url: copyUrl(r.url, Number(r.item_id), k) })),
  );
  await insertSearchRows(trx, rows);
  return { kinds: [...new Set(seeded.map((r) => r.kind))], rows: rows.length };
}

/** Adds factor − 1 copies of the seed, in one transaction. Call it once, on a database holding the seed alone. */
export async function multiplySeed(db: Db, factor: number): Promise<{ content: number; search: number }> {
  if (!Number.isInteger(factor) || factor < 2) throw new RangeError(`the factor must be an integer ≥ 2, got ${factor}`);
  return db.kysely.transaction().execute(async (trx) => {
    const search = await copySearchIndex(trx, factor);
    // Every kind a list serves or a search finds (pages are found, not listed; credits are both).
    const content = await copyContent(trx, factor, [...new Set([...LISTS.map((l) => l.kind), ...search.kinds])]);
    return { content, search: search.rows };
  });
}

/** How much the database holds: content items (all kinds, all languages) and searchable documents. */
export async function sizeOf(db: Db): Promise<{ content: number; documents: number }> {
  const count = async (table: 'content' | 'search_index') =>
    Number((await sql<{ n: number | string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db.kysely)).rows[0]?.n ?? 0);
  return { content: await count('content'), documents: await count('search_index') };
}
