/**
 * The bank's legal details that every schedule and its exports carry (the date of calculation,
 * "an estimate, not an offer", the licence, the regulator and the legal address). The contracts
 * and the shell hold none of them yet, so they are kept here, in one place: the licence below and
 * the words in the catalogs' `legal.*` messages (the same licence and address /about-bank shows).
 */
import type { IntlShape } from 'react-intl';
import { formatDate } from '@ssb/ui-kit';

/** National Bank of Tajikistan licence for banking operations. */
const BANK_LICENCE = { number: '0000164', date: new Date(2020, 9, 23) } as const;

/** The footer's lines in the page's language; `calculatedOn` is the schedule's start date (today). */
export function legalLines(intl: IntlShape, calculatedOn: Date): string[] {
  const m = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return [
    m('legal.calculated', { date: formatDate(calculatedOn) }),
    m('legal.licence', { bank: m('bank.name'), number: BANK_LICENCE.number, date: formatDate(BANK_LICENCE.date) }),
    m('legal.address'),
  ];
}
