/**
 * A canary's field data as the API holds it (GET /internal/vitals/cohorts, on the API's own port
 * with the service token: only the suite's own site lets the tests reach it): what the browsers of each cohort reported,
 * the same answer the canary judge reads.
 */
import { E2E_PORTS, E2E_SERVICE_TOKEN } from './env';

const API = `http://127.0.0.1:${E2E_PORTS.api}`;

export interface CohortFigures {
  views: number;
  errorViews: number;
  /** Values by stratum ("/Credit/faq desktop"), per metric. */
  metrics: Record<'LCP' | 'INP' | 'CLS' | 'TTFB', Record<string, number[]>>;
}

export interface CohortQuery {
  remote: string;
  canaryRelease: string;
  controlRelease: string;
  since: string;
}

export async function cohortFigures(query: CohortQuery): Promise<{ canary: CohortFigures; control: CohortFigures }> {
  const url = new URL('/internal/vitals/cohorts', API);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const res = await fetch(url, { headers: { authorization: `Bearer ${E2E_SERVICE_TOKEN}` } });
  if (!res.ok) throw new Error(`GET ${url.pathname} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { canary: CohortFigures; control: CohortFigures };
}

/** Every value of one metric in a cohort, whatever the page and device. */
export const valuesOf = (figures: CohortFigures, metric: keyof CohortFigures['metrics']): number[] => Object.values(figures.metrics[metric]).flat();
