import type { CreditRow } from '@ssb/api-client';
import { addMonths, daysBetween, formatCalendarDate } from './dates';
import { PERCENT_SCALE, divRound, fromDirams, gcd, toDirams } from './money';
import { type ScheduleInput, checkMonths, checkPercent, checkAmount, checkScheduleInput } from './validation';

/**
 * The annuity payment in dirams, evaluated exactly (docs/calculators.md):
 * `P = round2(amount * r * (1+r)^n / ((1+r)^n - 1))`, `r = percent / 100 / 12`;
 * `P = round2(amount / n)` at 0 %. With `r = a / b` the formula is the fraction
 * `amount * a * (a+b)^n / (b * ((a+b)^n - b^n))`, so ties round as decimals do.
 */
function annuityDirams(dirams: bigint, percent: bigint, n: number): bigint {
  if (percent === 0n) return divRound(dirams, BigInt(n));
  const rawDen = 1200n * PERCENT_SCALE; // percent / 100 / 12, percent in 1e-8 units
  const common = gcd(percent, rawDen);
  const a = percent / common;
  const b = rawDen / common;
  const grown = (a + b) ** BigInt(n);
  return divRound(dirams * a * grown, b * (grown - b ** BigInt(n)));
}

/** The monthly annuity payment P in somoni (the payment of every row but the last). */
export function annuityPayment(amount: number, annualPercent: number, months: number): number {
  const fn = 'annuityPayment';
  return fromDirams(annuityDirams(checkAmount(fn, amount), checkPercent(fn, annualPercent), checkMonths(fn, months)));
}

/** Day basis of a loan's interest: 360 for terms up to 12 months, 365 beyond (the bank's copy facts). */
export function creditYearBasis(months: number): number {
  return months <= 12 ? 360 : 365;
}

/**
 * The credit schedule (docs/calculators.md), one row per month. Row k is due startDate + k months
 * (clamped to the month's end, always counted from startDate), so the first payment is due a month
 * after the payout; `days` runs from the previous due date (the payout for row 1), and
 * `interest = round2(round2(B * percent / 100 / basis) * days)`. The last row takes the whole
 * remaining balance, so the balance ends at exactly 0.
 */
export function creditSchedule(input: ScheduleInput): CreditRow[] {
  const { dirams, percent, months, start } = checkScheduleInput('creditSchedule', input);
  const payment = annuityDirams(dirams, percent, months);
  const dailyDen = 100n * BigInt(creditYearBasis(months)) * PERCENT_SCALE; // / 100 / basis, in dirams
  const rows: CreditRow[] = [];
  let balance = dirams;
  let previous = start;
  for (let k = 1; k <= months; k += 1) {
    const due = addMonths(start, k);
    const days = daysBetween(previous, due);
    previous = due;
    // The daily interest is rounded to the diram first, then multiplied (already whole dirams).
    const interest = divRound(balance * percent, dailyDen) * BigInt(days);
    const last = k === months;
    const principal = last ? balance : payment - interest;
    const rowPayment = last ? principal + interest : payment;
    const remaining = last ? 0n : balance - principal;
    rows.push({
      number: k,
      date: formatCalendarDate(due),
      payment: fromDirams(rowPayment),
      interest: fromDirams(interest),
      principal: fromDirams(principal),
      remaining: fromDirams(remaining),
      days,
    });
    balance = remaining;
  }
  return rows;
}

export interface CreditTotals {
  /** Sum of all payments. */
  totalPayment: number;
  /** Sum of the interest parts. */
  totalInterest: number;
  /** What is paid beyond the amount borrowed: totalPayment − sum of principal parts. */
  overpayment: number;
}

/** Totals under the credit table, summed to the diram (no float drift). */
export function creditTotals(rows: readonly CreditRow[]): CreditTotals {
  let payment = 0n;
  let interest = 0n;
  let principal = 0n;
  for (const row of rows) {
    payment += toDirams(row.payment);
    interest += toDirams(row.interest);
    principal += toDirams(row.principal);
  }
  return {
    totalPayment: fromDirams(payment),
    totalInterest: fromDirams(interest),
    overpayment: fromDirams(payment - principal),
  };
}
