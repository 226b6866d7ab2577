import { annuityPayment, creditSchedule, creditTotals, creditYearBasis } from './index';

// Expected values were computed independently with Python's decimal module (ROUND_HALF_UP)
// from the rules of docs/calculators.md, not by running this code.
describe('creditSchedule', () => {
  it('is due a month after the payout, counts the days since the previous due date, clamps to the month end', () => {
    const rows = creditSchedule({ amount: 10000, annualPercent: 24, months: 3, startDate: new Date(2026, 0, 31) });
    expect(rows).toEqual([
      { number: 1, date: '28.02.2026', payment: 3467.55, interest: 186.76, principal: 3280.79, remaining: 6719.21, days: 28 },
      { number: 2, date: '31.03.2026', payment: 3467.55, interest: 138.88, principal: 3328.67, remaining: 3390.54, days: 31 },
      // 30 April, not 28: every due date is counted from the payout, not from the row before.
      { number: 3, date: '30.04.2026', payment: 3458.34, interest: 67.8, principal: 3390.54, remaining: 0, days: 30 },
    ]);
  });

  it('counts interest over 360 days up to 12 months and over 365 beyond', () => {
    expect([12, 13].map(creditYearBasis)).toEqual([360, 365]);
    const start = new Date(2026, 10, 26);
    // Row 1 of 50 000 at 24 %: 30 days at round2(50 000 · 0.24 / basis) a day.
    expect(creditSchedule({ amount: 50000, annualPercent: 24, months: 12, startDate: start })[0]?.interest).toBe(999.9); // 33.33 · 30
    expect(creditSchedule({ amount: 50000, annualPercent: 24, months: 13, startDate: start })[0]?.interest).toBe(986.4); // 32.88 · 30
  });

  it('keeps the last payment of a 24-month loan and a 60-month mortgage close to the others', () => {
    const start = new Date(2026, 10, 26);
    const loan = creditSchedule({ amount: 32000, annualPercent: 24, months: 24, startDate: start });
    expect([loan[0]?.payment, loan.at(-1)?.payment]).toEqual([1691.88, 1681.66]);
    const mortgage = creditSchedule({ amount: 300000, annualPercent: 18, months: 60, startDate: start });
    expect([mortgage[0]?.payment, mortgage.at(-1)?.payment]).toEqual([7618.03, 7631.34]);
    expect(mortgage.at(-1)?.date).toBe('26.11.2031');
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
