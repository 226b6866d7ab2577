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
 * bisection only (no Newton), and the present value summed from the last payment backwards.
 * Returns the effective annual rate in percent of paying `payments[k]` k+1 months after
 * receiving `received`.
 */
function floatMonthlyEffective(received: number, payments: number[]): number {
  const pv = (r: number) => payments.reduceRight((acc, p) => (acc + p) / (1 + r), 0) - received;
  let lo = -0.99;
  let hi = 10;
  for (let i = 0; i < 300; i += 1) {
    const mid = (lo + hi) / 2;
    if (pv(mid) > 0) lo = mid;
    else hi = mid;
  }
  return (Math.pow(1 + (lo + hi) / 2, 12) - 1) * 100;
}

/** Plain-float XIRR of money in at `start` and out at `end` (actual/365, days from UTC dates). */
function floatXirr(amountIn: number, amountOut: number, start: Date, end: Date): number {
  const days = Math.round(
    (Date.UTC(end.getFullYear(), end.getMonth(), end.getDate()) - Date.UTC(start.getFullYear(), start.getMonth(), start.getDate())) / 864e5,
  );
  let lo = -0.99;
  let hi = 10;
  for (let i = 0; i < 300; i += 1) {
    const mid = (lo + hi) / 2;
    if (amountOut / Math.pow(1 + mid, days / 365) - amountIn > 0) lo = mid;
    else hi = mid;
  }
  return ((lo + hi) / 2) * 100;
}

const payments = (rows: CreditRow[]) => rows.map((r) => r.payment);

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

  it.each(cases)('agrees with an independent float IRR to 0.01 pp: %o', (input) => {
    const rows = creditSchedule(input);
    const rate = creditEffectiveRate(rows, input.amount);
    expect(Math.abs(rate - floatMonthlyEffective(input.amount, payments(rows)))).toBeLessThan(0.01);
    // Above the nominal rate: monthly compounding, and interest on actual days over 360.
    expect(rate).toBeGreaterThan(input.annualPercent);
  });

  it('is near (1.02)^12 − 1 for the schedule of a 24 % loan over 12 months', () => {
    const rows = creditSchedule(cases[0]!);
    // Interest runs on actual days / 360 (≈ 2.03 % a month), a little above the exact annuity.
    expect(creditEffectiveRate(rows, 50000)).toBeGreaterThan(26.824);
    expect(creditEffectiveRate(rows, 50000)).toBeLessThan(27.5);
  });

  it('counts a fee as money not received', () => {
    const rows = creditSchedule(cases[0]!);
    const withFee = creditEffectiveRate(rows, 50000, 500);
    expect(Math.abs(withFee - floatMonthlyEffective(49500, payments(rows)))).toBeLessThan(0.01);
    expect(withFee).toBeGreaterThan(creditEffectiveRate(rows, 50000));
  });

  it('is zero for an interest-free loan', () => {
    const rows = creditSchedule({ amount: 1000, annualPercent: 0, months: 3, startDate: new Date(2026, 10, 23) });
    expect(creditEffectiveRate(rows, 1000)).toBe(0);
  });
});

describe('depositEffectiveYield', () => {
  it.each([
    { amount: 10000, annualPercent: 7, months: 12, startDate: new Date(2026, 10, 26) },
    { amount: 50000, annualPercent: 8, months: 13, startDate: new Date(2026, 10, 23) },
    { amount: 2500, annualPercent: 1.5, months: 6, startDate: new Date(2027, 0, 31) },
    { amount: 100000, annualPercent: 9, months: 36, startDate: new Date(2028, 1, 29) },
  ])('agrees with an independent float XIRR over the dates to 0.01 pp: %o', (input) => {
    const rows = depositSchedule(input);
    const net = rows.reduce((sum, r) => sum + r.interest, 0);
    const maturity = new Date(input.startDate);
    maturity.setDate(1);
    maturity.setMonth(maturity.getMonth() + input.months);
    const lastDay = new Date(maturity.getFullYear(), maturity.getMonth() + 1, 0).getDate();
    maturity.setDate(Math.min(input.startDate.getDate(), lastDay));
    const expected = floatXirr(input.amount, input.amount + net, input.startDate, maturity);
    expect(Math.abs(depositEffectiveYield(rows, input.amount) - expected)).toBeLessThan(0.01);
  });

  it('is the net interest over the amount for a one-year deposit: 624.52 on 10 000 = 6.2452 %', () => {
    const rows = depositSchedule({ amount: 10000, annualPercent: 7, months: 12, startDate: new Date(2026, 10, 26) });
    expect(depositEffectiveYield(rows, 10000)).toBeCloseTo(6.2452, 8);
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
