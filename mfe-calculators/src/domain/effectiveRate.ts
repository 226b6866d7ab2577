/**
 * The disclosures a lender owes beside a schedule: the effective annual rate of a loan, the
 * effective yield of a deposit after tax, and when the last loan payment is not like the others.
 * All of them are computed from the schedule's own rows (money read to the diram), so they agree
 * with what the table, the PDF and the PNG show.
 */
import type { CreditRow, DepositRow } from '@ssb/api-client';
import { toDirams } from './money';
import { checkAmount } from './validation';

/** A payment `amount` (dirams) made `at` periods after the money was received (`at > 0`). */
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

/**
 * The effective annual rate of a loan schedule, in percent: the monthly rate r at which the
 * payments' present value equals the amount received (the amount less any fee), compounded
 * monthly, `(1+r)^12 − 1`.
 *
 * Monthly compounding, not day counting from the rows' dates: the schedule is a run of monthly
 * periods (row 1 is dated the start date itself yet carries a whole month's interest, see
 * docs/calculators.md), so row k is paid k months after the money is received. The products
 * carry no fee today; `fee` is there so that one could not be left out of the rate.
 */
export function creditEffectiveRate(rows: readonly CreditRow[], amount: number, fee = 0): number {
  const received = checkAmount('creditEffectiveRate', amount) - (fee === 0 ? 0n : toDirams(fee));
  if (rows.length === 0) throw new RangeError('creditEffectiveRate: the schedule has no rows');
  const flows = rows.map((row, index) => ({ at: index + 1, amount: Number(toDirams(row.payment)) }));
  const monthly = internalRate(Number(received), flows);
  return ((1 + monthly) ** 12 - 1) * 100;
}

/**
 * The effective annual yield of a deposit after tax, in percent. The deposit pays its interest
 * with the amount at maturity (no capitalisation, docs/calculators.md), so it has two cash flows:
 * the amount in on the start date, amount + net interest out at maturity, the rows' days later.
 * Their internal rate, counting actual/365 days, is `((amount + net) / amount)^(365 / days) − 1`.
 */
export function depositEffectiveYield(rows: readonly DepositRow[], amount: number): number {
  const dirams = checkAmount('depositEffectiveYield', amount);
  const days = rows.reduce((sum, row) => sum + row.days, 0);
  if (!(days > 0)) throw new RangeError('depositEffectiveYield: the schedule covers no days');
  const net = rows.reduce((sum, row) => sum + toDirams(row.interest), 0n);
  return ((Number(dirams + net) / Number(dirams)) ** (365 / days) - 1) * 100;
}

export interface IrregularLastPayment {
  /** The payment of every row but the last. */
  regular: number;
  last: number;
}

/**
 * The last payment, when it differs from the others by more than rounding can make it. It closes
 * the remaining balance: interest runs on each month's actual days over a 360-day year while the
 * payment assumes twelfths of a year, so the balance left before the last row is not what the
 * payment would repay. Rounding the payment and each month's interest can leave a residue of
 * about a diram a row; a difference up to that is not worth a note.
 */
export function irregularLastPayment(rows: readonly CreditRow[]): IrregularLastPayment | null {
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last || rows.length < 2) return null;
  const difference = toDirams(last.payment) - toDirams(first.payment);
  const tolerance = BigInt(rows.length);
  return difference > tolerance || difference < -tolerance ? { regular: first.payment, last: last.payment } : null;
}
