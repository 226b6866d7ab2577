/**
 * The API's summary of the field Web Vitals (GET /internal/vitals/summary, outside /api/ so the
 * site's proxy never forwards it to visitors, and it needs the site server's service token): p75
 * per page and per remote release.
 */
import { isObject } from '../deploy/registryState';

export type VitalName = 'LCP' | 'INP' | 'CLS' | 'TTFB';
export const VITAL_NAMES: readonly VitalName[] = ['LCP', 'INP', 'CLS', 'TTFB'];

interface Percentile {
  p75: number;
  count: number;
}

export type VitalsOf = Partial<Record<VitalName, Percentile>>;

export interface VitalsSummary {
  since: string;
  until: string;
  beacons: number;
  pages: { page: string; metrics: VitalsOf }[];
  releases: { remote: string; release: string; metrics: VitalsOf }[];
}

const isVitals = (v: unknown): v is VitalsOf =>
  isObject(v) &&
  Object.entries(v).every(
    ([name, p]) => VITAL_NAMES.includes(name as VitalName) && isObject(p) && typeof p.p75 === 'number' && typeof p.count === 'number',
  );

function isVitalsSummary(v: unknown): v is VitalsSummary {
  return (
    isObject(v) &&
    typeof v.since === 'string' &&
    typeof v.until === 'string' &&
    typeof v.beacons === 'number' &&
    Array.isArray(v.pages) &&
    v.pages.every((p) => isObject(p) && typeof p.page === 'string' && isVitals(p.metrics)) &&
    Array.isArray(v.releases) &&
    v.releases.every((r) => isObject(r) && typeof r.remote === 'string' && typeof r.release === 'string' && isVitals(r.metrics))
  );
}

/**
 * The summary over the last `hours`, or the reason it could not be had (shown on the page, logged).
 * `headers`: the service token, and the page request's trace context for the API's log.
 */
export async function fetchVitalsSummary(
  apiUpstream: string,
  hours: number,
  fetchImpl: typeof fetch = fetch,
  headers: Record<string, string> = {},
): Promise<VitalsSummary | Error> {
  try {
    const res = await fetchImpl(new URL(`/internal/vitals/summary?hours=${hours}`, apiUpstream), { headers, signal: AbortSignal.timeout(3_000) });
    if (!res.ok) return new Error(`the API answered ${res.status}`);
    const body: unknown = await res.json();
    return isVitalsSummary(body) ? body : new Error('the API answered something that is not a vitals summary');
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** Good / needs improvement / poor, by web.dev's thresholds for each metric (CLS unitless, the rest ms). */
const THRESHOLDS: Record<VitalName, [number, number]> = { LCP: [2500, 4000], INP: [200, 500], CLS: [0.1, 0.25], TTFB: [800, 1800] };

export type Rating = 'good' | 'improve' | 'poor';

export function ratingOf(name: VitalName, value: number): Rating {
  const [good, poor] = THRESHOLDS[name];
  return value <= good ? 'good' : value <= poor ? 'improve' : 'poor';
}
