/**
 * POST /api/vitals passes through here before the /api proxy: a beacon may name only releases the
 * deploy registry has seen (live, rolled back to, in the history, the canary running, or previewed
 * by this browser's own preview cookie). Anyone can send a beacon, so what it measured proves little; but an
 * invented release id would put a release that never existed on the operations page
 * (docs/hardening.md, "Web Vitals"). A beacon that names one is refused (400) before the API sees
 * it; everything else about it the API checks (its schema, its ranges, its rate limit).
 *
 * Every spelling of the path comes here (the request target is made canonical before routing:
 * `/api/vitals/` answered 204 past this check), and what passes is sealed for the API with the
 * service token (an HMAC of its bytes): the API takes no beacon this check did not see.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REMOTE_NAMES, REQUEST_ID_HEADER, type RemoteName } from '@ssb/contracts/node';
import { TRACEPARENT_HEADER, traceparentFor } from '@ssb/server-kit/traceContext';
import { BEACON_SEAL_HEADER, sealOf } from '@ssb/server-kit/serviceToken';
import type { DeployRegistry } from '../../deploy/registry';
import { isObject } from '../../deploy/registryState';
import { visitorIdOf } from '../cohorts/cohortCookie';
import { cohortsOf } from '../cohorts/withCanaries';

export interface VitalsReleaseCheckOptions {
  registry: Pick<DeployRegistry, 'state'>;
  apiUpstream: string;
  /** The secret shared with the API (SSB_SERVICE_TOKEN): the seal of a checked beacon. */
  serviceToken?: string | undefined;
  /** The releases this browser's own preview cookie names (preview/previewSession.ts' Preview fits). */
  previewOf: (req: FastifyRequest) => Promise<PreviewedReleases | null>;
  fetchImpl?: typeof fetch;
}

/** What a preview says of its releases, as far as a beacon's check needs it. */
interface PreviewedReleases {
  releases: Partial<Record<RemoteName, { releaseId: string }>>;
}

/** A beacon is a few hundred bytes; the API takes 16 KB at most. */
const BEACON_BYTES = 16 * 1024;

/**
 * Every release id the registry has recorded for the remote: the canary's too, whose cohort
 * reports every page view (its history entry may already be past the history's bound).
 */
function seenReleases(registry: Pick<DeployRegistry, 'state'>, remote: RemoteName): Set<string> {
  const entry = registry.state().remotes[remote];
  const canary = isObject(entry.canary) && isObject(entry.canary.release) ? entry.canary.release : null;
  return new Set(
    [entry.live, canary, ...entry.previous, ...entry.history].flatMap((r) => (r && typeof r.releaseId === 'string' ? [r.releaseId] : [])),
  );
}

/** The release ids a beacon names: its page's, and those of the remotes that failed to load. */
function namedReleases(beacon: unknown): [RemoteName, string][] {
  if (!isObject(beacon)) return [];
  const named: [RemoteName, string][] = [];
  if (isObject(beacon.releases))
    for (const remote of REMOTE_NAMES) {
      const id = beacon.releases[remote];
      if (typeof id === 'string') named.push([remote, id]);
    }
  if (Array.isArray(beacon.failures))
    for (const failure of beacon.failures)
      if (isObject(failure) && typeof failure.release === 'string' && REMOTE_NAMES.includes(failure.remote as RemoteName))
        named.push([failure.remote as RemoteName, failure.release]);
  return named;
}

/** The cohorts a beacon claims, as [remote, group] (the API checks their form). */
function claimedCohorts(beacon: unknown): [RemoteName, unknown][] {
  if (!isObject(beacon) || !isObject(beacon.cohorts)) return [];
  const cohorts = beacon.cohorts;
  return REMOTE_NAMES.flatMap((remote) => (remote in cohorts ? [[remote, cohorts[remote]] as [RemoteName, unknown]] : []));
}

export async function vitalsReleaseCheck(app: FastifyInstance, options: VitalsReleaseCheckOptions): Promise<void> {
  const { registry, apiUpstream, serviceToken, previewOf, fetchImpl = fetch } = options;
  // The beacon is read as it came and passed on byte for byte; only its release ids are looked at.
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BEACON_BYTES }, (_req, body, done) => done(null, body));
  app.post<{ Body: string }>('/api/vitals', { bodyLimit: BEACON_BYTES }, async (req, reply) => {
    let beacon: unknown;
    try {
      beacon = JSON.parse(req.body);
    } catch {
      beacon = null;
    }
    const preview = await previewOf(req);
    const unknown = namedReleases(beacon).find(
      ([remote, id]) => !seenReleases(registry, remote).has(id) && preview?.releases[remote]?.releaseId !== id,
    );
    // A cohort is the site's to say: a beacon claiming one its visitor is not in would tilt a
    // canary's comparison (the cohort cookie came with it: a beacon is same-origin).
    const claimed = claimedCohorts(beacon);
    const visitor = visitorIdOf(req.headers.cookie);
    const actual = visitor ? cohortsOf(visitor, registry.state()) : {};
    const forged = claimed.find(([remote, group]) => actual[remote] !== group);
    const refuse = (remote: RemoteName, error: string, field: string, message: string) => {
      req.log.debug({ vitals: { remote } }, `beacon refused: ${message}`);
      return reply
        .code(400)
        .header('Cache-Control', 'no-store')
        .send({ error, field: `${field}.${remote}`, message });
    };
    if (forged) return refuse(forged[0], 'unknown_cohort', 'cohorts', 'not a cohort of this visitor');
    if (unknown) return refuse(unknown[0], 'unknown_release', 'releases', 'not a release of this site');
    try {
      const res = await fetchImpl(new URL('/api/vitals', apiUpstream), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': req.ip,
          ...(serviceToken ? { [BEACON_SEAL_HEADER]: sealOf(serviceToken, req.body) } : {}),
          [REQUEST_ID_HEADER]: String(req.id),
          [TRACEPARENT_HEADER]: traceparentFor(req),
        },
        body: req.body,
        signal: AbortSignal.timeout(5_000),
      });
      const text = await res.text();
      return reply
        .code(res.status)
        .header('Cache-Control', 'no-store')
        .type(res.headers.get('content-type') ?? 'application/json')
        .send(text);
    } catch (error) {
      req.log.error({ err: error }, 'beacon not passed on to the API');
      return reply.code(502).header('Cache-Control', 'no-store').send({ error: 'upstream' });
    }
  });
}
