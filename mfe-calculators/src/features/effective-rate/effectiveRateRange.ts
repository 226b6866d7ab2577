import { creditEffectiveRate, creditSchedule, type CalculatorCredit } from '../../domain';
import { defaultInputs } from '../calculator-ui';

export interface EffectiveRateRange {
  /** Percent, rounded to 2 decimals as the calculator shows it. */
  min: number;
  max: number;
}

/** More terms than any product has; a stray bound cannot make the page compute for long. */
const MAX_TERMS = 120;

const twoDecimals = (percent: number) => Math.round(percent * 100) / 100;

/**
 * The effective annual rate of a credit over every term it offers, for the amount the calculator
 * starts from, paid out on `startDate`: the lowest and the highest the calculator can show for
 * that amount. The rate hardly moves with the amount; with the term it does, as interest counts
 * 360 days a year up to 12 months and 365 beyond. Null when the product cannot be computed.
 */
export function effectiveRateRange(credit: CalculatorCredit, startDate: Date): EffectiveRateRange | null {
  if (!(credit.percent >= 0) || !(credit.minAmount > 0) || !(credit.minMonths >= 1) || credit.maxMonths < credit.minMonths) return null;
  const { amount } = defaultInputs(credit);
  const last = Math.min(credit.maxMonths, credit.minMonths + MAX_TERMS - 1);
  let min = Infinity;
  let max = -Infinity;
  for (let months = credit.minMonths; months <= last; months += 1) {
    const rate = twoDecimals(creditEffectiveRate(creditSchedule({ amount, annualPercent: credit.percent, months, startDate }), amount));
    min = Math.min(min, rate);
    max = Math.max(max, rate);
  }
  return { min, max };
}
