/**
 * The disclosures a lender owes beside a schedule: the effective annual rate of a loan, the
 * effective yield of a deposit after tax, and when the last loan payment is not like the others.
 * All of them are computed from the schedule's own rows (money read to the diram), so they agree
 * with what the table, the PDF and the PNG show.
 */
import type { CreditRow, DepositRow, InterestPayout } from '@ssb/api-client';
import { toDirams } from './money';
import { checkAmount } from './validation';

/** A payment `amount` (dirams) made `at` periods (months, years) after the money was received (`at > 0`). */
export interface CashFlow {
  at: number;
  amount: number;
}

/** Enough for bisection alone to narrow a 2^64-wide bracket to double precision. */
const MAX_ITERATIONS = 200;
/** Relative step at which the rate is taken as found: well under the 1e-10 required. */
const RELATIVE_TOLERANCE = 1e-13;

/** `Σ amount · (1+r)^-at − received` and its derivative in r. */
function netPresentValue(received: number, flows: readonly CashFlow[], rate: number): { value: number; slope: number } {
  let value = -received;
  let slope = 0;
  for (const { at, amount } of flows) {
    const discounted = amount * (1 + rate) ** -at;
    value += discounted;
    slope -= (at * discounted) / (1 + rate);
  }
  return { value, slope };
}

/**
 * The rate per period r with `Σ amount_k · (1+r)^-at_k = received`: the internal rate of return
 * of receiving `received` now and paying `flows` later. With positive payments at positive times
 * the present value falls strictly as r grows, so there is exactly one root in (−1, ∞); it is
 * bracketed first, then found by Newton's method, falling back to bisection whenever a Newton
 * step would leave the bracket (so it always converges, in at most MAX_ITERATIONS steps).
 */
export function internalRate(received: number, flows: readonly CashFlow[]): number {
  if (!(received > 0) || !Number.isFinite(received)) throw new RangeError(`internalRate: received must be > 0, got ${String(received)}`);
  if (flows.length === 0 || flows.some((f) => !(f.at > 0) || !(f.amount >= 0) || !Number.isFinite(f.amount) || !Number.isFinite(f.at))) {
    throw new RangeError('internalRate: expected payments >= 0 at times > 0');
  }
  const total = flows.reduce((sum, f) => sum + f.amount, 0);
  if (!(total > 0)) throw new RangeError('internalRate: nothing is paid back');
  if (total === received) return 0;
  const npv = (rate: number) => netPresentValue(received, flows, rate).value;
  // Bracket [lo, hi] with npv(lo) > 0 > npv(hi); r = 0 is one end, as total − received tells.
  let lo = 0;
  let hi = 0;
  if (total > received) {
    hi = 1;
    for (let i = 0; i < 64 && npv(hi) > 0; i += 1) hi *= 2;
  } else {
    lo = -0.5;
    for (let i = 0; i < 64 && npv(lo) < 0; i += 1) lo = -1 + (lo + 1) / 2;
  }
  let rate = (lo + hi) / 2;
  for (let i = 0; i < MAX_ITERATIONS; i += 1) {
    const { value, slope } = netPresentValue(received, flows, rate);
    if (value === 0) return rate;
    if (value > 0) lo = rate;
    else hi = rate;
    const newton = rate - value / slope;
    const next = newton > lo && newton < hi ? newton : (lo + hi) / 2;
    // Relative to the rate, with a floor so that a rate near 0 needs no impossible precision.
    if (Math.abs(next - rate) <= RELATIVE_TOLERANCE * Math.max(Math.abs(next), 1e-6)) return next;
    rate = next;
  }
  return rate;
}

/** Days over which a year is counted in the effective rates: `(1+x)^(days / 365)`. */
const RATE_YEAR_DAYS = 365;

/** Each row's cash flow at the days since the start: the rows' own `days`, added up. */
function flowsByDays<R extends { days: number }>(rows: readonly R[], amountOf: (row: R, index: number) => bigint): CashFlow[] {
  let days = 0;
  return rows.map((row, index) => {
    days += row.days;
    return { at: days / RATE_YEAR_DAYS, amount: Number(amountOf(row, index)) };
  });
}

/**
 * The effective annual rate of a loan schedule, in percent: the internal rate of return of exactly
 * the cash flows the table shows. The amount (less any fee) is received on the start date and
 * each row's payment is paid on its due date, its days from the start counted over 365:
 * `Σ payment_k / (1+x)^(d_k / 365) = amount − fee`. Anyone can recompute it from the table. The
 * products carry no fee today; `fee` is there so that one could not be left out of the rate.
 */
export function creditEffectiveRate(rows: readonly CreditRow[], amount: number, fee = 0): number {
  const received = checkAmount('creditEffectiveRate', amount) - (fee === 0 ? 0n : toDirams(fee));
  if (rows.length === 0) throw new RangeError('creditEffectiveRate: the schedule has no rows');
  return (
    internalRate(
      Number(received),
      flowsByDays(rows, (row) => toDirams(row.payment)),
    ) * 100
  );
}

/**
 * The effective annual yield of a deposit after tax, in percent, as its terms pay it (no
 * capitalisation, docs/calculators.md): the internal rate of return of the amount paid in on the
 * start date and what the depositor gets back, on the rows' dates, days counted over 365.
 * - `maturity`: one payment, amount + net interest, at maturity:
 *   `((amount + net) / amount)^(365 / days) − 1`.
 * - `monthly`: each row's net interest on its date, and the amount back with the last row. Money
 *   received earlier is worth more, so this yield is the higher of the two.
 */
export function depositEffectiveYield(rows: readonly DepositRow[], amount: number, payout: InterestPayout = 'maturity'): number {
  const dirams = checkAmount('depositEffectiveYield', amount);
  const days = rows.reduce((sum, row) => sum + row.days, 0);
  if (!(days > 0)) throw new RangeError('depositEffectiveYield: the schedule covers no days');
  const last = rows.length - 1;
  if (payout === 'monthly') {
    const flows = flowsByDays(rows, (row, index) => toDirams(row.interest) + (index === last ? dirams : 0n));
    return internalRate(Number(dirams), flows) * 100;
  }
  const net = rows.reduce((sum, row) => sum + toDirams(row.interest), 0n);
  return ((Number(dirams + net) / Number(dirams)) ** (RATE_YEAR_DAYS / days) - 1) * 100;
}

export interface IrregularLastPayment {
  /** The payment of every row but the last. */
  regular: number;
  last: number;
}

/**
 * The last payment, when it differs from the others by more than rounding can make it. It closes
 * the remaining balance: interest runs on each period's actual days (over 360 for terms up to a
 * year, where a month's interest is a little above a twelfth) while the payment assumes twelfths
 * of a year, so the balance left before the last row is not quite what the payment would repay.
 * Rounding the payment and each day's interest can leave a residue of about a diram a row; a
 * difference up to that is not worth a note.
 */
export function irregularLastPayment(rows: readonly CreditRow[]): IrregularLastPayment | null {
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last || rows.length < 2) return null;
  const difference = toDirams(last.payment) - toDirams(first.payment);
  const tolerance = BigInt(rows.length);
  return difference > tolerance || difference < -tolerance ? { regular: first.payment, last: last.payment } : null;
}
