import {
  creditEffectiveRate,
  creditSchedule,
  depositEffectiveYield,
  depositSchedule,
  internalRate,
  irregularLastPayment,
  type CreditRow,
} from './index';

/**
 * An independent check, written apart from the domain: plain floats, somoni (not dirams),
 * bisection only (no Newton), days between the dates the rows show (Date.UTC, not the rows'
 * `days`). The XIRR of receiving `received` on `start` and the `flows` on their dates, in percent.
 */
function floatXirr(received: number, start: Date, flows: { date: string; amount: number }[]): number {
  const utc = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  const fromStart = flows.map(({ date, amount }) => {
    const [day, month, year] = date.split('.').map(Number) as [number, number, number];
    return { years: (Date.UTC(year, month - 1, day) - utc(start)) / 864e5 / 365, amount };
  });
  const pv = (x: number) => fromStart.reduce((sum, f) => sum + f.amount / Math.pow(1 + x, f.years), 0) - received;
  let lo = -0.99;
  let hi = 10;
  for (let i = 0; i < 300; i += 1) {
    const mid = (lo + hi) / 2;
    if (pv(mid) > 0) lo = mid;
    else hi = mid;
  }
  return ((lo + hi) / 2) * 100;
}

const paymentsOn = (rows: CreditRow[]) => rows.map((r) => ({ date: r.date, amount: r.payment }));

describe('internalRate', () => {
  it('finds 2 % a month for an exact annuity at 24 % nominal: effective (1.02)^12 − 1 = 26.824 %', () => {
    const payment = (10000 * 0.02) / (1 - 1.02 ** -12);
    const flows = Array.from({ length: 12 }, (_, k) => ({ at: k + 1, amount: payment }));
    const monthly = internalRate(10000, flows);
    expect(Math.abs(monthly - 0.02) / 0.02).toBeLessThan(1e-10);
    expect(((1 + monthly) ** 12 - 1) * 100).toBeCloseTo(26.8241795, 6);
  });

  it('finds zero and negative rates, and wide ones, within the bracket', () => {
    expect(
      internalRate(
        300,
        [1, 2, 3].map((at) => ({ at, amount: 100 })),
      ),
    ).toBe(0);
    const negative = internalRate(1000, [{ at: 1, amount: 900 }]);
    expect(negative).toBeCloseTo(-0.1, 12);
    const huge = internalRate(100, [{ at: 1, amount: 10000 }]);
    expect(huge).toBeCloseTo(99, 9);
  });

  it('refuses flows that have no rate', () => {
    expect(() => internalRate(0, [{ at: 1, amount: 1 }])).toThrow(RangeError);
    expect(() => internalRate(100, [])).toThrow(RangeError);
    expect(() => internalRate(100, [{ at: 0, amount: 100 }])).toThrow(RangeError);
    expect(() => internalRate(100, [{ at: 1, amount: 0 }])).toThrow(RangeError);
  });
});

describe('creditEffectiveRate', () => {
  // Only annuity schedules exist in the domain (no differentiated repayment to check).
  const cases = [
    { amount: 50000, annualPercent: 24, months: 12, startDate: new Date(2026, 10, 26) },
    { amount: 50000, annualPercent: 24, months: 36, startDate: new Date(2026, 0, 31) },
    { amount: 12000, annualPercent: 18, months: 6, startDate: new Date(2026, 1, 28) },
    { amount: 123456.78, annualPercent: 21.7, months: 60, startDate: new Date(2026, 4, 15) },
    { amount: 3000, annualPercent: 30, months: 3, startDate: new Date(2027, 6, 1) },
  ];

  it.each(cases)('is the XIRR of the rows on their dates, to 0.01 pp: %o', (input) => {
    const rows = creditSchedule(input);
    const rate = creditEffectiveRate(rows, input.amount);
    expect(Math.abs(rate - floatXirr(input.amount, input.startDate, paymentsOn(rows)))).toBeLessThan(0.01);
    // Above the nominal rate: interest is paid monthly, so it compounds.
    expect(rate).toBeGreaterThan(input.annualPercent);
  });

  it('is 27.24 % for 50 000 at 24 % over 12 months (26.82 % for a textbook annuity, a little more over 360 days)', () => {
    // Worked out with Python's decimal module from the rules of docs/calculators.md.
    expect(creditEffectiveRate(creditSchedule(cases[0]!), 50000)).toBeCloseTo(27.2397, 3);
    // 36 months: interest over 365 days, very near the textbook (1.02)^12 − 1 = 26.824 %.
    expect(creditEffectiveRate(creditSchedule(cases[1]!), 50000)).toBeCloseTo(26.8241, 3);
  });

  it('counts a fee as money not received', () => {
    const rows = creditSchedule(cases[0]!);
    const withFee = creditEffectiveRate(rows, 50000, 500);
    expect(Math.abs(withFee - floatXirr(49500, cases[0]!.startDate, paymentsOn(rows)))).toBeLessThan(0.01);
    expect(withFee).toBeGreaterThan(creditEffectiveRate(rows, 50000));
  });

  it('is zero for an interest-free loan', () => {
    const rows = creditSchedule({ amount: 1000, annualPercent: 0, months: 3, startDate: new Date(2026, 10, 23) });
    expect(creditEffectiveRate(rows, 1000)).toBe(0);
  });
});

