/**
 * The judge's power and false-alarm rate, measured: a seeded simulation of canary releases fed to
 * the real judge (judge/verdict.ts), with page views drawn from today's /metrics distributions at
 * the bank's traffic. Some releases carry a planted regression, the rest none; each runs until the
 * judge rolls it back, promotes it, or gives up. docs/remote-delivery.md has the method and table.
 */
import { xoroshiro128plus, type RandomGenerator } from 'pure-rand';
import { judge } from '../judge/verdict';
import { emptyCohort, VITAL_NAMES, type CohortData, type VitalName } from '../judge/fieldData';
import type { JudgeSettings } from '../judge/rules';
import { drawFrom, type FieldDistributions, type Histogram } from './fieldDistributions';

type Planted = 'INP' | 'LCP' | 'errors' | null;

export interface SimulationSettings {
  /** Page views of the whole site a day (a bank of this size: about 20,000). */
  viewsPerDay: number;
  /** How often the judge looks (simulated minutes). */
  checkEveryMinutes: number;
  /** How much worse a planted timing regression is (0.25: 25 % slower). */
  slowdown: number;
  /** How many more page views a planted error regression breaks (0.02: 2 points). */
  extraErrors: number;
  /**
   * Page views with an error of the remote when nothing is wrong. /metrics shows the remotes that
   * failed to load; errors inside a remote are new with this issue, so a floor stands for them.
   */
  baseErrorFloor: number;
  /** Releases of each kind. */
  releases: number;
  seed: number;
}

export const DEFAULT_SIMULATION: SimulationSettings = {
  viewsPerDay: 20_000,
  checkEveryMinutes: 60,
  slowdown: 0.25,
  extraErrors: 0.02,
  baseErrorFloor: 0.001,
  releases: 20,
  seed: 41,
};

export interface ReleaseOutcome {
  planted: Planted;
  outcome: 'rolled back' | 'promoted' | 'inconclusive';
  /** Canary page views when it was decided, and simulated hours. */
  canaryViews: number;
  hours: number;
  reason: string;
}

export interface SimulationReport {
  releases: ReleaseOutcome[];
  /** Regressions rolled back within 2,000 canary page views. */
  regressionsRolledBack: number;
  nullRolledBack: number;
  /** Null releases promoted to 100 % within 3 days. */
  nullPromoted: number;
  line: string;
}

/** A uniform number in [0, 1) from the seeded generator. */
function uniform(generator: RandomGenerator): () => number {
  return () => (generator.unsafeNext() >>> 0) / 2 ** 32;
}

interface PageDraw {
  page: string;
  weight: number;
  /** Each metric's histogram, and the share of this page's views that report it. */
  metrics: Partial<Record<VitalName, { histogram: Histogram; rate: number }>>;
}

interface PageMix {
  pages: PageDraw[];
  total: number;
}

/**
 * A page's own histogram only once it has this many values: below it, a page's few values would
 * make a narrow distribution up (and flatter the judge), so the site's whole histogram stands in.
 */
const MIN_PAGE_VALUES = 30;

function pooled(histograms: Histogram[]): Histogram | undefined {
  const first = histograms[0];
  if (!first) return undefined;
  const counts = first.bounds.map((_, i) => histograms.reduce((sum, h) => sum + (h.counts[i] ?? 0), 0));
  return { bounds: first.bounds, counts, total: counts.reduce((a, b) => a + b, 0) };
}

/** Pages weighted by their page views (TTFB is measured on every one that reports). */
function pageMix(distributions: FieldDistributions): PageMix {
  const entries = Object.entries(distributions.pages).filter(([, metrics]) => (metrics.TTFB?.total ?? 0) > 0);
  if (entries.length === 0) throw new Error('the /metrics text has no Web Vitals histograms (ssb_web_vital_ttfb_seconds_bucket)');
  const site = Object.fromEntries(
    VITAL_NAMES.map((name) => [name, pooled(entries.flatMap(([, metrics]) => (metrics[name] ? [metrics[name]] : [])))]),
  ) as Record<VitalName, Histogram | undefined>;
  const siteViews = site.TTFB?.total ?? 1;
  const pages = entries.map(([page, metrics]): PageDraw => {
    const views = metrics.TTFB?.total ?? 0;
    const own = views >= MIN_PAGE_VALUES;
    const drawn: PageDraw['metrics'] = {};
    for (const name of VITAL_NAMES) {
      const mine = metrics[name];
      const whole = site[name];
      if (own && mine && mine.total >= MIN_PAGE_VALUES) drawn[name] = { histogram: mine, rate: Math.min(1, mine.total / views) };
      else if (whole) drawn[name] = { histogram: whole, rate: Math.min(1, whole.total / siteViews) };
    }
    return { page, weight: views, metrics: drawn };
  });
  return { pages, total: pages.reduce((sum, p) => sum + p.weight, 0) };
}

function drawPage(mix: PageMix, random: () => number) {
  let pick = random() * mix.total;
  for (const page of mix.pages) {
    pick -= page.weight;
    if (pick < 0) return page;
  }
  return mix.pages[mix.pages.length - 1] as PageDraw;
}

