import type { LiveRelease, RemoteName } from '@ssb/contracts';
import type { VitalsBeacon } from '@ssb/api-client/records';
import type { PageViewTags } from './pageView';

export const METRIC_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

export const isMetricName = (name: string): name is MetricName => (METRIC_NAMES as readonly string[]).includes(name);

/** What POST /vitals takes, field for field (the API refuses any other). */
export interface VitalsBatch extends PageViewTags {
  releases: Partial<Record<RemoteName, string>>;
  metrics?: { name: MetricName; value: number }[];
  failures?: { remote: RemoteName; release?: string }[];
}

// The API's schema, field for field (its page is the routing table's patterns, a string here):
// a change on either side fails the type-check.
const sameShapeAsApi = (batch: VitalsBatch): Omit<VitalsBeacon, 'page'> & { page: string } => batch;
void sameShapeAsApi;

/**
 * The API refuses a whole batch with a value past these (ms; CLS has no unit), so such a value
 * is left out rather than losing the rest of the batch with it.
 */
const MAX_VALUE: Record<MetricName, number> = { LCP: 120_000, INP: 120_000, TTFB: 120_000, CLS: 100 };

/** One per remote, and there are four. */
const MAX_FAILURES = 4;

/**
 * A page view's reports as they arrive: the latest value of each metric, the remotes loaded,
 * the remotes that failed. `take` gives a batch of what was not sent yet: each metric goes once
 * per page view (the API stores every value it gets, so a CLS sent again after it grew would be
 * counted twice for one view), each failure once.
 */
export function createBatchBuilder(tags: PageViewTags, releases: Partial<Record<RemoteName, LiveRelease>> = {}) {
  const metrics = new Map<MetricName, number>();
  const sentMetrics = new Set<MetricName>();
  const loaded = new Set<RemoteName>();
  const failed = new Set<RemoteName>();
  const sentFailures = new Set<RemoteName>();

  return {
    metric(name: MetricName, value: number) {
      if (Number.isFinite(value) && value >= 0 && value <= MAX_VALUE[name]) metrics.set(name, value);
    },
    loaded(remote: RemoteName) {
      loaded.add(remote);
    },
    failed(remote: RemoteName) {
      if (failed.size < MAX_FAILURES) failed.add(remote);
    },
    /** The next batch, or null when nothing new arrived since the last. */
    take(): VitalsBatch | null {
      const newMetrics = METRIC_NAMES.flatMap((name) => {
        const value = metrics.get(name);
        return value === undefined || sentMetrics.has(name) ? [] : [{ name, value }];
      });
      const newFailures = [...failed].filter((remote) => !sentFailures.has(remote));
      if (newMetrics.length === 0 && newFailures.length === 0) return null;

      const batch: VitalsBatch = { ...tags, releases: {} };
      for (const remote of loaded) {
        const id = releases[remote]?.id;
        if (id) batch.releases[remote] = id;
      }
      if (newMetrics.length) batch.metrics = newMetrics;
      if (newFailures.length) {
        batch.failures = newFailures.map((remote) => {
          const release = releases[remote]?.id;
          return release ? { remote, release } : { remote };
        });
      }
      for (const { name } of newMetrics) sentMetrics.add(name);
      for (const remote of newFailures) sentFailures.add(remote);
      return batch;
    },
  };
}
