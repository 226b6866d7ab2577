import type { CatalogOf } from '@ssb/contracts';
import type { Catalog } from './tj';

const en: CatalogOf<Catalog> = {
  'home.title': 'SSB Bank — banking for you',
  'home.lead': 'Deposits, loans, cards and money transfers — in one place, in your language.',
  'home.credits': 'Loans',
  'credits.title': 'Loans',
  'credits.empty': 'There are no loans yet.',
  'credits.error': 'The data could not be loaded. Please try later.',
  'credits.retry': 'Try again',
  'credits.rate': 'From {percent}% a year',
  'credits.term': 'Term: {min}–{max} months',
  'credits.amount': 'Amount: {min} – {max}',
  'credits.more': 'Details',
  'credit.notFound': 'No such loan was found.',
  'credit.back': 'Back to loans',
  'page.loading': 'Loading…',
};
export default en;
