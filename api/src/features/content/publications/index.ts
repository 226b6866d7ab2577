/** The publications: one store for what staff publish (publications.ts), its rates' and items' views, and how a change is read and indexed. */
export { itemPublications, type ItemPublication, type ItemPublications } from './itemPublications';
export { publications } from './publications';
export { dushanbeDate, PUBLISHABLE, PUBLISHABLE_NAMES, publishableByKind, shownAtOf, type PublishableKind } from './publishableKinds';
export {
  RATE_CURRENCIES,
  RATE_SELECTORS,
  RATES_KEY_PREFIX,
  ratePublications,
  utc,
  type PublishedRate,
  type RateCurrency,
  type RatePublication,
  type RatePublications,
  type RateSelector,
} from './ratePublications';
export { itemPublishing } from './itemPublishing';
export { readRates } from './readRates';
export { indexDue, indexItem, indexPublishedItem } from './searchRows';
export type { ReadItem } from './readItem';