describe('depositEffectiveYield', () => {
  const maturityOf = (start: Date, months: number) => {
    const last = new Date(start.getFullYear(), start.getMonth() + months + 1, 0).getDate();
    return new Date(start.getFullYear(), start.getMonth() + months, Math.min(start.getDate(), last));
  };
  const dmy = (d: Date) => `${String(d.getDate()).padStart(2, '0')}.${String(d.getMonth() + 1).padStart(2, '0')}.${d.getFullYear()}`;

  it.each([
    { amount: 10000, annualPercent: 7, months: 12, startDate: new Date(2026, 10, 26) },
    { amount: 50000, annualPercent: 8, months: 13, startDate: new Date(2026, 10, 23) },
    { amount: 2500, annualPercent: 1.5, months: 6, startDate: new Date(2027, 0, 31) },
    { amount: 100000, annualPercent: 9, months: 36, startDate: new Date(2028, 1, 29) },
  ])('paid at maturity: the XIRR of the amount in and back with its interest, to 0.01 pp: %o', (input) => {
    const rows = depositSchedule(input);
    const net = rows.reduce((sum, r) => sum + r.interest, 0);
    const expected = floatXirr(input.amount, input.startDate, [{ date: dmy(maturityOf(input.startDate, input.months)), amount: input.amount + net }]);
    expect(Math.abs(depositEffectiveYield(rows, input.amount) - expected)).toBeLessThan(0.01);
    expect(depositEffectiveYield(rows, input.amount, 'maturity')).toBe(depositEffectiveYield(rows, input.amount));
  });

  it.each([
    { amount: 10000, annualPercent: 7, months: 12, startDate: new Date(2026, 10, 26) },
    { amount: 50000, annualPercent: 10, months: 24, startDate: new Date(2027, 11, 15) },
    { amount: 2500, annualPercent: 6, months: 3, startDate: new Date(2027, 0, 1) },
  ])('paid monthly: the XIRR of each row paid on its date and the amount back at the end, to 0.01 pp: %o', (input) => {
    const rows = depositSchedule(input);
    const flows = rows.map((r, i) => ({ date: r.date, amount: r.interest + (i === rows.length - 1 ? input.amount : 0) }));
    const monthly = depositEffectiveYield(rows, input.amount, 'monthly');
    expect(Math.abs(monthly - floatXirr(input.amount, input.startDate, flows))).toBeLessThan(0.01);
    expect(monthly).toBeGreaterThan(depositEffectiveYield(rows, input.amount, 'maturity'));
  });

  it('is 6.25 % paid at maturity and 6.43 % paid monthly for 10 000 at 7 % over 12 months', () => {
    const rows = depositSchedule({ amount: 10000, annualPercent: 7, months: 12, startDate: new Date(2026, 10, 26) });
    // 624.52 net on 10 000 over 365 days.
    expect(depositEffectiveYield(rows, 10000)).toBeCloseTo(6.2452, 8);
    // Worked out with Python's decimal module: 6.42747 %.
    expect(depositEffectiveYield(rows, 10000, 'monthly')).toBeCloseTo(6.4275, 3);
  });
});

describe('irregularLastPayment', () => {
  it('names the last payment when it closes a balance the payment does not repay', () => {
    const rows = creditSchedule({ amount: 50000, annualPercent: 24, months: 12, startDate: new Date(2026, 10, 26) });
    const note = irregularLastPayment(rows);
    expect(note).toEqual({ regular: rows[0]!.payment, last: rows.at(-1)!.payment });
    expect(note!.last).toBeGreaterThan(note!.regular + 1);
  });

  it('says nothing when the last payment differs by rounding only', () => {
    const rows = creditSchedule({ amount: 1000, annualPercent: 0, months: 3, startDate: new Date(2026, 10, 23) });
    expect(rows.map((r) => r.payment)).toEqual([333.33, 333.33, 333.34]);
    expect(irregularLastPayment(rows)).toBeNull();
    expect(irregularLastPayment(rows.slice(0, 1))).toBeNull();
  });
});
