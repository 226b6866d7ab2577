import { amountStep, defaultInputs } from './bounds';

const bounds = (minAmount: number, maxAmount: number, minMonths = 3, maxMonths = 24) => ({ minAmount, maxAmount, minMonths, maxMonths });

describe('defaultInputs', () => {
  it('starts at a round amount in the geometric middle of the range, not at its arithmetic middle', () => {
    expect(defaultInputs(bounds(500, 1_000_000)).amount).toBe(20_000); // √(5·10⁸) ≈ 22 360, not 500 000
    expect(defaultInputs(bounds(3000, 60_000)).amount).toBe(10_000); // ≈ 13 416
    expect(defaultInputs(bounds(100, 200_000)).amount).toBe(5000); // ≈ 4 472
    expect(defaultInputs(bounds(50_000, 500_000)).amount).toBe(200_000); // ≈ 158 114
  });

  it('stays within the bounds and takes the middle term', () => {
    expect(defaultInputs(bounds(9000, 9500))).toEqual({ amount: 9500, months: 14 }); // 10 000 is above the range
    expect(defaultInputs(bounds(1000, 1000, 12, 12))).toEqual({ amount: 1000, months: 12 });
  });

  it('keeps the slider steps at about a hundred stops', () => {
    expect(amountStep(bounds(500, 1_000_000))).toBe(1000);
    expect(amountStep(bounds(500, 2_000_000))).toBe(10_000);
  });
});
