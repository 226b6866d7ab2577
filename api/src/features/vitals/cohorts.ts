/**
 * A canary's field data, canary cohort against control cohort, for one remote: the page views,
 * the page views with an error of that remote, and the raw values of each Web Vital by stratum
 * (the page and the device they were measured on, which the judge compares like with like). The site
 * server's judge asks for it (GET /internal/vitals/cohorts) and does the statistics itself.
 * Counted here rather than in SQL, so both databases answer the same.
 */
import type { CohortGroup, RemoteName } from '@ssb/contracts/node';
import type { MetricName } from './beacon';

// ---- The answer, as the site server reads it: self-contained, so that it can be copied. ----

/** One cohort's figures over the window. */
export interface CohortFigures {
  /** Page views (their first batch). */
  views: number;
  /** Page views in which the remote had an error (the browser reports one per remote per view). */
  errorViews: number;
  /**
   * Every stored value of each metric by stratum ("/Credit/:slug phone"), in no particular order:
   * LCP, INP, TTFB in ms; CLS without a unit.
   */
  metrics: Record<'LCP' | 'INP' | 'CLS' | 'TTFB', Record<string, number[]>>;
}

/** GET /internal/vitals/cohorts?remote=&canaryRelease=&controlRelease=&since= */
export interface CohortFiguresAnswer {
  remote: RemoteName;
  /** ISO 8601, UTC: the window is [since, until]. */
  since: string;
  until: string;
  canary: CohortFigures;
  control: CohortFigures;
}

// ---- Counting ----

/** The columns the comparison reads: cohorts and releases are the stored JSON text. */
export interface CohortRows {
  vitals: { name: MetricName; value: number; page: string; device: string; cohorts: string; releases: string }[];
  /** Page views, and errors of the remote compared (the store selects no other errors). */
  events: { kind: 'view' | 'error'; cohorts: string; releases: string }[];
}

export interface CohortQuery {
  remote: RemoteName;
  canaryRelease: string;
  /** Absent: the control cohort's rows of any release. */
  controlRelease?: string | undefined;
}

const noFigures = (): CohortFigures => ({ views: 0, errorViews: 0, metrics: { LCP: {}, INP: {}, CLS: {}, TTFB: {} } });

export function cohortFigures(query: CohortQuery, rows: CohortRows): { canary: CohortFigures; control: CohortFigures } {
  const figures: Record<CohortGroup, CohortFigures> = { canary: noFigures(), control: noFigures() };
  const wanted: Record<CohortGroup, string | undefined> = { canary: query.canaryRelease, control: query.controlRelease };

  /** The cohort a row counts for, or null. */
  const groupOf = (cohortsJson: string, releasesJson: string): CohortGroup | null => {
    const group = (JSON.parse(cohortsJson) as Partial<Record<string, CohortGroup>>)[query.remote];
    if (group !== 'canary' && group !== 'control') return null;
    const named = (JSON.parse(releasesJson) as Partial<Record<string, string>>)[query.remote];
    // A row that names no release of the remote (a view sent before the remote loaded) counts by
    // its cohort alone; one that names another release belongs to no comparison of this one.
    const expected = wanted[group];
    if (named !== undefined && expected !== undefined && named !== expected) return null;
    return group;
  };

  for (const row of rows.vitals) {
    const group = groupOf(row.cohorts, row.releases);
    if (group) (figures[group].metrics[row.name][`${row.page} ${row.device}`] ??= []).push(row.value);
  }
  for (const row of rows.events) {
    const group = groupOf(row.cohorts, row.releases);
    if (group && row.kind === 'view') figures[group].views += 1;
    else if (group) figures[group].errorViews += 1;
  }
  return figures;
}
