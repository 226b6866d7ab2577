/**
 * Items staff publish (news, vacancies, tenders, documents, offices, ATMs, POS terminals, gold
 * prices): every change is a row of its own, kept. What visitors see of an item is its newest
 * change that has come into force and that nobody reverted; an item with none is the seed's.
 */
import type { Selectable } from 'kysely';
import type { Db } from '../../db/db';
import type { ContentPublicationTable } from '../../db/schema';
import type { LanguageId } from '../../shared/language';

type Doc = Record<string, unknown>;
/** An item's document by language id; null: the item is withdrawn. */
export type ItemDocs = Record<LanguageId, Doc> | null;

export interface ItemPublication {
  id: number;
  kind: string;
  itemId: number;
  slug: string | null;
  docs: ItemDocs;
  effectiveAt: string;
  publishedAt: string;
  publishedBy: string;
  revertedAt: string | null;
  revertedBy: string | null;
}

type Row = Selectable<ContentPublicationTable>;

const publication = (row: Row): ItemPublication => ({
  id: Number(row.id),
  kind: row.kind,
  itemId: Number(row.item_id),
  slug: row.slug,
  docs: row.docs === null ? null : (JSON.parse(row.docs) as Record<LanguageId, Doc>),
  effectiveAt: row.effective_at,
  publishedAt: row.published_at,
  publishedBy: row.published_by,
  revertedAt: row.reverted_at,
  revertedBy: row.reverted_by,
});

export function itemPublications({ kysely }: Db) {
  const all = () => kysely.selectFrom('content_publication').selectAll();
  return {
    async publish(input: {
      kind: string;
      itemId: number;
      slug: string | null;
      docs: ItemDocs;
      effectiveAt: Date;
      by: string;
      now: Date;
    }): Promise<ItemPublication> {
      const row = await kysely
        .insertInto('content_publication')
        .values({
          kind: input.kind,
          item_id: input.itemId,
          slug: input.slug,
          docs: input.docs === null ? null : JSON.stringify(input.docs),
          effective_at: input.effectiveAt.toISOString(),
          published_at: input.now.toISOString(),
          published_by: input.by,
          reverted_at: null,
          reverted_by: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return publication(row as Row);
    },
    /** Each published item of a kind as it holds at `now` (its newest change in force, not reverted). */
    async current(kind: string, now: Date): Promise<Map<number, ItemPublication>> {
      const rows = await all()
        .where('kind', '=', kind)
        .where('reverted_at', 'is', null)
        .where('effective_at', '<=', now.toISOString())
        .orderBy('effective_at', 'asc')
        .orderBy('id', 'asc')
        .execute();
      const items = new Map<number, ItemPublication>();
      for (const row of rows) items.set(Number(row.item_id), publication(row as Row));
      return items;
    },
    /** A kind's changes, newest first, reverted ones included (the audit). */
    async history(kind: string, limit = 200): Promise<ItemPublication[]> {
      return (await all().where('kind', '=', kind).orderBy('id', 'desc').limit(limit).execute()).map((row) => publication(row as Row));
    },
    async one(id: number): Promise<ItemPublication | null> {
      const row = await all().where('id', '=', id).executeTakeFirst();
      return row ? publication(row as Row) : null;
    },
    /** The highest item id any change of the kind names (new items are numbered after it and the seed's). */
    async maxItemId(kind: string): Promise<number> {
      const row = await kysely
        .selectFrom('content_publication')
        .select((eb) => eb.fn.max('item_id').as('max'))
        .where('kind', '=', kind)
        .executeTakeFirst();
      return Number(row?.max ?? 0);
    },
    /** Marks a change reverted (once); null when there is none by that id or it is reverted already. */
    async revert(id: number, by: string, now: Date): Promise<ItemPublication | null> {
      const row = await kysely
        .updateTable('content_publication')
        .set({ reverted_at: now.toISOString(), reverted_by: by })
        .where('id', '=', id)
        .where('reverted_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      return row ? publication(row as Row) : null;
    },
    /**
     * Changes whenever what visitors see may have: a change made, reverted, or come into force.
     * One cheap query, read every second by each instance (contentWatch.ts).
     */
    async signature(now: Date): Promise<string> {
      const row = await kysely
        .selectFrom('content_publication')
        .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.count<string>('reverted_at').as('reverted')])
        .where('effective_at', '<=', now.toISOString())
        .executeTakeFirst();
      return `${String(row?.count ?? 0)}.${String(row?.reverted ?? 0)}`;
    },
  };
}

export type ItemPublications = ReturnType<typeof itemPublications>;
