import type { BankLocation, HistoryEvent } from '@ssb/api-client';
import type { MessageId } from '../../i18n/tj';

/** The bank's own counts, published as of the date the catalogs' `about.figures.note` names. */
export const CUSTOMERS = 85_400;
export const EMPLOYEES = 412;

/** The year the microcredit fund was founded, should the history not say. */
const FOUNDED_FALLBACK = 2012;

export interface KeyFigure {
  id: 'clients' | 'offices' | 'atms' | 'employees' | 'years';
  value: number;
  label: MessageId;
  /** The label's own values (its plural count, cities, the starting year). */
  values: Record<string, number | string>;
}

export interface FigureSources {
  offices: readonly BankLocation[];
  atms: readonly BankLocation[];
  history: readonly HistoryEvent[];
  now: Date;
}

/**
 * The figures of the "bank in figures" grid. Offices, ATMs, towns and years are counted from
 * what the API lists (the same records /addresses and /history show), so they cannot drift
 * from the site's own lists.
 */
export function keyFigures({ offices, atms, history, now }: FigureSources): KeyFigure[] {
  const cities = new Set(offices.map((o) => o.cityId)).size;
  const since = history.length > 0 ? Math.min(...history.map((e) => e.year)) : FOUNDED_FALLBACK;
  const years = Math.max(0, now.getFullYear() - since);
  return [
    { id: 'clients', value: CUSTOMERS, label: 'about.figures.clients', values: { count: CUSTOMERS } },
    { id: 'offices', value: offices.length, label: 'about.figures.offices', values: { count: offices.length, cities } },
    { id: 'atms', value: atms.length, label: 'about.figures.atms', values: { count: atms.length } },
    { id: 'employees', value: EMPLOYEES, label: 'about.figures.employees', values: { count: EMPLOYEES } },
    // The year is a label, not a number: no group separator ("2012", not "2 012").
    { id: 'years', value: years, label: 'about.figures.years', values: { count: years, since: String(since) } },
  ];
}
