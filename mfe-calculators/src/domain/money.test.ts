import { round2, sumMoney } from './money';
import { formatDateDMY } from './dates';

describe('money', () => {
  it('rounds half away from zero on the decimal the number shows', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(-2.675)).toBe(-2.68);
    expect(round2(0.1 + 0.2)).toBe(0.3);
    expect(round2(2.344999)).toBe(2.34);
  });

  it('sums without float drift', () => {
    expect(sumMoney([0.1, 0.2, 0.3])).toBe(0.6);
    expect(0.1 + 0.2 + 0.3).not.toBe(0.6); // the drift sumMoney avoids
  });

  it('formats dates as DD.MM.YYYY', () => {
    expect(formatDateDMY(new Date(2026, 0, 5))).toBe('05.01.2026');
  });
});
