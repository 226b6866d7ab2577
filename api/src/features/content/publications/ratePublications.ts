/**
 * The exchange rates staff publish, the rates' view of the one store of publications
 * (publications.ts): kept as history, one publication per tab and instant, never overwritten. The
 * rates a visitor sees are the newest publication whose instant has come and that nobody
 * reverted; before any, the seed's.
 */
import type { Db } from '../../../db/db';
import { publications, RATES_KIND, type Publication } from './publications';

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

const ratePublication = (p: Publication): RatePublication => ({
  id: p.id,
  selector: p.item as RateSelector,
  effectiveAt: p.effectiveAt,
  rates: p.body as PublishedRate[],
  publishedAt: p.publishedAt,
  publishedBy: p.publishedBy,
  revertedAt: p.revertedAt,
  revertedBy: p.revertedBy,
});

/** Instants as UTC ISO strings, so that text order is time order in both databases. */
export const utc = (instant: string | Date): string => new Date(instant).toISOString();

export function ratePublications({ kysely }: Db) {
  const store = publications(kysely);
  return {
    /** Publishes; null when the tab already has a publication for that instant (it is kept). */
    async publish(input: {
      selector: RateSelector;
      effectiveAt: string;
      rates: PublishedRate[];
      by: string;
      now: Date;
    }): Promise<RatePublication | null> {
      const published = await store.publish({
        kind: RATES_KIND,
        item: input.selector,
        slug: null,
        body: input.rates,
        effectiveAt: utc(input.effectiveAt),
        by: input.by,
        now: input.now,
      });
      return published ? ratePublication(published) : null;
    },
    /** The publication visitors see at `now`, or null (then the seed's rates). */
    async current(selector: RateSelector, now: Date): Promise<RatePublication | null> {
      const published = await store.current(RATES_KIND, selector, now);
      return published ? ratePublication(published) : null;
    },
    /** A tab's publications, newest instant first, reverted ones included (the audit). */
    async history(selector: RateSelector, since?: Date): Promise<RatePublication[]> {
      return (await store.history(RATES_KIND, { item: selector, ...(since ? { since } : {}) })).map(ratePublication);
    },
    /** Marks a publication reverted (once); null when there is none by that id for that tab. */
    async revert(selector: RateSelector, id: number, by: string, now: Date): Promise<RatePublication | null> {
      const reverted = await store.revert(id, by, now, { kind: RATES_KIND, item: selector });
      return reverted ? ratePublication(reverted) : null;
    },
    /** What decides every tab's rates now: which publication holds for each (for the caches). */
    async signature(now: Date): Promise<string> {
      const ids = await Promise.all(RATE_SELECTORS.map(async (selector) => (await this.current(selector, now))?.id ?? 0));
      return ids.join(',');
    },
  };
}

export type RatePublications = ReturnType<typeof ratePublications>;
