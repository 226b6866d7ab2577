/** A tab's rates as staff send them to the content API, read into a publication or a named fault. */
import { RATE_CURRENCIES, type PublishedRate, type RateCurrency } from './ratePublications';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The body's rates, checked field by field: the first fault is named (`rates.EUR.sell`). */
export function readRates(body: unknown): { effectiveAt: string; rates: PublishedRate[] } | { field: string; message: string } {
  const input = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const effectiveAt = input.effectiveAt;
  if (typeof effectiveAt !== 'string' || !ISO_INSTANT.test(effectiveAt) || Number.isNaN(Date.parse(effectiveAt)))
    return { field: 'effectiveAt', message: 'an ISO 8601 instant with its offset, e.g. 2026-11-26T08:00:00+05:00' };
  const given = input.rates;
  if (typeof given !== 'object' || given === null || Array.isArray(given))
    return { field: 'rates', message: 'an object: {"USD": {"nbt", "buy", "sell"}, …}' };
  const byCurrency = given as Record<string, unknown>;
  const unknown = Object.keys(byCurrency).find((code) => !(RATE_CURRENCIES as readonly string[]).includes(code));
  if (unknown) return { field: `rates.${unknown}`, message: `not a currency of the rates (${RATE_CURRENCIES.join(', ')})` };
  const rates: PublishedRate[] = [];
  for (const currency of RATE_CURRENCIES) {
    const entry = byCurrency[currency];
    if (typeof entry !== 'object' || entry === null)
      return { field: `rates.${currency}`, message: 'missing: every currency of the tab is published together' };
    const figures = entry as Record<string, unknown>;
    for (const key of ['nbt', 'buy', 'sell'] as const) {
      const value = figures[key];
      if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > 1_000_000)
        return { field: `rates.${currency}.${key}`, message: 'a positive number of somoni' };
    }
    const rate = { currency: currency as RateCurrency, nbt: figures.nbt as number, buy: figures.buy as number, sell: figures.sell as number };
    if (rate.buy > rate.sell) return { field: `rates.${currency}.buy`, message: 'the bank buys at most at the price it sells' };
    rates.push(rate);
  }
  return { effectiveAt, rates };
}
