/**
 * The judge: one look at a canary's field data, and what to do about it. Roll back as soon as any
 * metric is worse than its margin with confidence; step the share up when every metric is shown
 * no worse, enough page views were seen overall and at this share; abort as inconclusive when
 * neither happens within the time limit; otherwise hold. Pure: the runner (judgeRunner.ts) reads
 * the data and acts, the simulator calls it with made-up data, and /_ops shows what it says now.
 */
import { compareMetric, type MetricFigures } from './compareMetric';
import type { CanaryData } from './fieldData';
import type { JudgedMetric, JudgeSettings } from './rules';

export type Decision = 'rollback' | 'step' | 'promote' | 'hold' | 'inconclusive';

const JUDGED_METRICS: readonly JudgedMetric[] = ['INP', 'LCP', 'CLS', 'errors'];

export interface VerdictInput {
  data: CanaryData;
  /** The canary's share now. */
  share: number;
  startedAt: Date;
  /** Canary page views since the share last changed. */
  canaryViewsAtShare: number;
  now: Date;
}

export interface Verdict {
  decision: Decision;
  /** The share to step to (step) or 1 (promote). */
  nextShare?: number;
  /** One line for people, in English (the log and the registry's history are English). */
  reason: string;
  metrics: MetricFigures[];
  views: { canary: number; control: number; canaryAtShare: number };
}

const percent = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(1)} %`;
const points = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(2)} points`;
const plain = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(3)}`;

/** "INP +24.3 % (+14.0 % to +35.1 %, margin +10.0 %)": the effect as the metric's kind reads. */
function describeEffect(figures: MetricFigures): string {
  const format = figures.rule.kind === 'ratio' ? percent : figures.metric === 'errors' ? points : plain;
  const { estimate, low, high } = figures.effect;
  const bound = (x: number) => (Number.isFinite(x) ? format(x) : '…');
  return `${figures.metric} ${format(estimate)} (${bound(low)} to ${bound(high)}, margin ${format(figures.rule.margin)})`;
}

export function judge(input: VerdictInput, settings: JudgeSettings): Verdict {
  const next = settings.steps.find((share) => share > input.share) ?? 1;
  const kept = next >= 1 ? settings.promotion : settings.step;
  const metrics = JUDGED_METRICS.map((metric) => compareMetric(metric, input.data, settings, kept));
  const views = { canary: input.data.canary.views, control: input.data.control.views, canaryAtShare: input.canaryViewsAtShare };
  const verdict = (decision: Decision, reason: string, nextShare?: number): Verdict => ({
    decision,
    reason,
    metrics,
    views,
    ...(nextShare === undefined ? {} : { nextShare }),
  });

  const worse = metrics.filter((m) => m.status === 'worse');
  if (worse.length > 0) return verdict('rollback', `worse than control past the margin: ${worse.map(describeEffect).join('; ')}`);

  const pending = metrics.filter((m) => m.status !== 'non-inferior');
  const enoughViews = views.canary >= settings.minViews && views.control >= settings.minViews;
  const enoughAtShare = views.canaryAtShare >= settings.minViewsPerStep;
  if (pending.length === 0 && enoughViews && enoughAtShare) {
    const evidence = metrics.map(describeEffect).join('; ');
    return next >= 1
      ? verdict('promote', `no worse than control on every metric: ${evidence}`, 1)
      : verdict('step', `no worse than control on every metric at ${Math.round(input.share * 100)} %: ${evidence}`, next);
  }

  const waiting = [
    ...pending.map((m) =>
      m.status === 'too-few' ? `${m.metric}: too few values yet (${Math.min(m.canary.n, m.control.n)})` : `${describeEffect(m)} not yet clear`,
    ),
    ...(enoughViews ? [] : [`page views ${views.canary} canary, ${views.control} control (${settings.minViews} needed)`]),
    ...(enoughAtShare ? [] : [`${views.canaryAtShare} canary page views at this share (${settings.minViewsPerStep} needed)`]),
  ].join('; ');
  if (input.now.getTime() - input.startedAt.getTime() >= settings.holdLimitMs)
    return verdict('inconclusive', `no decision within ${Math.round(settings.holdLimitMs / 3_600_000)} h: ${waiting}`);
  return verdict('hold', waiting);
}
