/**
 * What the judge holds a canary to, declared per metric. A margin is how much worse than control
 * the canary may be and still count as no worse ("non-inferior"): a ratio for timings (p75 10 %
 * slower), a difference for layout shift and for errors per page view.
 */
import type { VitalName } from './fieldData';

/**
 * TTFB is reported and shown, but not judged: it is mostly the visitor's network and the site
 * server, and the one part a remote's release adds to it, its server render, the site server
 * measures itself per release (ssb_release_render_seconds), without the network's noise.
 */
export type JudgedMetric = Exclude<VitalName, 'TTFB'> | 'errors';

export interface MetricRule {
  /** `ratio`: compared on a log scale, the margin a fraction (0.1 = 10 % worse); `difference`: in the metric's unit. */
  kind: 'ratio' | 'difference';
  margin: number;
  /**
   * The share of page views that report it (INP needs an interaction; /metrics has the counts):
   * its sequences are tuned to the values it will have, not to the page views. Declared, not
   * measured as the canary runs, so that the tuning does not depend on the data it judges.
   */
  reported: number;
  /**
   * The least spread assumed of a value (its standard deviation, in the metric's unit or log), so
   * that values all alike (every layout shift 0 on a few page views) are not taken for certainty.
   */
  sdFloor?: number;
}

const DEFAULT_RULES: Record<JudgedMetric, MetricRule> = {
  INP: { kind: 'ratio', margin: 0.1, reported: 0.6 },
  LCP: { kind: 'ratio', margin: 0.1, reported: 0.9 },
  CLS: { kind: 'difference', margin: 0.02, reported: 0.9, sdFloor: 0.01 },
  errors: { kind: 'difference', margin: 0.005, reported: 1 },
};

export interface SequenceSettings {
  alpha: number;
  /** Page views per cohort at which the sequence is tightest (each metric: times its `reported`). */
  tuneAt: number;
}

export interface JudgeSettings {
  rules: Record<JudgedMetric, MetricRule>;
  /**
   * The confidence sequence that rolls back: a margin counts as crossed only when the whole
   * sequence is past it, so a release exactly at its margin is rolled back with probability at
   * most α/2, whenever and however often the judge looks. Tightest near `tuneAt` values per cohort.
   */
  rollback: SequenceSettings;
  /**
   * The ones that show a metric no worse: a margin counts as kept only when the whole sequence is
   * within it, so a release exactly at its margin passes with probability at most α/2. A step to
   * 25 or 50 % is judged more leniently than the promotion to everyone: the exposure is still
   * bounded, and the rollback sequence keeps watching at the larger share, where values come five
   * and ten times faster. Showing that nothing got worse takes more values than seeing a
   * regression, so both are tuned to later sample sizes.
   */
  step: SequenceSettings;
  promotion: SequenceSettings;
  /** Values per cohort a metric needs before it may count either way (the asymptotics need some). */
  minPerMetric: number;
  /** Page views per cohort before the canary may step up or be promoted. */
  minViews: number;
  /** New canary page views at a share before the next step: each step is watched at its own scale. */
  minViewsPerStep: number;
  /** The shares, in order; past the last below 1 the canary is promoted. */
  steps: readonly number[];
  /** After this long without a decision the canary is aborted as inconclusive (ms). */
  holdLimitMs: number;
}

export const DEFAULT_JUDGE: JudgeSettings = {
  rules: DEFAULT_RULES,
  rollback: { alpha: 0.1, tuneAt: 1_000 },
  step: { alpha: 0.4, tuneAt: 2_500 },
  promotion: { alpha: 0.1, tuneAt: 10_000 },
  minPerMetric: 100,
  minViews: 500,
  minViewsPerStep: 200,
  steps: [0.05, 0.25, 0.5, 1],
  holdLimitMs: 4 * 24 * 3_600_000,
};
