/**
 * Items staff publish (news, vacancies, tenders, documents, offices, ATMs, POS terminals, gold
 * prices), as the content API and the public routes read them: the items' view of the one store
 * of publications (publications.ts), where every change is a row of its own, kept.
 */
import type { Db } from '../../../db/db';
import type { LanguageId } from '../../../shared/language';
import { publications, RATES_KIND, type Publication } from './publications';

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

const itemPublication = (p: Publication): ItemPublication => ({
  id: p.id,
  kind: p.kind,
  itemId: Number(p.item),
  slug: p.slug,
  docs: p.body as ItemDocs,
  effectiveAt: p.effectiveAt,
  publishedAt: p.publishedAt,
  publishedBy: p.publishedBy,
  revertedAt: p.revertedAt,
  revertedBy: p.revertedBy,
});

export function itemPublications({ kysely }: Db) {
  const store = publications(kysely);
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
      const change = await store.publish({
        kind: input.kind,
        item: String(input.itemId),
        slug: input.slug,
        body: input.docs,
        effectiveAt: input.effectiveAt.toISOString(),
        by: input.by,
        now: input.now,
      });
      if (!change) throw new Error(`${input.kind} ${input.itemId}: the change was not recorded`);
      return itemPublication(change);
    },
    /** Each published item of a kind as it holds at `now` (its newest change in force, not reverted). */
    async current(kind: string, now: Date): Promise<Map<number, ItemPublication>> {
      const items = new Map<number, ItemPublication>();
      for (const change of (await store.currentOfKind(kind, now)).values()) items.set(Number(change.item), itemPublication(change));
      return items;
    },
    /** A kind's changes, newest first, reverted ones included (the audit). */
    async history(kind: string, limit = 200): Promise<ItemPublication[]> {
      return (await store.history(kind, { limit })).map(itemPublication);
    },
    /** A change by its number, of whichever kind but the rates. */
    async one(id: number): Promise<ItemPublication | null> {
      const change = await store.one(id);
      return change && change.kind !== RATES_KIND ? itemPublication(change) : null;
    },
    /** The highest item id any change of the kind names (new items are numbered after it and the seed's). */
    maxItemId: (kind: string): Promise<number> => store.highestItem(kind),
    /** Marks a change reverted (once); null when there is none by that id or it is reverted already. */
    async revert(id: number, by: string, now: Date): Promise<ItemPublication | null> {
      const change = await store.revert(id, by, now);
      return change ? itemPublication(change) : null;
    },
    /**
     * Changes whenever what visitors see may have: a change made, reverted, or come into force.
     * One cheap query, read every second by each instance (contentWatch.ts).
     */
    signature: (now: Date): Promise<string> => store.itemsSignature(now),
  };
}

export type ItemPublications = ReturnType<typeof itemPublications>;
