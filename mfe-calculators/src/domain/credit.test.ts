import { annuityPayment, creditSchedule, creditTotals } from './index';

// Expected values were computed independently with Python's decimal module (ROUND_HALF_UP)
// from the rules of docs/calculators.md, not by running this code.
describe('creditSchedule', () => {
  it('matches the annuity schedule row by row, clamping dates to the month end', () => {
    const rows = creditSchedule({ amount: 10000, annualPercent: 24, months: 3, startDate: new Date(2026, 0, 31) });
    expect(rows).toEqual([
      { number: 1, date: '31.01.2026', payment: 3467.55, interest: 206.77, principal: 3260.78, remaining: 6739.22, days: 31 },
      { number: 2, date: '28.02.2026', payment: 3467.55, interest: 125.72, principal: 3341.83, remaining: 3397.39, days: 28 },
      { number: 3, date: '31.03.2026', payment: 3467.45, interest: 70.06, principal: 3397.39, remaining: 0, days: 31 },
    ]);
  });

  it('computes the monthly payment for a fractional rate', () => {
    expect(annuityPayment(5000, 18.5, 6)).toBe(878.87);
  });

  it('splits the amount evenly at 0 % and ends at exactly zero', () => {
    const rows = creditSchedule({ amount: 1000, annualPercent: 0, months: 3, startDate: new Date(2026, 10, 23) });
    expect(rows.map((r) => r.payment)).toEqual([333.33, 333.33, 333.34]);
    expect(rows.map((r) => r.interest)).toEqual([0, 0, 0]);
    expect(rows.at(-1)?.remaining).toBe(0);
  });

  it('never drifts: principal parts sum to the amount exactly', () => {
    const rows = creditSchedule({ amount: 123456.78, annualPercent: 21.7, months: 60, startDate: new Date(2026, 1, 29 - 1) });
    const totals = creditTotals(rows);
    expect(totals.totalPayment - totals.overpayment).toBeCloseTo(123456.78, 10);
    expect(totals.overpayment).toBe(totals.totalInterest);
    for (const row of rows) expect(Math.round(row.payment * 100) / 100).toBe(row.payment);
  });

  it('rejects bad input instead of computing nonsense', () => {
    const startDate = new Date(2026, 0, 1);
    expect(() => creditSchedule({ amount: 0, annualPercent: 10, months: 12, startDate })).toThrow(RangeError);
    expect(() => creditSchedule({ amount: 1000, annualPercent: -1, months: 12, startDate })).toThrow(RangeError);
    expect(() => creditSchedule({ amount: 1000, annualPercent: 10, months: 1.5, startDate })).toThrow(RangeError);
    expect(() => creditSchedule({ amount: 1000, annualPercent: 10, months: 12, startDate: new Date(Number.NaN) })).toThrow(RangeError);
  });
});
