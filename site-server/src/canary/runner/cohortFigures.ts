/**
 * Reads a canary's field data from the API (GET /internal/vitals/cohorts): both cohorts since the
 * canary started, and the canary's page views since its share last changed. An internal route of
 * the API: the site server's service token goes with it.
 */
import type { RemoteName } from '@ssb/contracts/node';
import { serviceHeaders } from '@ssb/server-kit/serviceToken';
import { parseCohort, type CanaryData } from '../judge/fieldData';

export interface CohortQuery {
  remote: RemoteName;
  canaryRelease: string;
  controlRelease: string | null;
  since: string;
}

/** The API answers in well under a second; a judge that waits longer looks again next round. */
const TIMEOUT_MS = 10_000;

export async function fetchCanaryData(
  apiUpstream: string,
  query: CohortQuery,
  { serviceToken, fetchImpl = fetch }: { serviceToken?: string | undefined; fetchImpl?: typeof fetch } = {},
): Promise<CanaryData> {
  const url = new URL('/internal/vitals/cohorts', apiUpstream);
  url.searchParams.set('remote', query.remote);
  url.searchParams.set('canaryRelease', query.canaryRelease);
  if (query.controlRelease) url.searchParams.set('controlRelease', query.controlRelease);
  url.searchParams.set('since', query.since);
  const res = await fetchImpl(url, { headers: serviceHeaders(serviceToken), signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!res.ok) throw new Error(`the API answered ${res.status} for the cohorts of ${query.remote}`);
  const body = (await res.json()) as { canary?: unknown; control?: unknown };
  const canary = parseCohort(body.canary);
  const control = parseCohort(body.control);
  if (!canary || !control) throw new Error(`the API's cohorts of ${query.remote} are not in the expected shape`);
  return { canary, control };
}
