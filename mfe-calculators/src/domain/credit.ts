import type { CreditRow } from '@ssb/api-client';
import { addMonths, daysInMonth, formatCalendarDate } from './dates';
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

/**
 * The credit schedule (docs/calculators.md), one row per month. Row k is dated startDate + (k-1)
 * months (clamped), `days` is the length of that calendar month, and
 * `interest = round2(round2(B * percent / 100 / 360) * days)`. The last row takes the whole
 * remaining balance, so the balance ends at exactly 0.
 */
export function creditSchedule(input: ScheduleInput): CreditRow[] {
  const { dirams, percent, months, start } = checkScheduleInput('creditSchedule', input);
  const payment = annuityDirams(dirams, percent, months);
  const dailyDen = 36000n * PERCENT_SCALE; // / 100 / 360, in dirams
  const rows: CreditRow[] = [];
  let balance = dirams;
  for (let k = 1; k <= months; k += 1) {
    const date = addMonths(start, k - 1);
    const days = daysInMonth(date.year, date.month);
    // The daily interest is rounded to the diram first, then multiplied (already whole dirams).
    const interest = divRound(balance * percent, dailyDen) * BigInt(days);
    const last = k === months;
    const principal = last ? balance : payment - interest;
    const rowPayment = last ? principal + interest : payment;
    const remaining = last ? 0n : balance - principal;
    rows.push({
      number: k,
      date: formatCalendarDate(date),
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
