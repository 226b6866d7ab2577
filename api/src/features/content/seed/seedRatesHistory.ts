/**
 * The seed's 90 days of exchange-rate history, so that /Rates's chart has a past on a fresh
 * clone: the rates as the bank sets them each working morning (Monday to Friday, 08:00 in
 * Dushanbe) up to the morning the seed is loaded, ending at exactly the seed's own figures. Made when the
 * seed is loaded (it moves with that day, as the seed's dates do), never stored beside what staff
 * publish: the history the site shows is this until staff's first publication, theirs from then on.
 *
 * Believable, not random at every load: a walk of small daily moves drawn from a fixed generator
 * per tab, with the somoni slowly firming (a dollar cost about 1.5 % more 90 days before), and each
 * tab's buy and sell kept at the seed's distance from the National Bank's rate.
 */
import { RATE_CURRENCIES, type PublishedRate, type RateCurrency } from '../publications';

export interface HistoryPoint {
  effectiveAt: string;
  rates: PublishedRate[];
}

/** The content table's kind of a tab's seeded history (its slug is the tab's selector). */
export const RATES_HISTORY_KIND = 'rates-history';

/** How far back the seed's history reaches, in calendar days (the chart's longest period). */
export const SEED_HISTORY_DAYS = 90;

/** Typical size of a day's move, as a share of the rate; and the daily drift of the somoni. */
const DAILY_MOVE: Record<RateCurrency, number> = { USD: 0.0009, EUR: 0.0035, RUB: 0.006 };
const DAILY_DRIFT: Record<RateCurrency, number> = { USD: 0.00023, EUR: 0.0001, RUB: 0.0002 };

/** mulberry32: a small generator with a fixed seed, so the history is the same at every load. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const seedOf = (text: string) => [...text].reduce((hash, c) => Math.imul(hash ^ c.charCodeAt(0), 16_777_619) >>> 0, 2_166_136_261);
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
/** A rate's decimals as the bank quotes it: four under one somoni (the rouble), else two; the National Bank's four. */
const quoted = (value: number) => round(value, value < 1 ? 4 : 2);

/** The working mornings (Mon–Fri 08:00, UTC+5) from `days` before `latest` up to `latest`, newest first. */
function workingMornings(latest: string, days: number): string[] {
  const end = new Date(latest);
  const mornings: string[] = [];
  for (let back = 0; back <= days; back += 1) {
    const at = new Date(end.getTime() - back * 86_400_000);
    const weekday = new Date(at.getTime() + 5 * 3_600_000).getUTCDay();
    if (back === 0 || (weekday !== 0 && weekday !== 6)) mornings.push(at.toISOString());
  }
  return mornings;
}

/**
 * The history of one tab, oldest first, its last point at `latest` with `current`: each earlier
 * morning is the next one less a day's move (the walk runs backwards from today's figures).
 */
export function seedRatesHistory(selector: string, current: readonly PublishedRate[], latest: string): HistoryPoint[] {
  const random = generator(seedOf(selector));
  const mornings = workingMornings(latest, SEED_HISTORY_DAYS);
  const nbt = new Map(current.map((r) => [r.currency, r.nbt]));
  const points: HistoryPoint[] = [];
  for (const [index, effectiveAt] of mornings.entries()) {
    if (index > 0) {
      for (const currency of RATE_CURRENCIES) {
        const value = nbt.get(currency);
        if (value === undefined) continue;
        // A move of about the day's size either way, and the drift: going back, the somoni was weaker.
        const move = (random() + random() + random() - 1.5) * 2 * DAILY_MOVE[currency];
        nbt.set(currency, value * (1 + DAILY_DRIFT[currency] + move));
      }
    }
    const rates = current.map((today) => {
      const rate = nbt.get(today.currency) ?? today.nbt;
      return index === 0
        ? today
        : { currency: today.currency, nbt: round(rate, 4), buy: quoted(rate + today.buy - today.nbt), sell: quoted(rate + today.sell - today.nbt) };
    });
    points.push({ effectiveAt, rates });
  }
  return points.reverse();
}

/** The seed's points visitors see: within the window, and only before staff's first publication (theirs hold from then). */
export function seedPointsShown(points: readonly HistoryPoint[], since: Date, now: Date, firstPublished: string | undefined): HistoryPoint[] {
  const from = since.toISOString();
  const to = now.toISOString();
  return points.filter((p) => p.effectiveAt >= from && p.effectiveAt <= to && (firstPublished === undefined || p.effectiveAt < firstPublished));
}
