/**
 * What a browser reports about one page view: its Web Vitals and the remotes it could not load,
 * with the release of each remote on the page. The JSON schema refuses anything else.
 */
import { REMOTE_NAMES, ROUTE_TABLE, type RemoteName } from '@ssb/contracts/node';

export const METRIC_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

export const LANGS = ['tj', 'ru', 'en'] as const;
export const DEVICES = ['phone', 'tablet', 'desktop'] as const;

/** The site's route patterns, and its 404 page: the only pages a beacon may name. */
export const PAGES: readonly string[] = [...new Set(ROUTE_TABLE.map((route) => route.pattern)), '404'];

export type Releases = Partial<Record<RemoteName, string>>;

export interface Beacon {
  page: string;
  lang: (typeof LANGS)[number];
  device: (typeof DEVICES)[number];
  releases: Releases;
  metrics?: { name: MetricName; value: number }[];
  failures?: { remote: RemoteName; release?: string }[];
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
export const METRIC_RANGES: Record<MetricName, { max: number }> = {
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
export const RELEASE_ID = '^[0-9A-Za-z.+-]{1,80}$';

const release = { type: 'string', minLength: 1, maxLength: 80, pattern: RELEASE_ID, description: 'Release id of a remote' } as const;

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
      properties: Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, release])),
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
        properties: { remote: { type: 'string', enum: REMOTE_NAMES }, release },
        description: 'A remote the browser could not load',
      },
    },
  },
} as const;

/**
 * The API's validator converts types (a query's "24" is 24), so a JSON null or "12" would pass
 * as a measurement of 0 or 12. Measurements must be JSON numbers: the field at fault, or null.
 */
export function nonNumericValue(body: unknown): string | null {
  const metrics = body !== null && typeof body === 'object' ? (body as { metrics?: unknown }).metrics : undefined;
  if (!Array.isArray(metrics)) return null;
  const at = metrics.findIndex(
    (metric: unknown) => metric !== null && typeof metric === 'object' && 'value' in metric && typeof metric.value !== 'number',
  );
  return at === -1 ? null : `metrics.${at}.value`;
}
