/**
 * The figures of a verdict as the registry's history keeps them: per metric, both cohorts and the
 * effect with its bounds, rounded so that an entry stays small and readable.
 */
import type { Verdict } from '../judge/verdict';

const round = (x: number, digits = 4) => (Number.isFinite(x) ? Number(x.toFixed(digits)) : null);

export function verdictFigures(verdict: Verdict): Record<string, unknown> {
  return {
    decision: verdict.decision,
    ...(verdict.nextShare === undefined ? {} : { nextShare: verdict.nextShare }),
    views: verdict.views,
    metrics: verdict.metrics.map((m) => ({
      metric: m.metric,
      status: m.status,
      margin: m.rule.margin,
      kind: m.rule.kind,
      canary: { n: m.canary.n, value: round(m.canary.value) },
      control: { n: m.control.n, value: round(m.control.value) },
      effect: { estimate: round(m.effect.estimate), low: round(m.effect.low), high: round(m.effect.high) },
    })),
  };
}