type GrowingCohort = { views: number; errorViews: number; metrics: Record<VitalName, Record<string, number[]>> };

/** One page view of a cohort: the metrics its page reports, as often as that page reports them. */
function addView(cohort: GrowingCohort, mix: PageMix, random: () => number, errorRate: number, slower: VitalName | null, factor: number) {
  const page = drawPage(mix, random);
  cohort.views += 1;
  if (random() < errorRate) cohort.errorViews += 1;
  for (const name of VITAL_NAMES) {
    const drawn = page.metrics[name];
    // INP exists only for a view with an interaction; LCP not for one hidden early.
    if (!drawn || random() >= drawn.rate) continue;
    const value = drawFrom(drawn.histogram, random, name !== 'CLS');
    (cohort.metrics[name][page.page] ??= []).push(name === slower ? value * factor : value);
  }
}

function simulateRelease(
  planted: Planted,
  mix: PageMix,
  baseErrors: number,
  random: () => number,
  judgeSettings: JudgeSettings,
  sim: SimulationSettings,
): ReleaseOutcome {
  const canary: GrowingCohort = emptyCohort() as GrowingCohort;
  const control: GrowingCohort = emptyCohort() as GrowingCohort;
  const startedAt = new Date(Date.UTC(2026, 10, 27));
  let share = judgeSettings.steps[0] ?? 0.05;
  let canaryAtShare = 0;
  const slower = planted === 'INP' || planted === 'LCP' ? planted : null;
  const canaryErrors = baseErrors + (planted === 'errors' ? sim.extraErrors : 0);
  const perCheck = (sim.viewsPerDay * sim.checkEveryMinutes) / (24 * 60);
  for (let check = 1; ; check += 1) {
    const now = new Date(startedAt.getTime() + check * sim.checkEveryMinutes * 60_000);
    for (const [cohort, rate] of [
      [canary, canaryErrors],
      [control, baseErrors],
    ] as const) {
      const expected = perCheck * share;
      const count = Math.floor(expected) + (random() < expected % 1 ? 1 : 0);
      for (let i = 0; i < count; i += 1) addView(cohort, mix, random, rate, cohort === canary ? slower : null, 1 + sim.slowdown);
      if (cohort === canary) canaryAtShare += count;
    }
    const verdict = judge(
      { data: { canary: canary as CohortData, control: control as CohortData }, share, startedAt, canaryViewsAtShare: canaryAtShare, now },
      judgeSettings,
    );
    const hours = (now.getTime() - startedAt.getTime()) / 3_600_000;
    const done = (outcome: ReleaseOutcome['outcome']): ReleaseOutcome => ({
      planted,
      outcome,
      canaryViews: canary.views,
      hours,
      reason: verdict.reason,
    });
    if (verdict.decision === 'rollback') return done('rolled back');
    if (verdict.decision === 'promote') return done('promoted');
    if (verdict.decision === 'inconclusive') return done('inconclusive');
    if (verdict.decision === 'step' && verdict.nextShare !== undefined) {
      share = verdict.nextShare;
      canaryAtShare = 0;
    }
  }
}

const ROLLBACK_WITHIN_VIEWS = 2_000;
const PROMOTE_WITHIN_HOURS = 72;

export function simulate(
  distributions: FieldDistributions,
  judgeSettings: JudgeSettings,
  sim: SimulationSettings = DEFAULT_SIMULATION,
): SimulationReport {
  const random = uniform(xoroshiro128plus(sim.seed));
  const mix = pageMix(distributions);
  const measured = distributions.beacons > 0 ? distributions.failures / distributions.beacons : 0;
  const baseErrors = Math.max(measured, sim.baseErrorFloor);
  const kinds: Planted[] = ['INP', 'LCP', 'errors'];
  const releases: ReleaseOutcome[] = [];
  for (let i = 0; i < sim.releases; i += 1)
    releases.push(simulateRelease(kinds[i % kinds.length] ?? 'INP', mix, baseErrors, random, judgeSettings, sim));
  for (let i = 0; i < sim.releases; i += 1) releases.push(simulateRelease(null, mix, baseErrors, random, judgeSettings, sim));
  const regressions = releases.filter((r) => r.planted !== null);
  const nulls = releases.filter((r) => r.planted === null);
  const regressionsRolledBack = regressions.filter((r) => r.outcome === 'rolled back' && r.canaryViews <= ROLLBACK_WITHIN_VIEWS).length;
  const nullRolledBack = nulls.filter((r) => r.outcome === 'rolled back').length;
  const nullPromoted = nulls.filter((r) => r.outcome === 'promoted' && r.hours <= PROMOTE_WITHIN_HOURS).length;
  const n = sim.releases;
  return {
    releases,
    regressionsRolledBack,
    nullRolledBack,
    nullPromoted,
    line: `regressions rolled back ${regressionsRolledBack}/${n}, null releases rolled back ${nullRolledBack}/${n}, null releases promoted ${nullPromoted}/${n}`,
  };
}
