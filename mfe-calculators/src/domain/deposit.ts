import type { DepositRow } from '@ssb/api-client';
import { type CalendarDate, addMonths, daysInMonth, firstOfMonthAfter, formatCalendarDate, isLeapYear } from './dates';
import { PERCENT_SCALE, divRound, fromDirams, toDirams } from './money';
import { type ScheduleInput, checkAmount, checkPercent, checkScheduleInput } from './validation';

/** Tax on interest income in Tajikistan: 12 %, withheld from every row. */
const INTEREST_TAX_PERCENT = 12n;

/**
 * Year basis of a row: 360 days for a term up to 12 months; beyond a year 365, or 366 for days
 * that fall in a leap year (each row lies within one calendar month, so within one year).
 */
function depositYearBasis(months: number, year: number): number {
  if (months <= 12) return 360;
  return isLeapYear(year) ? 366 : 365;
}

interface Span {
  days: number;
  /** The year the row's days fall in. */
  year: number;
  /** The date the row is dated. */
  date: CalendarDate;
}

/**
 * The periods the rows cover: from the start day to the end of its month (dated the 1st of the
 * next month), then whole months (each dated the 1st of the month after it), then, when the
 * start day is after the 1st, the days of the last month before the maturity date (dated the
 * maturity date). Together they span exactly startDate … startDate + n months.
 */
function depositSpans(start: CalendarDate, months: number): Span[] {
  const spans: Span[] = [{ days: daysInMonth(start.year, start.month) - start.day + 1, year: start.year, date: firstOfMonthAfter(start, 1) }];
  for (let k = 2; k <= months; k += 1) {
    const covered = firstOfMonthAfter(start, k - 1);
    spans.push({ days: daysInMonth(covered.year, covered.month), year: covered.year, date: firstOfMonthAfter(start, k) });
  }
  if (start.day > 1) {
    const maturity = addMonths(start, months);
    // maturity.day, not start.day: a clamped maturity (31 Jan + 1 month = 28 Feb) ends the term
    // on that day, so the last row covers days 1 .. maturity.day - 1 and never a day past it.
    spans.push({ days: maturity.day - 1, year: maturity.year, date: maturity });
  }
  return spans;
}

/** The year of the day before a 'DD.MM.YYYY' date: the year a row's days fall in. */
function yearOfDaysBefore(date: string): number {
  const [day, month, year] = date.split('.').map(Number) as [number, number, number];
  return day === 1 && month === 1 ? year - 1 : year;
}

/** Exact gross interest of `days` days in dirams: amount * percent / 100 * days / basis. */
function grossFraction(dirams: bigint, percent: bigint, days: number, basis: number) {
  return { num: dirams * percent * BigInt(days), den: PERCENT_SCALE * 100n * BigInt(basis) };
}

/**
 * The deposit schedule (docs/calculators.md; simple interest, no capitalisation):
 * `interest = round2(amount * percent / 100 * days / basis * (1 - 0.12))`, net of tax, and
 * `amount = amount + the net interest accrued so far`.
 */
export function depositSchedule(input: ScheduleInput): DepositRow[] {
  const { dirams, percent, months, start } = checkScheduleInput('depositSchedule', input);
  let accrued = 0n;
  return depositSpans(start, months).map(({ days, year, date }, index) => {
    const gross = grossFraction(dirams, percent, days, depositYearBasis(months, year));
    // One rounding, on the net value, as the definition reads (not net of a rounded gross).
    const interest = divRound(gross.num * (100n - INTEREST_TAX_PERCENT), gross.den * 100n);
    accrued += interest;
    return {
      number: index + 1,
      date: formatCalendarDate(date),
      days,
      interest: fromDirams(interest),
      amount: fromDirams(dirams + accrued),
    };
  });
}

export interface DepositTotals {
  /** Interest before tax. */
  grossInterest: number;
  /** Tax withheld: exactly grossInterest − netInterest. */
  tax: number;
  /** Sum of the rows' (net) interest. */
  netInterest: number;
  /** amount + netInterest (equals the last row's amount). */
  amountAtMaturity: number;
}

/**
 * Totals under the deposit table. netInterest is the sum of the rows; tax is always
 * grossInterest − netInterest, so the three agree to the diram.
 *
 * - With `annualPercent` (what the schedule was computed with) the gross is the sum of each
 *   row's gross `round2(amount * percent / 100 * days / basis)`, the same expression the row's
 *   net comes from, before the tax factor. The year basis is recovered from the rows: a term of
 *   up to 12 months spans at most 366 days, a longer one at least 393; the year of a row's days
 *   is the year of the day before its date (a row is dated the day after the days it covers, or
 *   the maturity date, within the month of its days).
 * - Without it the gross is reconstructed as `round2(netInterest / 0.88)`, which can differ by
 *   a diram from the per-row sum; pass the percent when the exact split matters.
 */
export function depositTotals(rows: readonly DepositRow[], amount: number, annualPercent?: number): DepositTotals {
  const fn = 'depositTotals';
  const dirams = checkAmount(fn, amount);
  const net = rows.reduce((sum, row) => sum + toDirams(row.interest), 0n);
  let gross: bigint;
  if (annualPercent === undefined) {
    gross = divRound(net * 100n, 100n - INTEREST_TAX_PERCENT);
  } else {
    const percent = checkPercent(fn, annualPercent);
    const totalDays = rows.reduce((sum, row) => sum + row.days, 0);
    const termMonths = totalDays > 366 ? 13 : 12; // only which side of a year the term lies on matters
    gross = rows.reduce((sum, row) => {
      const exact = grossFraction(dirams, percent, row.days, depositYearBasis(termMonths, yearOfDaysBefore(row.date)));
      return sum + divRound(exact.num, exact.den);
    }, 0n);
  }
  return {
    grossInterest: fromDirams(gross),
    tax: fromDirams(gross - net),
    netInterest: fromDirams(net),
    amountAtMaturity: fromDirams(dirams + net),
  };
}

/**
 * 12 % of the total gross interest, rounded once. The schedule's tax is not this: it is withheld
 * from each row's interest and rounded to the diram each time (the row's net is rounded, the tax
 * is the row's gross less it), so the total tax can differ from this by a few dirams; the page
 * says so when it does (10 000 at 7 % for 12 months: gross 709.72, tax 85.20, not 85.17).
 */
export function depositTaxOfTotal(grossInterest: number): number {
  return fromDirams(divRound(toDirams(grossInterest) * INTEREST_TAX_PERCENT, 100n));
}
