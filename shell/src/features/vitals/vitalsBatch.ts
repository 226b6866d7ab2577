import type { CohortGroup, LiveRelease, RemoteName } from '@ssb/contracts';
import type { VitalsBeacon } from '@ssb/api-client/records';
import type { PageViewTags } from './pageView';

const METRIC_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

export const isMetricName = (name: string): name is MetricName => (METRIC_NAMES as readonly string[]).includes(name);

/**
 * How an error came to be a remote's: its error boundary caught it, an uncaught error or
 * rejection named its files, or it failed to load.
 */
export type RemoteErrorKind = 'boundary' | 'script' | 'rejection' | 'load';

export type Cohorts = Partial<Record<RemoteName, CohortGroup>>;

/** What POST /vitals takes, field for field (the API refuses any other). */
export interface VitalsBatch extends PageViewTags {
  releases: Partial<Record<RemoteName, string>>;
  metrics?: { name: MetricName; value: number }[];
  failures?: { remote: RemoteName; release?: string }[];
  /** The visitor's canary cohorts: on every batch of a page view in one. */
  cohorts?: Cohorts;
  /** On the first batch of a page view that reports, never again: the API counts page views by it. */
  view?: true;
  /** At most one per remote per page view. */
  errors?: { remote: RemoteName; kind: RemoteErrorKind }[];
}

// The API's schema, field for field (its page is the routing table's patterns, a string here):
// the same fields, each of the same type both ways, so a change on either side fails the type-check.
type ApiBatch = Omit<VitalsBeacon, 'page'> & { page: string };
const sameShapeAsApi = (batch: VitalsBatch): ApiBatch => batch;
const noWiderThanApi = (beacon: ApiBatch): VitalsBatch => beacon;
const sameFields: [Exclude<keyof VitalsBatch, keyof ApiBatch>, Exclude<keyof ApiBatch, keyof VitalsBatch>] extends [never, never] ? true : never =
  true;
void [sameShapeAsApi, noWiderThanApi, sameFields];

/**
 * The API refuses a whole batch with a value past these (ms; CLS has no unit), so such a value
 * is left out rather than losing the rest of the batch with it.
 */
const MAX_VALUE: Record<MetricName, number> = { LCP: 120_000, INP: 120_000, TTFB: 120_000, CLS: 100 };

/** One per remote, and there are four. */
const MAX_FAILURES = 4;

export interface PageViewReporting {
  /** This page view reports in full (sampled, or in a canary cohort): its first batch says `view`. */
  view: boolean;
  /** Carried by every batch as it is. */
  cohorts?: Cohorts;
}

/**
 * A page view's reports as they arrive: the latest value of each metric, the remotes loaded,
 * the remotes that failed, the first error of each remote. `take` gives a batch of what was not
 * sent yet: each metric goes once per page view (the API stores every value it gets, so a CLS
 * sent again after it grew would be counted twice for one view), each failure and error once,
 * and `view` with the first batch.
 */
export function createBatchBuilder(
  tags: PageViewTags,
  releases: Partial<Record<RemoteName, LiveRelease>> = {},
  reporting: PageViewReporting = { view: false },
) {
  const metrics = new Map<MetricName, number>();
  const sentMetrics = new Set<MetricName>();
  const loaded = new Set<RemoteName>();
  const failed = new Set<RemoteName>();
  const sentFailures = new Set<RemoteName>();
  // Insertion order is arrival order; a remote's first error is the one that counts.
  const errors = new Map<RemoteName, RemoteErrorKind>();
  const sentErrors = new Set<RemoteName>();
  let viewPending = reporting.view;

  const error = (remote: RemoteName, kind: RemoteErrorKind) => {
    if (!errors.has(remote)) errors.set(remote, kind);
  };

  return {
    metric(name: MetricName, value: number) {
      if (Number.isFinite(value) && value >= 0 && value <= MAX_VALUE[name]) metrics.set(name, value);
    },
    loaded(remote: RemoteName) {
      loaded.add(remote);
    },
    /** A remote that failed to load: a failure, and that remote's error. */
    failed(remote: RemoteName) {
      if (failed.size < MAX_FAILURES) failed.add(remote);
      error(remote, 'load');
    },
    /** An error of the remote's; only its first one counts. */
    error,
    /** The next batch, or null when nothing new arrived since the last. */
    take(): VitalsBatch | null {
      const newMetrics = METRIC_NAMES.flatMap((name) => {
        const value = metrics.get(name);
        return value === undefined || sentMetrics.has(name) ? [] : [{ name, value }];
      });
      const newFailures = [...failed].filter((remote) => !sentFailures.has(remote));
      const newErrors = [...errors].filter(([remote]) => !sentErrors.has(remote));
      if (newMetrics.length === 0 && newFailures.length === 0 && newErrors.length === 0 && !viewPending) return null;

      const batch: VitalsBatch = { ...tags, releases: {} };
      for (const remote of loaded) {
        const id = releases[remote]?.id;
        if (id) batch.releases[remote] = id;
      }
      if (reporting.cohorts) batch.cohorts = reporting.cohorts;
      if (viewPending) batch.view = true;
      if (newMetrics.length) batch.metrics = newMetrics;
      if (newFailures.length) {
        batch.failures = newFailures.map((remote) => {
          const release = releases[remote]?.id;
          return release ? { remote, release } : { remote };
        });
      }
      if (newErrors.length) batch.errors = newErrors.map(([remote, kind]) => ({ remote, kind }));
      viewPending = false;
      for (const { name } of newMetrics) sentMetrics.add(name);
      for (const remote of newFailures) sentFailures.add(remote);
      for (const [remote] of newErrors) sentErrors.add(remote);
      return batch;
    },
  };
}
