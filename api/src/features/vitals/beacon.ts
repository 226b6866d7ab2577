/**
 * What a browser reports about one page view: its Web Vitals, the remotes it could not load and,
 * for a visitor in a canary's cohorts, the view itself and the errors of each remote, with the
 * release of each remote on the page. The JSON schema refuses anything else.
 */
import { COHORT_GROUPS, REMOTE_NAMES, ROUTE_TABLE, type CohortGroup, type RemoteName } from '@ssb/contracts/node';

export const METRIC_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

const LANGS = ['tj', 'ru', 'en'] as const;
const DEVICES = ['phone', 'tablet', 'desktop'] as const;

/** The site's route patterns, and its 404 page: the only pages a beacon may name. */
const PAGES: readonly string[] = [...new Set(ROUTE_TABLE.map((route) => route.pattern)), '404'];

/** How an error was attributed to a remote: its error boundary, an uncaught error or rejection in its code, or its chunk failing to load. */
const ERROR_KINDS = ['boundary', 'script', 'rejection', 'load'] as const;
type ErrorKind = (typeof ERROR_KINDS)[number];

export type Releases = Partial<Record<RemoteName, string>>;
export type Cohorts = Partial<Record<RemoteName, CohortGroup>>;

export interface Beacon {
  page: string;
  lang: (typeof LANGS)[number];
  device: (typeof DEVICES)[number];
  releases: Releases;
  metrics?: { name: MetricName; value: number }[];
  failures?: { remote: RemoteName; release?: string }[];
  /** The canary cohorts the visitor is in. */
  cohorts?: Cohorts;
  /** Only on the first batch of a page view: the denominator of error rates. */
  view?: true;
  /** Errors attributed to a remote during the page view, at most one per remote. */
  errors?: { remote: RemoteName; kind: ErrorKind }[];
}

/**
 * The plausible range of each metric. A value outside it is dropped (not stored, not counted in
 * the histograms, counted as dropped), never clamped: a clamped 120,000 ms would still be a
 * forged "worst page" on /_ops. Reasons (docs/hardening.md, "Web Vitals beacons"):
 * - TTFB ≤ 60 s: the site server answers every page within its render budget (unrendered past
 *   it) and the API within 15 s; a first byte later than a minute is a connection that browsers
 *   give up on, not a page of this site.
 * - LCP ≤ 60 s: it counts from the navigation and is reported only for a page in the foreground
 *   until the first input; a main element shown after a minute was seen by nobody.
 * - INP ≤ 60 s: an input whose next paint takes a minute is a tab the browser has offered to
 *   kill; the site's own interactions are measured in tens of milliseconds.
 * - CLS ≤ 10: one layout shift scores at most 1 (the share of the viewport that moved times the
 *   distance it moved), and CLS is the worst 5-second window of them; "poor" starts at 0.25 and
 *   this site's pages measure under 0.1. Ten whole-viewport jumps in five seconds is a forgery.
 * - Every value ≥ 0.
 */
const METRIC_RANGES: Record<MetricName, { max: number }> = {
  TTFB: { max: 60_000 },
  LCP: { max: 60_000 },
  INP: { max: 60_000 },
  CLS: { max: 10 },
};

export const plausible = ({ name, value }: { name: MetricName; value: number }): boolean =>
  Number.isFinite(value) && value >= 0 && value <= METRIC_RANGES[name].max;

/**
 * A release id as the deploy registry writes them (`1.4.0-ab12`, `2026.03.1+build.7`). Whether
 * it is a release the registry has seen is checked by the site server before it forwards a
 * beacon (it has the registry); the API can be given the same check (VitalsOptions.knownRelease).
 */
const RELEASE_ID = '^[0-9A-Za-z.+-]{1,80}$';

export const releaseIdSchema = { type: 'string', minLength: 1, maxLength: 80, pattern: RELEASE_ID, description: 'Release id of a remote' } as const;

export const beaconSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['page', 'lang', 'device', 'releases'],
  properties: {
    page: { type: 'string', enum: PAGES, description: 'The route pattern of the page (as in the routing table, e.g. /Credit/:slug) or 404' },
    lang: { type: 'string', enum: LANGS },
    device: { type: 'string', enum: DEVICES },
    releases: {
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, releaseIdSchema])),
      description: 'The release of each remote on the page',
    },
    metrics: {
      type: 'array',
      maxItems: 8,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'value'],
        properties: {
          name: { type: 'string', enum: METRIC_NAMES },
          value: {
            type: 'number',
            description: 'LCP, INP and TTFB in ms (0–60 000), CLS 0–10; a value outside its range is dropped, the rest of the beacon kept',
          },
        },
      },
    },
    failures: {
      type: 'array',
      maxItems: 4,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['remote'],
        properties: { remote: { type: 'string', enum: REMOTE_NAMES }, release: releaseIdSchema },
        description: 'A remote the browser could not load',
      },
    },
    cohorts: {
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, { type: 'string', enum: COHORT_GROUPS }])),
      description: 'The canary cohort (canary or control) the visitor is in, per remote with a canary running',
    },
    view: {
      type: 'boolean',
      enum: [true],
      description: 'true on the first batch of a page view only (the denominator of error rates); never false',
    },
    errors: {
      type: 'array',
      maxItems: REMOTE_NAMES.length,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['remote', 'kind'],
        properties: { remote: { type: 'string', enum: REMOTE_NAMES }, kind: { type: 'string', enum: ERROR_KINDS } },
        description: 'An error attributed to a remote during the page view: at most one per remote per page view',
      },
    },
  },
} as const;

/**
 * The API's validator converts types (a query's "24" is 24), so a JSON null or "12" would pass
 * as a measurement of 0 or 12, and a "true" or 1 as a page view. Measurements must be JSON
 * numbers and `view` the JSON true: the field at fault, or null.
 */
export function wronglyTypedField(body: unknown): string | null {
  if (body === null || typeof body !== 'object') return null;
  const { metrics, view } = body as { metrics?: unknown; view?: unknown };
  if (view !== undefined && view !== true) return 'view';
  if (!Array.isArray(metrics)) return null;
  const at = metrics.findIndex(
    (metric: unknown) => metric !== null && typeof metric === 'object' && 'value' in metric && typeof metric.value !== 'number',
  );
  return at === -1 ? null : `metrics.${at}.value`;
}

/** The first remote named by two errors of one beacon (a browser sends one per remote per page view), or null. */
export function repeatedErrorRemote(errors: Beacon['errors'] = []): RemoteName | null {
  const seen = new Set<RemoteName>();
  for (const { remote } of errors) {
    if (seen.has(remote)) return remote;
    seen.add(remote);
  }
  return null;
}
