/**
 * The summary of stored Web Vitals: the 75th percentile and the count of each metric per page
 * and per remote release. Computed here rather than in SQL, so both databases answer the same.
 */
import { REMOTE_NAMES } from '@ssb/contracts/node';
import { METRIC_NAMES, type MetricName } from './beacon';
import type { StoredVital } from './store';

type MetricSummary = Partial<Record<MetricName, { p75: number; count: number }>>;

export interface VitalsSummary {
  beacons: number;
  pages: { page: string; metrics: MetricSummary }[];
  releases: { remote: string; release: string; metrics: MetricSummary }[];
}

/** The nearest-rank 75th percentile: the smallest value with at least 75 % of the values at or below it. */
function p75(values: readonly number[]): number {
  if (values.length === 0) throw new Error('p75 of no values');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1] as number;
}

/** Values of each metric, gathered under a key. */
class Groups {
  readonly byKey = new Map<string, Map<MetricName, number[]>>();

  add(key: string, name: MetricName, value: number): void {
    let metrics = this.byKey.get(key);
    if (!metrics) {
      metrics = new Map();
      this.byKey.set(key, metrics);
    }
    const values = metrics.get(name);
    if (values) values.push(value);
    else metrics.set(name, [value]);
  }

  summaries(): [string, MetricSummary][] {
    return [...this.byKey.entries()].map(([key, metrics]) => {
      const summary: MetricSummary = {};
      for (const name of METRIC_NAMES) {
        const values = metrics.get(name);
        if (values) summary[name] = { p75: p75(values), count: values.length };
      }
      return [key, summary];
    });
  }
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function summarise(rows: readonly StoredVital[]): VitalsSummary {
  const pages = new Groups();
  const releases = new Groups();
  const beacons = new Set<string>();
  for (const row of rows) {
    beacons.add(row.beacon);
    pages.add(row.page, row.name, row.value);
    // A measurement counts for every remote release on its page.
    for (const remote of REMOTE_NAMES) {
      const release = row.releases[remote];
      if (release !== undefined) releases.add(JSON.stringify([remote, release]), row.name, row.value);
    }
  }
  return {
    beacons: beacons.size,
    pages: pages
      .summaries()
      .sort(([a], [b]) => compare(a, b))
      .map(([page, metrics]) => ({ page, metrics })),
    releases: releases
      .summaries()
      .map(([key, metrics]) => {
        const [remote, release] = JSON.parse(key) as [string, string];
        return { remote, release, metrics };
      })
      .sort((a, b) => compare(a.remote, b.remote) || compare(a.release, b.release)),
  };
}
