/**
 * One metric of a canary against control: the effect with its confidence sequence, and whether it
 * is past the margin, within it, or not yet known.
 *
 * Timings are compared on a log scale, so the effect is a ratio: "INP 24 % slower". The margin is
 * declared on the p75; a release that slows every visit by a factor moves each percentile, p75
 * included, by that factor, and the mean of the logs measures the factor with about half the
 * samples a p75 itself would need (the 2,000 page views). /_ops shows each cohort's p75
 * beside it, so a change of shape that the mean hides is still seen.
 */
import { differenceSequence, estimateSequence, stratifiedDifference, type Interval, type Moments } from './confidenceSequence';
import type { JudgedMetric, JudgeSettings, MetricRule, SequenceSettings } from './rules';
import { allValues, type CanaryData, type Strata, type VitalName } from './fieldData';

export type MetricStatus = 'worse' | 'non-inferior' | 'unclear' | 'too-few';

interface CohortFigure {
  n: number;
  /** p75 of the values (timings in ms, CLS unitless); for errors, the share of page views with one. */
  value: number;
}

export interface MetricFigures {
  metric: JudgedMetric;
  rule: MetricRule;
  canary: CohortFigure;
  control: CohortFigure;
  /**
   * Canary against control: a fraction for ratios (0.24 = 24 % worse), else a difference. `low` is
   * the rollback sequence's lower end (past the margin: worse), `high` the upper end of the step's
   * or the promotion's sequence (within the margin: no worse).
   */
  effect: { estimate: number; low: number; high: number };
  status: MetricStatus;
}

/** Timings below 1 ms are measurement noise: floored, so that a log is defined. */
const logTiming = (ms: number) => Math.log(Math.max(ms, 1));
/** One layout shift scores at most 1 per frame; past that a value is an outlier, not a signal. */
const cappedShift = (cls: number) => Math.min(cls, 1);

function p75(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.75 * sorted.length) - 1)] ?? 0;
}

function errorMoments(views: number, errorViews: number): Moments {
  const rate = views > 0 ? Math.min(errorViews, views) / views : 0;
  // Half an error and one view more for the variance: with none seen yet it is still not zero.
  const smoothed = (Math.min(errorViews, views) + 0.5) / (views + 1);
  return { n: views, mean: rate, variance: smoothed * (1 - smoothed) };
}

function statusOf(low: number, high: number, limit: number, enough: boolean): MetricStatus {
  if (!enough) return 'too-few';
  if (low > limit) return 'worse';
  return high <= limit ? 'non-inferior' : 'unclear';
}

/** The rollback sequence's lower end and the upper end of the one that shows it no worse. */
function bounds(
  sequence: (level: SequenceSettings) => Interval,
  rollbackLevel: SequenceSettings,
  keptLevel: SequenceSettings,
  rule: MetricRule,
): Interval {
  const tuned = (level: SequenceSettings) => ({ alpha: level.alpha, tuneAt: Math.max(10, level.tuneAt * rule.reported) });
  const rollback = sequence(tuned(rollbackLevel));
  const kept = sequence(tuned(keptLevel));
  return { n: rollback.n, mean: rollback.mean, low: rollback.low, high: kept.high };
}

const transformed = (strata: Strata, transform: (v: number) => number): Strata =>
  Object.fromEntries(Object.entries(strata).map(([key, values]) => [key, values.map(transform)]));

/**
 * `kept`: the level at which "no worse" is shown now: the step's, or the promotion's when the next
 * step is to everyone.
 */
export function compareMetric(
  metric: JudgedMetric,
  data: CanaryData,
  settings: JudgeSettings,
  kept: SequenceSettings = settings.promotion,
): MetricFigures {
  const rule = settings.rules[metric];
  if (metric === 'errors') {
    const a = errorMoments(data.canary.views, data.canary.errorViews);
    const b = errorMoments(data.control.views, data.control.errorViews);
    const interval = bounds((level) => differenceSequence(a, b, level), settings.rollback, kept, rule);
    return {
      metric,
      rule,
      canary: { n: a.n, value: a.mean },
      control: { n: b.n, value: b.mean },
      effect: { estimate: interval.mean, low: interval.low, high: interval.high },
      status: statusOf(interval.low, interval.high, rule.margin, interval.n >= settings.minPerMetric),
    };
  }
  const name: VitalName = metric;
  const canary = data.canary.metrics[name];
  const control = data.control.metrics[name];
  const transform = rule.kind === 'ratio' ? logTiming : cappedShift;
  const estimate = stratifiedDifference(transformed(canary, transform), transformed(control, transform), (rule.sdFloor ?? 0) ** 2);
  const interval = bounds((level) => estimateSequence(estimate, level), settings.rollback, kept, rule);
  const asRatio = (x: number) => Math.exp(x) - 1;
  const effect =
    rule.kind === 'ratio'
      ? { estimate: asRatio(interval.mean), low: asRatio(interval.low), high: asRatio(interval.high) }
      : { estimate: interval.mean, low: interval.low, high: interval.high };
  const limit = rule.kind === 'ratio' ? Math.log(1 + rule.margin) : rule.margin;
  return {
    metric,
    rule,
    canary: { n: allValues(canary).length, value: p75(allValues(canary)) },
    control: { n: allValues(control).length, value: p75(allValues(control)) },
    effect,
    status: statusOf(interval.low, interval.high, limit, interval.n >= settings.minPerMetric),
  };
}
