/**
 * Keeps the search index true to what visitors see of an item: the newest change staff published
 * that holds now (none when withdrawn), or the seed's. Run after every change, and by the seed for
 * every item staff ever published (what they published outlives a new seed).
 */
import type { Transaction } from 'kysely';
import type { Db } from '../../../db/db';
import type { Schema } from '../../../db/schema';
import type { LanguageId } from '../../../shared/language';
import { isSearchable, replaceItemRows } from '../../search';
import { publications } from './publications';

type Doc = Record<string, unknown>;

/** Makes one item's search rows what visitors see of it at `now`. */
export async function indexItem(trx: Transaction<Schema>, kind: string, itemId: number, now: Date): Promise<void> {
  if (!isSearchable(kind)) return;
  const change = await publications(trx).current(kind, String(itemId), now);
  let docs: Partial<Record<LanguageId, Doc>> = {};
  if (change) docs = change.body === null ? {} : (change.body as Record<LanguageId, Doc>);
  else {
    const seeded = await trx.selectFrom('content').select(['language_id', 'data']).where('kind', '=', kind).where('id', '=', itemId).execute();
    for (const row of seeded) docs[row.language_id as LanguageId] = JSON.parse(row.data) as Doc;
  }
  await replaceItemRows(trx, kind, itemId, docs);
}

/** After staff change an item: its search rows follow, in one transaction. */
export async function indexPublishedItem(db: Db, kind: string, itemId: number, now = new Date()): Promise<void> {
  await db.kysely.transaction().execute((trx) => indexItem(trx, kind, itemId, now));
}

/**
 * Indexes the changes that have come into force since they were published for later (a scheduled
 * news item is not found before its instant, and is found after it). Each instance's content watch
 * runs this every second; a change is claimed by one of them (publication.indexed_at) in the same
 * transaction as its rows, so it is indexed once, and a crash halfway leaves it to the next look.
 */
export async function indexDue(db: Db, now = new Date()): Promise<number> {
  let indexed = 0;
  for (const due of await publications(db.kysely).dueForIndexing(now)) {
    const claimed = await db.kysely.transaction().execute(async (trx) => {
      if (!(await publications(trx).claimIndexing(due.id, now))) return false;
      // What holds now, which is this change unless a newer one holds already.
      if (isSearchable(due.kind)) await indexItem(trx, due.kind, Number(due.item), now);
      return true;
    });
    if (claimed) indexed += 1;
  }
  return indexed;
}
