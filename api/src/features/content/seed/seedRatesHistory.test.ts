import { SEED_HISTORY_DAYS, seedPointsShown, seedRatesHistory } from './seedRatesHistory';

const TODAY = [
  { currency: 'USD' as const, nbt: 9.4312, buy: 9.41, sell: 9.46 },
  { currency: 'EUR' as const, nbt: 10.9124, buy: 10.85, sell: 11.02 },
  { currency: 'RUB' as const, nbt: 0.1163, buy: 0.114, sell: 0.119 },
];
const LATEST = '2026-03-02T03:00:00.000Z'; // Monday 08:00 in Dushanbe

describe('the seed’s rates history', () => {
  const points = seedRatesHistory('NON_CASH', TODAY, LATEST);

  it('has a point every working morning of the 90 days before, ending at exactly today’s figures', () => {
    expect(points.at(-1)).toEqual({ effectiveAt: LATEST, rates: TODAY });
    const first = Date.parse(points[0]!.effectiveAt);
    expect(Date.parse(LATEST) - first).toBeLessThanOrEqual(SEED_HISTORY_DAYS * 86_400_000);
    expect(Date.parse(LATEST) - first).toBeGreaterThan((SEED_HISTORY_DAYS - 4) * 86_400_000);
    for (const { effectiveAt } of points) {
      const dushanbe = new Date(Date.parse(effectiveAt) + 5 * 3_600_000);
      expect([dushanbe.getUTCHours(), dushanbe.getUTCMinutes()]).toEqual([8, 0]);
      expect([0, 6]).not.toContain(dushanbe.getUTCDay());
    }
    // About 13 weeks of five mornings.
    expect(points.length).toBeGreaterThanOrEqual(62);
    expect(points.length).toBeLessThanOrEqual(66);
  });

  it('moves as a rate does: small daily steps, the somoni firmer today, each buy below its sell', () => {
    const usd = points.map((p) => p.rates.find((r) => r.currency === 'USD')!);
    for (let i = 1; i < usd.length; i += 1) expect(Math.abs(usd[i]!.nbt / usd[i - 1]!.nbt - 1)).toBeLessThan(0.01);
    expect(usd[0]!.nbt).toBeGreaterThan(usd.at(-1)!.nbt * 1.005);
    expect(usd[0]!.nbt).toBeLessThan(usd.at(-1)!.nbt * 1.04);
    for (const point of points) for (const r of point.rates) expect(r.buy).toBeLessThan(r.sell);
    // Quoted as the bank does: the rouble to four decimals, the others to two.
    const rub = points[0]!.rates.find((r) => r.currency === 'RUB')!;
    expect(Math.round(rub.buy * 10_000)).toBeCloseTo(rub.buy * 10_000, 6);
    expect(Math.round(usd[0]!.buy * 100)).toBeCloseTo(usd[0]!.buy * 100, 6);
  });

  it('is the same at every load, and differs between tabs', () => {
    expect(seedRatesHistory('NON_CASH', TODAY, LATEST)).toEqual(points);
    expect(seedRatesHistory('TRANSFER', TODAY, LATEST)[0]).not.toEqual(points[0]);
  });

  it('shows visitors only its points in the window, up to now, and before staff first published', () => {
    const now = new Date(LATEST);
    const since = new Date(now.getTime() - 30 * 86_400_000);
    const shown = seedPointsShown(points, since, now, undefined);
    expect(shown.length).toBeGreaterThanOrEqual(20);
    expect(shown.every((p) => p.effectiveAt >= since.toISOString())).toBe(true);
    const staff = points[points.length - 5]!.effectiveAt;
    expect(seedPointsShown(points, since, now, staff).every((p) => p.effectiveAt < staff)).toBe(true);
    expect(seedPointsShown(points, since, new Date(Date.parse(LATEST) - 1), undefined).at(-1)?.effectiveAt).not.toBe(LATEST);
  });
});
