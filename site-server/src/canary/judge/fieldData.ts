/**
 * What the judge reads of one canary: each cohort's page views, the page views with an error of the
 * remote, and the raw values of each Web Vital by stratum (the page and the device they were
 * measured on), since the canary started. The API answers it (GET /internal/vitals/cohorts); the
 * simulator makes it up from /metrics' distributions.
 */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** Values by stratum: "/Credit/:slug phone" → the values measured there. */
export type Strata = Record<string, readonly number[]>;

export interface CohortData {
  views: number;
  errorViews: number;
  metrics: Record<VitalName, Strata>;
}

export interface CanaryData {
  canary: CohortData;
  control: CohortData;
}

export const emptyCohort = (): CohortData => ({ views: 0, errorViews: 0, metrics: { LCP: {}, INP: {}, CLS: {}, TTFB: {} } });

const isNumberList = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => typeof x === 'number' && Number.isFinite(x));
const isStrata = (v: unknown): v is Strata => typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every(isNumberList);

/** Every value of a metric, whatever its stratum. */
export const allValues = (strata: Strata): number[] => Object.values(strata).flat();

/** A cohort as the API answered it, checked field by field (the API is another process). */
export function parseCohort(value: unknown): CohortData | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const metrics = v.metrics as Record<string, unknown> | undefined;
  if (typeof v.views !== 'number' || typeof v.errorViews !== 'number' || typeof metrics !== 'object' || metrics === null) return null;
  const parsed = emptyCohort();
  for (const name of VITAL_NAMES) {
    const list = metrics[name];
    if (!isStrata(list)) return null;
    parsed.metrics[name] = list;
  }
  return { ...parsed, views: v.views, errorViews: v.errorViews };
}
