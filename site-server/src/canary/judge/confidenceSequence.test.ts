import { xoroshiro128plus } from 'pure-rand';
import { boundaryPerSd, differenceSequence, estimateSequence, mixtureSpread, momentsOf, stratifiedDifference } from './confidenceSequence';

function gaussian(seed: number) {
  const g = xoroshiro128plus(seed);
  const u = () => ((g.unsafeNext() >>> 0) + 0.5) / 2 ** 32;
  return () => Math.sqrt(-2 * Math.log(u())) * Math.cos(2 * Math.PI * u());
}

/** Runs a null experiment looking after every value: how often any look excludes the truth (0). */
function falseAlarmRate(halfWidth: (n: number, sd: number) => number, runs: number, looks: number): number {
  const normal = gaussian(7);
  let alarms = 0;
  for (let run = 0; run < runs; run += 1) {
    let sum = 0;
    let squares = 0;
    for (let n = 1; n <= looks; n += 1) {
      const x = normal();
      sum += x;
      squares += x * x;
      if (n < 10) continue;
      const mean = sum / n;
      const sd = Math.sqrt((squares - n * mean * mean) / (n - 1));
      if (Math.abs(mean) > halfWidth(n, sd)) {
        alarms += 1;
        break;
      }
    }
  }
  return alarms / runs;
}

describe('the confidence sequence', () => {
  it('keeps its level however often it is looked at, where a repeated fixed-sample interval does not', () => {
    const alpha = 0.1;
    const rho = mixtureSpread(alpha, 1_000);
    const sequence = falseAlarmRate((n, sd) => (sd * boundaryPerSd(n, alpha, rho)) / 1, 250, 1_000);
    // The same 90 % level as a fixed-sample interval (z = 1.645), looked at after every value.
    const repeated = falseAlarmRate((n, sd) => (1.645 * sd) / Math.sqrt(n), 250, 1_000);
    expect(sequence).toBeLessThanOrEqual(alpha);
    expect(repeated).toBeGreaterThan(3 * alpha);
  });

  it('narrows as values come in, tightest around the size it is tuned to', () => {
    const rho = mixtureSpread(0.1, 1_000);
    expect(boundaryPerSd(4_000, 0.1, rho)).toBeLessThan(boundaryPerSd(1_000, 0.1, rho));
    // Tuned to 1,000 it is narrower there than one tuned to 20,000.
    expect(boundaryPerSd(1_000, 0.1, rho)).toBeLessThan(boundaryPerSd(1_000, 0.1, mixtureSpread(0.1, 20_000)));
  });

  it('says nothing from fewer than two values', () => {
    const interval = estimateSequence({ n: 1, estimate: 3, variance: 1 }, { alpha: 0.1, tuneAt: 100 });
    expect(interval.low).toBe(-Infinity);
    expect(interval.high).toBe(Infinity);
  });
});

describe('the stratified difference', () => {
  const normal = gaussian(11);
  // Two pages, one five times slower: the difference between releases is 0.1 on both.
  const draw = (n: number, centre: number, shift: number) => Array.from({ length: n }, () => centre + shift + 0.3 * normal());
  const canary = { fast: draw(600, 0, 0.1), slow: draw(400, 1.6, 0.1) };
  const control = { fast: draw(600, 0, 0), slow: draw(400, 1.6, 0) };

  it('finds the shift within pages, with far less variance than pooling the pages does', () => {
    const stratified = stratifiedDifference(canary, control);
    const pooled = differenceSequence(momentsOf([...canary.fast, ...canary.slow]), momentsOf([...control.fast, ...control.slow]), {
      alpha: 0.1,
      tuneAt: 1_000,
    });
    expect(stratified.estimate).toBeCloseTo(0.1, 1);
    expect(stratified.n).toBe(1_000);
    const pooledVariance = (momentsOf([...canary.fast, ...canary.slow]).variance + momentsOf([...control.fast, ...control.slow]).variance) / 1_000;
    expect(stratified.variance).toBeLessThan(pooledVariance / 4);
    expect(pooled.mean).toBeCloseTo(stratified.estimate, 1);
  });

  it('is the plain difference with one stratum', () => {
    const one = stratifiedDifference({ all: canary.fast }, { all: control.fast });
    const a = momentsOf(canary.fast);
    const b = momentsOf(control.fast);
    expect(one.estimate).toBeCloseTo(a.mean - b.mean, 12);
    expect(one.variance).toBeCloseTo(a.variance / a.n + b.variance / b.n, 12);
  });

  it('takes values all alike for no more certain than its floor allows', () => {
    const zeros = Array.from({ length: 50 }, () => 0);
    expect(stratifiedDifference({ a: zeros }, { a: zeros }).variance).toBe(0);
    expect(stratifiedDifference({ a: zeros }, { a: zeros }, 0.01 ** 2).variance).toBeCloseTo((2 * 0.01 ** 2) / 50, 12);
  });

  it('pools strata too small to compare', () => {
    const small = stratifiedDifference({ a: [1, 2, 3], b: [4, 5, 6] }, { a: [1, 2], b: [4, 5, 6, 7] });
    expect(small.n).toBe(6);
    expect(Number.isFinite(small.variance)).toBe(true);
  });
});
