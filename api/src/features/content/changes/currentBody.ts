/**
 * What a change's item is on the site now, so that a screen can show the change beside it and a
 * rates publisher's move can be measured: a tab's rates (its publication in force, else the
 * seed's figures), or an item's documents by language (its change in force, else the seed's).
 */
import type { Db } from '../../../db/db';
import { LANGUAGE_KEYS, type LanguageId } from '../../../shared/language';
import { itemPublications, PUBLISHABLE, ratePublications, type PublishedRate, type RateCurrency } from '../publications';
import { isRateSelector } from './readChange';

type Doc = Record<string, unknown>;

export type CurrentBody =
  { publicationId: number | null; rates: PublishedRate[] } | { publicationId: number | null; docs: Record<string, Doc> | null } | null;

/** The seed's figures of a tab (none for a tab the seed shows no rates for). */
async function seededRates(db: Db, selector: string): Promise<PublishedRate[]> {
  const row = await db.kysely
    .selectFrom('content')
    .select('data')
    .where('kind', '=', 'rates')
    .where('slug', '=', selector)
    .where('language_id', '=', 1)
    .executeTakeFirst();
  const results = row ? (JSON.parse(row.data) as { results?: Doc[] }).results : undefined;
  return (results ?? []).map((r) => ({ currency: r.currency as RateCurrency, nbt: Number(r.nbt), buy: Number(r.buy), sell: Number(r.sell) }));
}

const byKey = (docs: Partial<Record<LanguageId, Doc>>): Record<string, Doc> =>
  Object.fromEntries(Object.entries(docs).map(([lang, doc]) => [LANGUAGE_KEYS[Number(lang) as LanguageId], doc]));

/** An item's documents by language key as they hold now, with the publication that holds (null: the seed's). */
export interface CurrentItem {
  publicationId: number | null;
  /** null: withdrawn by staff. */
  docs: Record<string, Doc> | null;
}

/**
 * Every item of a kind as it holds at `now`, the seed's in their order then the ones staff added:
 * what currentBody answers for one item, for all of them in two queries (the studio's lists).
 */
export async function currentItems(db: Db, kind: string, now: Date): Promise<Map<string, CurrentItem>> {
  const items = new Map<string, CurrentItem>();
  const spec = PUBLISHABLE[kind];
  if (!spec) return items;
  const seeded = await db.kysely
    .selectFrom('content')
    .select(['id', 'language_id', 'data'])
    .where('kind', '=', spec.kind)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const seedDocs = new Map<number, Partial<Record<LanguageId, Doc>>>();
  for (const row of seeded) {
    const id = Number(row.id);
    seedDocs.set(id, { ...seedDocs.get(id), [row.language_id]: JSON.parse(row.data) as Doc });
  }
  for (const [id, docs] of seedDocs) items.set(String(id), { publicationId: null, docs: byKey(docs) });
  for (const [id, published] of await itemPublications(db).current(spec.kind, now))
    items.set(String(id), { publicationId: published.id, docs: published.docs === null ? null : byKey(published.docs) });
  return items;
}

export async function currentBody(db: Db, kind: string, item: string | null, now: Date): Promise<CurrentBody> {
  if (kind === 'rates') {
    if (!isRateSelector(item)) return null;
    const published = await ratePublications(db).current(item, now);
    return published ? { publicationId: published.id, rates: published.rates } : { publicationId: null, rates: await seededRates(db, item) };
  }
  const spec = PUBLISHABLE[kind];
  if (!spec || item === null) return null;
  const itemId = Number(item);
  const published = (await itemPublications(db).current(spec.kind, now)).get(itemId);
  if (published) return { publicationId: published.id, docs: published.docs === null ? null : byKey(published.docs) };
  const seeded = await db.kysely
    .selectFrom('content')
    .select(['language_id', 'data'])
    .where('kind', '=', spec.kind)
    .where('id', '=', itemId)
    .execute();
  if (seeded.length === 0) return null;
  return { publicationId: null, docs: byKey(Object.fromEntries(seeded.map((row) => [row.language_id, JSON.parse(row.data) as Doc]))) };
}
