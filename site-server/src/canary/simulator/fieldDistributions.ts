/**
 * Today's field distributions, read from /metrics: the API's histograms of each Web Vital by page
 * (ssb_web_vital_<metric>_bucket{page=…}), the page views that reported, and the remotes that
 * failed to load. The simulator draws its page views from them, page by page, so that a mix of
 * pages and a long tail are as the site's visitors measured them.
 */
import type { VitalName } from '../judge/fieldData';

const SERIES: Record<VitalName, { name: string; toValue: number }> = {
  LCP: { name: 'ssb_web_vital_lcp_seconds', toValue: 1000 },
  INP: { name: 'ssb_web_vital_inp_seconds', toValue: 1000 },
  TTFB: { name: 'ssb_web_vital_ttfb_seconds', toValue: 1000 },
  CLS: { name: 'ssb_web_vital_cls', toValue: 1 },
};

/** One histogram: bucket upper bounds (in the metric's unit: ms or CLS) and the count in each. */
export interface Histogram {
  bounds: number[];
  counts: number[];
  total: number;
}

export interface FieldDistributions {
  /** Per page pattern, each metric's histogram (a page with no values of a metric lacks it). */
  pages: Record<string, Partial<Record<VitalName, Histogram>>>;
  /** Beacons the API accepted: the page views that reported, near enough. */
  beacons: number;
  /** Remote load failures browsers reported (all remotes). */
  failures: number;
}

const SAMPLE = /^([a-z_]+)_bucket\{([^}]*)\}\s+([0-9.eE+-]+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

function labelsOf(text: string): Record<string, string> {
  return Object.fromEntries([...text.matchAll(LABEL)].map((m) => [m[1] ?? '', m[2] ?? '']));
}

/** Reads Prometheus' text format; only the series named above, the rest ignored. */
export function parseFieldDistributions(text: string): FieldDistributions {
  const cumulative = new Map<string, Map<number, number>>();
  let beacons = 0;
  let failures = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith('ssb_vitals_beacons_total{') && line.includes('outcome="accepted"')) beacons += Number(line.split(/\s+/).pop());
    if (line.startsWith('ssb_remote_load_failures_total{')) failures += Number(line.split(/\s+/).pop());
    const match = SAMPLE.exec(line);
    if (!match) continue;
    const [, series = '', labelText = '', value = '0'] = match;
    const metric = (Object.keys(SERIES) as VitalName[]).find((name) => SERIES[name].name === series);
    if (!metric) continue;
    const labels = labelsOf(labelText);
    if (labels.page === undefined || labels.le === undefined) continue;
    const key = `${labels.page}\u0000${metric}`;
    const le = labels.le === '+Inf' ? Infinity : Number(labels.le) * SERIES[metric].toValue;
    const buckets = cumulative.get(key) ?? new Map<number, number>();
    buckets.set(le, (buckets.get(le) ?? 0) + Number(value));
    cumulative.set(key, buckets);
  }
  const pages: FieldDistributions['pages'] = {};
  for (const [key, buckets] of cumulative) {
    const [page = '', metric] = key.split('\u0000') as [string, VitalName];
    const bounds = [...buckets.keys()].sort((a, b) => a - b);
    let previous = 0;
    const counts = bounds.map((bound) => {
      const upTo = buckets.get(bound) ?? 0;
      const count = Math.max(0, upTo - previous);
      previous = Math.max(previous, upTo);
      return count;
    });
    const total = counts.reduce((a, b) => a + b, 0);
    if (total > 0) (pages[page] ??= {})[metric] = { bounds, counts, total };
  }
  return { pages, beacons, failures };
}

/**
 * A value drawn from a histogram: a bucket by its count, then a point inside it, log-uniformly for
 * timings (their buckets grow geometrically) and uniformly for layout shift (which is often 0). The
 * open last bucket reaches twice its lower bound.
 */
export function drawFrom(histogram: Histogram, random: () => number, logScale: boolean): number {
  let pick = random() * histogram.total;
  let index = 0;
  for (; index < histogram.counts.length - 1; index += 1) {
    pick -= histogram.counts[index] ?? 0;
    if (pick < 0) break;
  }
  const upper = histogram.bounds[index] ?? 0;
  const lower = index === 0 ? (logScale ? upper / 4 : 0) : (histogram.bounds[index - 1] ?? 0);
  const top = Number.isFinite(upper) ? upper : lower * 2;
  const u = random();
  return logScale ? Math.exp(Math.log(lower) + u * (Math.log(top) - Math.log(lower))) : lower + u * (top - lower);
}
