import { creditEffectiveRate, creditSchedule } from '../../domain';
import { CONSUMER_CREDIT } from '../../test/fixtures';
import { effectiveRateRange } from './effectiveRateRange';

const start = new Date(2026, 10, 26);
const rateOf = (amount: number, percent: number, months: number) =>
  Math.round(creditEffectiveRate(creditSchedule({ amount, annualPercent: percent, months, startDate: start }), amount) * 100) / 100;

it('spans the lowest and the highest effective rate of the terms, as the calculator shows them', () => {
  const credit = { ...CONSUMER_CREDIT, percent: 24, minAmount: 3000, maxAmount: 60_000, minMonths: 12, maxMonths: 36 };
  const range = effectiveRateRange(credit, start);
  const every = Array.from({ length: 25 }, (_, i) => rateOf(10_000, 24, 12 + i));
  expect(range).toEqual({ min: Math.min(...every), max: Math.max(...every) });
  // 12 months count 360 days a year, longer terms 365: the range is real, not one figure.
  expect(range!.max).toBeGreaterThan(range!.min + 0.3);
});

it('is one figure for a product of one term', () => {
  const credit = { ...CONSUMER_CREDIT, percent: 18, minMonths: 24, maxMonths: 24 };
  const range = effectiveRateRange(credit, start);
  expect(range?.min).toBe(range?.max);
});

it('gives nothing for a product it cannot compute', () => {
  expect(effectiveRateRange({ ...CONSUMER_CREDIT, minMonths: 12, maxMonths: 6 }, start)).toBeNull();
});
