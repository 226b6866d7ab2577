import { xoroshiro128plus } from 'pure-rand';
import { judge, type VerdictInput } from './verdict';
import { DEFAULT_JUDGE } from './rules';
import type { CohortData } from './fieldData';

function lognormal(seed: number) {
  const g = xoroshiro128plus(seed);
  const u = () => ((g.unsafeNext() >>> 0) + 0.5) / 2 ** 32;
  return (median: number, sd: number) => median * Math.exp(sd * Math.sqrt(-2 * Math.log(u())) * Math.cos(2 * Math.PI * u()));
}

/** A cohort of `views` page views on two pages, each with every metric; `slower` scales INP. */
function cohort(seed: number, views: number, { slower = 1, errorViews = 0 } = {}): CohortData {
  const draw = lognormal(seed);
  const page = (n: number, lcp: number) => ({
    LCP: Array.from({ length: n }, () => draw(lcp, 0.4)),
    INP: Array.from({ length: n }, () => draw(120, 0.5) * slower),
    TTFB: Array.from({ length: n }, () => draw(300, 0.4)),
    CLS: Array.from({ length: n }, () => Math.min(1, draw(0.01, 0.5))),
  });
  const home = page(Math.floor(views / 2), 1_500);
  const credit = page(views - Math.floor(views / 2), 2_500);
  const strata = (name: keyof typeof home) => ({ '/ desktop': home[name], '/Credit phone': credit[name] });
  return { views, errorViews, metrics: { LCP: strata('LCP'), INP: strata('INP'), TTFB: strata('TTFB'), CLS: strata('CLS') } };
}

const started = new Date('2026-11-27T00:00:00Z');
const input = (canary: CohortData, control: CohortData, extra: Partial<VerdictInput> = {}): VerdictInput => ({
  data: { canary, control },
  share: 0.05,
  startedAt: started,
  canaryViewsAtShare: canary.views,
  now: new Date(started.getTime() + 3_600_000),
  ...extra,
});

describe('the judge', () => {
  it('rolls back a release whose INP is 40 % worse, naming the metric and its figures', () => {
    const verdict = judge(input(cohort(1, 1_000, { slower: 1.4 }), cohort(2, 1_000)), DEFAULT_JUDGE);
    expect(verdict.decision).toBe('rollback');
    expect(verdict.reason).toMatch(/^worse than control past the margin: INP \+\d/);
    const inp = verdict.metrics.find((m) => m.metric === 'INP');
    expect(inp?.status).toBe('worse');
    expect(inp?.effect.low).toBeGreaterThan(0.1);
    expect(inp?.canary.value).toBeGreaterThan(inp?.control.value ?? Infinity);
  });

  it('rolls back on errors: 3 % of page views against none', () => {
    const verdict = judge(input(cohort(3, 2_000, { errorViews: 60 }), cohort(4, 2_000)), DEFAULT_JUDGE);
    expect(verdict.decision).toBe('rollback');
    expect(verdict.metrics.find((m) => m.metric === 'errors')?.status).toBe('worse');
  });

  it('steps up a release no worse than control, to the next share', () => {
    const verdict = judge(input(cohort(5, 6_000), cohort(6, 6_000)), DEFAULT_JUDGE);
    expect(verdict.metrics.map((m) => `${m.metric} ${m.status}`)).toEqual([
      'INP non-inferior',
      'LCP non-inferior',
      'CLS non-inferior',
      'errors non-inferior',
    ]);
    expect(verdict.decision).toBe('step');
    expect(verdict.nextShare).toBe(0.25);
  });

  it('promotes it from the last share below 100 %', () => {
    expect(judge(input(cohort(5, 6_000), cohort(6, 6_000), { share: 0.5 }), DEFAULT_JUDGE)).toMatchObject({ decision: 'promote', nextShare: 1 });
  });

  it('holds until enough page views were seen at this share', () => {
    const verdict = judge(input(cohort(5, 6_000), cohort(6, 6_000), { canaryViewsAtShare: 50 }), DEFAULT_JUDGE);
    expect(verdict.decision).toBe('hold');
    expect(verdict.reason).toContain('50 canary page views at this share');
  });

  it('holds with too few values, and gives up as inconclusive after the time limit', () => {
    const few = input(cohort(7, 60), cohort(8, 60));
    expect(judge(few, DEFAULT_JUDGE).decision).toBe('hold');
    expect(judge(few, DEFAULT_JUDGE).metrics.every((m) => m.status === 'too-few')).toBe(true);
    const late = { ...few, now: new Date(started.getTime() + DEFAULT_JUDGE.holdLimitMs) };
    expect(judge(late, DEFAULT_JUDGE)).toMatchObject({ decision: 'inconclusive' });
  });

  it('never rolls back for a slowdown within the margin', () => {
    const verdict = judge(input(cohort(9, 8_000, { slower: 1.03 }), cohort(10, 8_000)), DEFAULT_JUDGE);
    expect(verdict.decision).not.toBe('rollback');
  });
});
