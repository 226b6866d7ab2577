import { depositAnnualPercent, depositSchedule, depositTaxOfTotal, depositTotals } from './index';

// Expected values computed independently with Python's decimal module (see credit.test.ts).
const TIERS_6 = [
  { upToMonths: 12, percent: 7 },
  { upToMonths: null, percent: 8 },
];
const TIERS_7 = [
  { upToMonths: 6, percent: 1 },
  { upToMonths: 9, percent: 3 },
  { upToMonths: 12, percent: 7 },
  { upToMonths: null, percent: 8 },
];

describe('depositAnnualPercent', () => {
  it('takes the first tier whose bound covers the term, bounds inclusive', () => {
    expect(depositAnnualPercent(TIERS_6, 12)).toBe(7);
    expect(depositAnnualPercent(TIERS_6, 13)).toBe(8);
    expect(depositAnnualPercent(TIERS_7, 6)).toBe(1);
    expect(depositAnnualPercent(TIERS_7, 7)).toBe(3);
    expect(depositAnnualPercent(TIERS_7, 36)).toBe(8);
  });

  it('answers undefined when no tier covers the term', () => {
    expect(depositAnnualPercent([], 12)).toBeUndefined();
    expect(depositAnnualPercent([{ upToMonths: 6, percent: 2 }], 7)).toBeUndefined();
  });
});

describe('depositSchedule', () => {
  it('covers the partial first month, whole months and the days before maturity (basis 360)', () => {
    const rows = depositSchedule({ amount: 10000, annualPercent: 12, months: 3, startDate: new Date(2026, 0, 15) });
    expect(rows).toEqual([
      { number: 1, date: '01.02.2026', days: 17, interest: 49.87, amount: 10049.87 },
      { number: 2, date: '01.03.2026', days: 28, interest: 82.13, amount: 10132 },
      { number: 3, date: '01.04.2026', days: 31, interest: 90.93, amount: 10222.93 },
      { number: 4, date: '15.04.2026', days: 14, interest: 41.07, amount: 10264 },
    ]);
    expect(depositTotals(rows, 10000, 12)).toEqual({ grossInterest: 300, tax: 36, netInterest: 264, amountAtMaturity: 10264 });
  });

  it('uses a 365-day year above 12 months', () => {
    const rows = depositSchedule({ amount: 50000, annualPercent: 8, months: 13, startDate: new Date(2026, 10, 23) });
    expect(rows).toHaveLength(14);
    expect(rows[0]).toEqual({ number: 1, date: '01.12.2026', days: 8, interest: 77.15, amount: 50077.15 });
    expect(rows[3]).toEqual({ number: 4, date: '01.03.2027', days: 28, interest: 270.03, amount: 50945.1 });
    expect(rows.at(-1)).toEqual({ number: 14, date: '23.12.2027', days: 22, interest: 212.16, amount: 53809.34 });
    expect(depositTotals(rows, 50000, 8)).toEqual({ grossInterest: 4328.81, tax: 519.47, netInterest: 3809.34, amountAtMaturity: 53809.34 });
  });

  it('counts the days of a leap year over 366 beyond a year, and over 360 up to a year', () => {
    const rows = depositSchedule({ amount: 10000, annualPercent: 8, months: 14, startDate: new Date(2027, 11, 15) });
    expect(rows).toHaveLength(15);
    expect(rows[0]).toEqual({ number: 1, date: '01.01.2028', days: 17, interest: 32.79, amount: 10032.79 }); // December 2027: 365
    expect(rows[1]).toEqual({ number: 2, date: '01.02.2028', days: 31, interest: 59.63, amount: 10092.42 }); // January 2028: 366
    expect(rows[2]).toEqual({ number: 3, date: '01.03.2028', days: 29, interest: 55.78, amount: 10148.2 });
    expect(rows[13]).toEqual({ number: 14, date: '01.02.2029', days: 31, interest: 59.79, amount: 10796.57 }); // January 2029: 365
    expect(rows.at(-1)).toEqual({ number: 15, date: '15.02.2029', days: 14, interest: 27, amount: 10823.57 });
    expect(depositTotals(rows, 10000, 8)).toEqual({ grossInterest: 935.88, tax: 112.31, netInterest: 823.57, amountAtMaturity: 10823.57 });
    // Up to a year the leap year changes nothing: 360 days.
    const year = depositSchedule({ amount: 10000, annualPercent: 8, months: 12, startDate: new Date(2028, 0, 1) });
    expect(year[1]).toEqual({ number: 2, date: '01.03.2028', days: 29, interest: 56.71, amount: 10117.33 });
  });

  it('has no trailing row when the deposit starts on the 1st', () => {
    const rows = depositSchedule({ amount: 1000, annualPercent: 7, months: 2, startDate: new Date(2026, 2, 1) });
    expect(rows.map((r) => [r.date, r.days])).toEqual([
      ['01.04.2026', 31],
      ['01.05.2026', 30],
    ]);
  });
});

describe('deposit tax rounding', () => {
  it('withholds tax from each row and rounds it each time: 85.20, not 12 % of 709.72 = 85.17', () => {
    const rows = depositSchedule({ amount: 10000, annualPercent: 7, months: 12, startDate: new Date(2026, 10, 26) });
    const totals = depositTotals(rows, 10000, 7);
    expect(totals).toEqual({ grossInterest: 709.72, tax: 85.2, netInterest: 624.52, amountAtMaturity: 10624.52 });
    expect(depositTaxOfTotal(totals.grossInterest)).toBe(85.17);
    // The explanation, row by row: each row's tax is its gross to the diram less its net to the diram.
    const perRowTax = rows.map((r) => Math.round(((10000 * 0.07 * r.days) / 360) * 100) - Math.round(r.interest * 100));
    expect(perRowTax.reduce((a, b) => a + b, 0)).toBe(8520);
  });

  it('agrees with 12 % of the total when the rows round evenly', () => {
    const rows = depositSchedule({ amount: 10000, annualPercent: 12, months: 3, startDate: new Date(2026, 0, 15) });
    const totals = depositTotals(rows, 10000, 12);
    expect(depositTaxOfTotal(totals.grossInterest)).toBe(totals.tax);
  });
});
