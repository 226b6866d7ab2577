/**
 * The exchange rates staff publish: kept as history, one publication per tab and instant, never
 * overwritten. The rates a visitor sees are the newest publication whose instant has come and that
 * nobody reverted; before any, the seed's.
 */
import type { Selectable } from 'kysely';
import type { Db } from '../../db/db';
import type { RatePublicationTable } from '../../db/schema';

/** The answer cache's keys of the rates (content/routes.ts makes them; contentWatch.ts drops them). */
export const RATES_KEY_PREFIX = '/rates/|';

export const RATE_SELECTORS = ['NON_CASH', 'LEGAL', 'TRANSFER', 'CardTransfer'] as const;
export type RateSelector = (typeof RATE_SELECTORS)[number];
export const RATE_CURRENCIES = ['USD', 'EUR', 'RUB'] as const;
export type RateCurrency = (typeof RATE_CURRENCIES)[number];

export interface PublishedRate {
  currency: RateCurrency;
  nbt: number;
  buy: number;
  sell: number;
}

export interface RatePublication {
  id: number;
  selector: RateSelector;
  effectiveAt: string;
  rates: PublishedRate[];
  publishedAt: string;
  publishedBy: string;
  revertedAt: string | null;
  revertedBy: string | null;
}

type Row = Selectable<RatePublicationTable>;

const publication = (row: Row): RatePublication => ({
  id: Number(row.id),
  selector: row.selector as RateSelector,
  effectiveAt: row.effective_at,
  rates: JSON.parse(row.rates) as PublishedRate[],
  publishedAt: row.published_at,
  publishedBy: row.published_by,
  revertedAt: row.reverted_at,
  revertedBy: row.reverted_by,
});

/** Instants as UTC ISO strings, so that text order is time order in both databases. */
export const utc = (instant: string | Date): string => new Date(instant).toISOString();

export function ratePublications({ kysely }: Db) {
  const all = kysely.selectFrom('rate_publication').selectAll();
  return {
    /** Publishes; null when the tab already has a publication for that instant (it is kept). */
    async publish(input: {
      selector: RateSelector;
      effectiveAt: string;
      rates: PublishedRate[];
      by: string;
      now: Date;
    }): Promise<RatePublication | null> {
      const effectiveAt = utc(input.effectiveAt);
      const inserted = await kysely
        .insertInto('rate_publication')
        .values({
          selector: input.selector,
          effective_at: effectiveAt,
          rates: JSON.stringify(input.rates),
          published_at: input.now.toISOString(),
          published_by: input.by,
          reverted_at: null,
          reverted_by: null,
        })
        .onConflict((oc) => oc.columns(['selector', 'effective_at']).doNothing())
        .returningAll()
        .executeTakeFirst();
      return inserted ? publication(inserted as Row) : null;
    },
    /** The publication visitors see at `now`, or null (then the seed's rates). */
    async current(selector: RateSelector, now: Date): Promise<RatePublication | null> {
      const row = await all
        .where('selector', '=', selector)
        .where('reverted_at', 'is', null)
        .where('effective_at', '<=', now.toISOString())
        .orderBy('effective_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? publication(row as Row) : null;
    },
    /** A tab's publications, newest instant first, reverted ones included (the audit). */
    async history(selector: RateSelector, since?: Date): Promise<RatePublication[]> {
      let query = all.where('selector', '=', selector);
      if (since) query = query.where('effective_at', '>=', since.toISOString());
      return (await query.orderBy('effective_at', 'desc').execute()).map((row) => publication(row as Row));
    },
    /** Marks a publication reverted (once); false when there is none by that id for that tab. */
    async revert(selector: RateSelector, id: number, by: string, now: Date): Promise<RatePublication | null> {
      const row = await kysely
        .updateTable('rate_publication')
        .set({ reverted_at: now.toISOString(), reverted_by: by })
        .where('id', '=', id)
        .where('selector', '=', selector)
        .where('reverted_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      return row ? publication(row as Row) : null;
    },
    /** What decides every tab's rates now: which publication holds for each (for the caches). */
    async signature(now: Date): Promise<string> {
      const ids = await Promise.all(RATE_SELECTORS.map(async (selector) => (await this.current(selector, now))?.id ?? 0));
      return ids.join(',');
    },
  };
}

export type RatePublications = ReturnType<typeof ratePublications>;
