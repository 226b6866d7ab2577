/**
 * An asymptotic confidence sequence for a mean (Waudby-Smith, Arnold, Wu and Ramdas, "Time-uniform
 * central limit theory and asymptotic confidence sequences", 2024): Robbins' normal-mixture
 * boundary with the variance estimated from the data. Unlike a confidence interval, it holds at
 * every sample size at once, so the judge may look after every batch and stop whenever the
 * interval clears a margin, without the false alarms that repeated fixed-sample tests pile up.
 * It is the statistic behind the mixture SPRT of commercial experiment platforms.
 */

export interface Interval {
  /** The sample size it was computed at. */
  n: number;
  mean: number;
  low: number;
  high: number;
}

/**
 * The mixture's spread ρ makes the boundary tightest near `tuneAt` observations: where the judge
 * expects to decide. The formula is the paper's (its eq. 16), for a two-sided level α.
 */
export function mixtureSpread(alpha: number, tuneAt: number): number {
  const k = -2 * Math.log(alpha);
  return Math.sqrt((k + Math.log(k + 1)) / tuneAt);
}

/** The half-width of the sequence at n observations, per unit of standard deviation. */
export function boundaryPerSd(n: number, alpha: number, rho: number): number {
  const v = n * rho * rho + 1;
  return Math.sqrt(((2 * v) / (n * n * rho * rho)) * Math.log(Math.sqrt(v) / alpha));
}

/** A sample's size, mean and variance: all a sequence needs of it. */
export interface Moments {
  n: number;
  mean: number;
  variance: number;
}

export function momentsOf(values: readonly number[]): Moments {
  const n = values.length;
  let sum = 0;
  for (const v of values) sum += v;
  const mean = n > 0 ? sum / n : 0;
  let squares = 0;
  for (const v of values) squares += (v - mean) ** 2;
  return { n, mean, variance: n > 1 ? squares / (n - 1) : 0 };
}

/**
 * The confidence sequence of the difference of two means (a − b), the two samples growing side by
 * side (canary and control get the same share of visitors). It is the sequence of paired
 * differences: pairs up to the smaller sample, with the variance of a difference of independent
 * values. Conservative when one sample runs ahead of the other.
 */
export function differenceSequence(a: Moments, b: Moments, settings: { alpha: number; tuneAt: number }): Interval {
  const n = Math.min(a.n, b.n);
  return estimateSequence({ n, estimate: a.mean - b.mean, variance: n > 0 ? (a.variance + b.variance) / n : Infinity }, settings);
}

/** An estimate of a difference after n pairs, and its variance (of the estimate, not of a value). */
export interface Estimate {
  n: number;
  estimate: number;
  variance: number;
}

/** The sequence around an estimate whose variance shrinks as 1/n: a pair's variance is n · variance. */
export function estimateSequence({ n, estimate, variance }: Estimate, { alpha, tuneAt }: { alpha: number; tuneAt: number }): Interval {
  if (n < 2 || !Number.isFinite(variance)) return { n, mean: estimate, low: -Infinity, high: Infinity };
  const half = Math.sqrt(n * variance) * boundaryPerSd(n, alpha, mixtureSpread(alpha, tuneAt));
  return { n, mean: estimate, low: estimate - half, high: estimate + half };
}

/** Strata with fewer values than this in either cohort are pooled into one. */
const MIN_STRATUM = 10;

/**
 * The difference of two cohorts' means, post-stratified: within each stratum (a page on a device)
 * canary against control, weighted by the stratum's share of both. Pages and devices differ far
 * more from each other than two releases do; comparing like with like takes that spread out of the
 * variance (the regression adjustment of CUPED, with the stratum as covariate), so the sequence
 * narrows sooner. With one stratum it is the plain difference. `varianceFloor` keeps a stratum whose
 * values are all alike (every layout shift 0) from claiming certainty it does not have.
 */
export function stratifiedDifference(a: Record<string, readonly number[]>, b: Record<string, readonly number[]>, varianceFloor = 0): Estimate {
  const pooledA: number[] = [];
  const pooledB: number[] = [];
  const strata: [readonly number[], readonly number[]][] = [];
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const x = a[key] ?? [];
    const y = b[key] ?? [];
    if (x.length >= MIN_STRATUM && y.length >= MIN_STRATUM) strata.push([x, y]);
    else {
      pooledA.push(...x);
      pooledB.push(...y);
    }
  }
  if (pooledA.length >= 2 && pooledB.length >= 2) strata.push([pooledA, pooledB]);
  const total = strata.reduce((sum, [x, y]) => sum + x.length + y.length, 0);
  const nA = strata.reduce((sum, [x]) => sum + x.length, 0);
  const nB = strata.reduce((sum, [, y]) => sum + y.length, 0);
  let estimate = 0;
  let variance = 0;
  for (const [x, y] of strata) {
    const w = (x.length + y.length) / total;
    const mx = momentsOf(x);
    const my = momentsOf(y);
    estimate += w * (mx.mean - my.mean);
    variance += w * w * (Math.max(mx.variance, varianceFloor) / mx.n + Math.max(my.variance, varianceFloor) / my.n);
  }
  // The sequence counts pairs: as many as the smaller cohort has.
  return { n: Math.min(nA, nB), estimate, variance: strata.length > 0 ? variance : Infinity };
}
