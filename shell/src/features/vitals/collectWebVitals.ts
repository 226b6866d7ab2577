/**
 * The web-vitals part, a chunk of its own that only sampled page views load, after the page has
 * loaded. Its observers are buffered, so registering late still sees LCP, CLS, INP and TTFB.
 * The standard build (not `web-vitals/attribution`): values only, a fraction of the size.
 */
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

export type MetricListener = (name: Metric['name'], value: number) => void;

/** Calls `listener` with each value web-vitals reports: final ones when the page is hidden. */
export function collectWebVitals(listener: MetricListener): void {
  const forward = (metric: Metric) => listener(metric.name, metric.value);
  for (const register of [() => onLCP(forward), () => onINP(forward), () => onCLS(forward), () => onTTFB(forward)]) {
    try {
      register();
    } catch {
      // A browser without the performance API a metric needs: the others still report.
    }
  }
}
