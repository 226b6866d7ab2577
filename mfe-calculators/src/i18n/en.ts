import type { CatalogOf } from '@ssb/contracts';
import type { Catalog } from './tj';

const en: CatalogOf<Catalog> = {
  'hub.title': 'Calculators',
  'hub.lead': 'Work out the monthly payment of a loan in advance.',
  'hub.share': 'Copy link',
  'hub.shared': 'Link copied',
  'hub.shareFailed': 'Could not copy. The link: {url}',
  'calc.title': 'Loan calculator',
  'calc.amount': 'Loan amount',
  'calc.months': 'Term (months)',
  'calc.monthly': 'Monthly payment',
  'calc.total': 'Total to pay',
  'calc.overpayment': 'Overpayment',
  'calc.approximate': 'The result is approximate.',
  'calc.outOfBounds': 'The amount must be from {minAmount} to {maxAmount} and the term from {minMonths} to {maxMonths} months.',
  'calc.unavailable': 'This module is temporarily unavailable in this language, please try later.',
};
export default en;
