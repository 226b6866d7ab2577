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

/** LCP, INP and TTFB are in milliseconds (two minutes is past any real page); CLS has no unit. */
const MAX_MS = 120_000;
const MAX_CLS = 100;

const release = { type: 'string', minLength: 1, maxLength: 80, pattern: '^[A-Za-z0-9._-]{1,80}$', description: 'Release id of a remote' } as const;

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
          value: { type: 'number', minimum: 0, maximum: MAX_MS, description: `LCP, INP and TTFB in ms (0–${MAX_MS}); CLS 0–${MAX_CLS}` },
        },
        if: { required: ['name'], properties: { name: { const: 'CLS' } } },
        then: { properties: { value: { type: 'number', maximum: MAX_CLS } } },
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
