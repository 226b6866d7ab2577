/**
 * The Prometheus side of the beacons: how many came and how they were answered, each Web Vital
 * by page and by remote release, and the remotes browsers could not load. Release labels come
 * from browsers, so each remote keeps at most RELEASES_PER_REMOTE of them (the rest: "other").
 */
import { REMOTE_NAMES } from '@ssb/contracts/node';
import { Counter, Histogram, type Registry } from 'prom-client';
import { LabelCap } from '../metrics';
import type { Beacon, MetricName } from './beacon';

const RELEASES_PER_REMOTE = 50;

export type BeaconOutcome = 'accepted' | 'refused' | 'rate_limited';

/**
 * Buckets close around each metric's "good" and "poor" thresholds (web.dev): LCP 2.5 / 4 s,
 * INP 0.2 / 0.5 s, TTFB 0.8 / 1.8 s, CLS 0.1 / 0.25.
 */
const SERIES: Record<MetricName, { suffix: string; unit: string; divisor: number; buckets: number[] }> = {
  LCP: { suffix: 'lcp_seconds', unit: 'Largest Contentful Paint (s)', divisor: 1000, buckets: [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 8, 10, 20] },
  INP: { suffix: 'inp_seconds', unit: 'Interaction to Next Paint (s)', divisor: 1000, buckets: [0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.75, 1, 2, 5] },
  TTFB: { suffix: 'ttfb_seconds', unit: 'Time to First Byte (s)', divisor: 1000, buckets: [0.1, 0.2, 0.4, 0.6, 0.8, 1, 1.4, 1.8, 2.5, 4, 8] },
  CLS: { suffix: 'cls', unit: 'Cumulative Layout Shift', divisor: 1, buckets: [0.01, 0.025, 0.05, 0.1, 0.15, 0.2, 0.25, 0.5, 1, 2] },
};

export function vitalMetrics(registry: Registry) {
  const registers = [registry];
  const beacons = new Counter({
    name: 'ssb_vitals_beacons_total',
    help: 'Web Vitals beacons received, by outcome: accepted, refused (bad input) or rate_limited',
    labelNames: ['outcome'] as const,
    registers,
  });
  const failures = new Counter({
    name: 'ssb_remote_load_failures_total',
    help: 'Remotes that visitors’ browsers could not load, by remote and release ("unknown" when the browser did not know it)',
    labelNames: ['remote', 'release'] as const,
    registers,
  });
  const byPage = new Map<MetricName, Histogram<'page'>>();
  const byRelease = new Map<MetricName, Histogram<'remote' | 'release'>>();
  for (const name of Object.keys(SERIES) as MetricName[]) {
    const { suffix, unit, buckets } = SERIES[name];
    byPage.set(name, new Histogram({ name: `ssb_web_vital_${suffix}`, help: `${unit} by page`, labelNames: ['page'] as const, buckets, registers }));
    byRelease.set(
      name,
      new Histogram({
        name: `ssb_web_vital_release_${suffix}`,
        help: `${unit} by remote release on the page`,
        labelNames: ['remote', 'release'] as const,
        buckets,
        registers,
      }),
    );
  }
  const dropped = new Counter({
    name: 'ssb_web_vital_values_dropped_total',
    help: 'Web Vitals values outside their plausible range (features/vitals/beacon.ts), dropped from accepted beacons, by metric',
    labelNames: ['metric'] as const,
    registers,
  });
  const releases = new LabelCap(RELEASES_PER_REMOTE);

  return {
    count(outcome: BeaconOutcome): void {
      beacons.inc({ outcome });
    },

    /** Counts a value dropped as implausible. */
    drop(metric: MetricName): void {
      dropped.inc({ metric });
    },

    /** Records an accepted beacon's measurements and failures. */
    record(beacon: Beacon): void {
      for (const { name, value } of beacon.metrics ?? []) {
        const scaled = value / SERIES[name].divisor;
        byPage.get(name)?.observe({ page: beacon.page }, scaled);
        for (const remote of REMOTE_NAMES) {
          const release = beacon.releases[remote];
          if (release !== undefined) byRelease.get(name)?.observe({ remote, release: releases.label(remote, release) }, scaled);
        }
      }
      for (const { remote, release } of beacon.failures ?? []) {
        failures.inc({ remote, release: releases.label(remote, release ?? 'unknown') });
      }
    },
  };
}
