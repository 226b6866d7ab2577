/**
 * Everything staff publish, in one table and so one audit trail (the `publication` table,
 * migration 0014): exchange rates by tab and items by kind. Every change is a row of its own,
 * kept; a mistake is reverted (marked, with who and when), never deleted. What visitors see of an
 * item is its newest change that has come into force and that nobody reverted; an item with none
 * is the seed's. ratePublications.ts and itemPublications.ts are the two kinds' views of it.
 */
import type { Kysely, Selectable } from 'kysely';
import type { PublicationTable, Schema } from '../../../db/schema';

/** The kind of the rates' publications: one item per tab, named by its selector. */
export const RATES_KIND = 'rates';

export interface Publication {
  id: number;
  kind: string;
  /** What of the kind it changes: a rates tab's selector, or an item's number. */
  item: string;
  slug: string | null;
  /** What was published (parsed JSON); null: the item withdrawn. */
  body: unknown;
  effectiveAt: string;
  publishedAt: string;
  publishedBy: string;
  revertedAt: string | null;
  revertedBy: string | null;
}

type Row = Selectable<PublicationTable>;

const publicationOf = (row: Row): Publication => ({
  id: Number(row.id),
  kind: row.kind,
  item: row.item,
  slug: row.slug,
  body: row.body === null ? null : (JSON.parse(row.body) as unknown),
  effectiveAt: row.effective_at,
  publishedAt: row.published_at,
  publishedBy: row.published_by,
  revertedAt: row.reverted_at,
  revertedBy: row.reverted_by,
});

/** The store over any Kysely handle: the database, or a transaction (the seed reads it in its own). */
export function publications(kysely: Kysely<Schema>) {
  const all = () => kysely.selectFrom('publication').selectAll();
  const inForce = (kind: string, now: Date) =>
    all().where('kind', '=', kind).where('reverted_at', 'is', null).where('effective_at', '<=', now.toISOString());
  return {
    /** Records a change; null when the kind keeps one change per item and instant (rates) and it has that one. */
    async publish(input: {
      kind: string;
      item: string;
      slug: string | null;
      body: unknown;
      /** A UTC ISO instant, so that text order is time order in both databases. */
      effectiveAt: string;
      by: string;
      now: Date;
    }): Promise<Publication | null> {
      const row = await kysely
        .insertInto('publication')
        .values({
          kind: input.kind,
          item: input.item,
          slug: input.slug,
          body: input.body === null ? null : JSON.stringify(input.body),
          effective_at: input.effectiveAt,
          published_at: input.now.toISOString(),
          published_by: input.by,
          reverted_at: null,
          reverted_by: null,
          // Indexed by whoever publishes it when it holds at once; one for later waits for its instant (indexDue).
          indexed_at: input.effectiveAt <= input.now.toISOString() ? input.now.toISOString() : null,
        })
        // Only the rates' unique index can refuse a row (one publication per tab and instant).
        .onConflict((oc) => oc.doNothing())
        .returningAll()
        .executeTakeFirst();
      return row ? publicationOf(row as Row) : null;
    },
    /** The change of one item that holds at `now`, or null (then the seed's). */
    async current(kind: string, item: string, now: Date): Promise<Publication | null> {
      const row = await inForce(kind, now).where('item', '=', item).orderBy('effective_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
      return row ? publicationOf(row as Row) : null;
    },
    /** Each item of a kind with a change that holds at `now`, by item, in the order they were first published. */
    async currentOfKind(kind: string, now: Date): Promise<Map<string, Publication>> {
      const rows = await inForce(kind, now).orderBy('effective_at', 'asc').orderBy('id', 'asc').execute();
      const items = new Map<string, Publication>();
      for (const row of rows) items.set(row.item, publicationOf(row as Row));
      return items;
    },
    /**
     * The audit: a kind's changes, reverted ones included. By default newest change first; for one
     * item with `since`, its changes from that instant on, newest instant first (the rates' history).
     */
    async history(kind: string, options: { item?: string; since?: Date; limit?: number } = {}): Promise<Publication[]> {
      let query = all().where('kind', '=', kind);
      if (options.item !== undefined) query = query.where('item', '=', options.item);
      if (options.since) query = query.where('effective_at', '>=', options.since.toISOString());
      query = options.item !== undefined ? query.orderBy('effective_at', 'desc') : query.orderBy('id', 'desc');
      if (options.limit !== undefined) query = query.limit(options.limit);
      return (await query.execute()).map((row) => publicationOf(row as Row));
    },
    async one(id: number): Promise<Publication | null> {
      const row = await all().where('id', '=', id).executeTakeFirst();
      return row ? publicationOf(row as Row) : null;
    },
    /** The highest item number any change of the kind names (new items are numbered after it and the seed's). */
    async highestItem(kind: string): Promise<number> {
      const rows = await kysely.selectFrom('publication').select('item').distinct().where('kind', '=', kind).execute();
      return rows.reduce((max, row) => Math.max(max, Number(row.item) || 0), 0);
    },
    /** Every item any change names, of every kind but the rates (the search indexes them). */
    async publishedItems(): Promise<{ kind: string; item: string }[]> {
      return kysely.selectFrom('publication').select(['kind', 'item']).distinct().where('kind', '<>', RATES_KIND).execute();
    },
    /** Marks a change reverted (once); null when there is none by that id (of that kind and item) or it is reverted already. */
    async revert(id: number, by: string, now: Date, of?: { kind: string; item: string }): Promise<Publication | null> {
      let query = kysely
        .updateTable('publication')
        .set({ reverted_at: now.toISOString(), reverted_by: by })
        .where('id', '=', id)
        .where('reverted_at', 'is', null);
      if (of) query = query.where('kind', '=', of.kind).where('item', '=', of.item);
      const row = await query.returningAll().executeTakeFirst();
      return row ? publicationOf(row as Row) : null;
    },
    /** Changes that have come into force and that the search does not show yet (they were published for later). */
    async dueForIndexing(now: Date): Promise<{ id: number; kind: string; item: string }[]> {
      const rows = await kysely
        .selectFrom('publication')
        .select(['id', 'kind', 'item'])
        .where('indexed_at', 'is', null)
        .where('effective_at', '<=', now.toISOString())
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ id: Number(row.id), kind: row.kind, item: row.item }));
    },
    /** Takes the indexing of one change: true for the one caller (of every instance) that marks it. */
    async claimIndexing(id: number, now: Date): Promise<boolean> {
      const result = await kysely
        .updateTable('publication')
        .set({ indexed_at: now.toISOString() })
        .where('id', '=', id)
        .where('indexed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /**
     * How many changes other than the rates' have come into force, and how many of them were
     * reverted: it moves whenever what visitors see of an item may have. One cheap query, read
     * every second by each instance (contentWatch.ts).
     */
    async itemsSignature(now: Date): Promise<string> {
      const row = await kysely
        .selectFrom('publication')
        .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.count<string>('reverted_at').as('reverted')])
        .where('kind', '<>', RATES_KIND)
        .where('effective_at', '<=', now.toISOString())
        .executeTakeFirst();
      return `${String(row?.count ?? 0)}.${String(row?.reverted ?? 0)}`;
    },
  };
}
