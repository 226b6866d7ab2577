/**
 * POST /api/vitals: a browser's beacon with the Web Vitals of a page view (sent with
 * navigator.sendBeacon through the site's /api proxy), stored and counted in /metrics.
 * GET /internal/vitals/summary: p75 and count of each metric per page and per remote release.
 * Outside /api/, like the probes, so the site never forwards it to visitors.
 */
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { Db } from '../../db/database';
import { ApiError } from '../../shared/errors';
import { REMOTE_NAMES, type RemoteName } from '@ssb/contracts/node';
import { beaconSchema, METRIC_NAMES, nonNumericValue, plausible, type Beacon } from './beacon';
import { schedulePruning } from './pruning';
import type { VitalsSettings } from './settings';
import { vitalStore } from './store';
import { summarise } from './summary';
import { vitalMetrics, type BeaconOutcome } from './vitalMetrics';

export interface VitalsOptions {
  db: Db;
  registry: Registry;
  settings: VitalsSettings;
  /**
   * Whether a release id is one the deploy registry has seen. The registry lives in the site
   * server, which checks a beacon's releases before it forwards it; given here, the API refuses
   * a beacon that names another release (400). Absent, any id of the right form is taken.
   */
  knownRelease?: (remote: RemoteName, release: string) => boolean;
}

const HOUR_MS = 3_600_000;

const metricSummarySchema = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(
    METRIC_NAMES.map((name) => [
      name,
      { type: 'object', required: ['p75', 'count'], properties: { p75: { type: 'number' }, count: { type: 'integer' } } },
    ]),
  ),
};

const summarySchema = {
  type: 'object',
  required: ['since', 'until', 'beacons', 'pages', 'releases'],
  properties: {
    since: { type: 'string', format: 'date-time' },
    until: { type: 'string', format: 'date-time' },
    beacons: { type: 'integer' },
    pages: {
      type: 'array',
      items: { type: 'object', required: ['page', 'metrics'], properties: { page: { type: 'string' }, metrics: metricSummarySchema } },
    },
    releases: {
      type: 'array',
      items: {
        type: 'object',
        required: ['remote', 'release', 'metrics'],
        properties: { remote: { type: 'string' }, release: { type: 'string' }, metrics: metricSummarySchema },
      },
    },
  },
};

const outcomeOf = (status: number): BeaconOutcome | null =>
  status < 300 ? 'accepted' : status === 429 ? 'rate_limited' : status < 500 ? 'refused' : null;

export async function vitalsRoutes(app: FastifyInstance, { db, registry, settings, knownRelease }: VitalsOptions): Promise<void> {
  const store = vitalStore(db);
  const metrics = vitalMetrics(registry);
  schedulePruning(app, store, settings);

  app.post<{ Body: Beacon }>(
    '/api/vitals',
    {
      // A beacon is small: a few numbers and release ids.
      bodyLimit: 8 * 1024,
      config: { rateLimit: { max: settings.rateLimitMax, timeWindow: 60_000 } },
      schema: {
        tags: ['vitals'],
        summary: "Report a page view's Web Vitals and the remotes the browser could not load (navigator.sendBeacon)",
        description:
          'metrics and failures are optional, but the beacon carries at least one item of either. LCP, INP and TTFB in milliseconds (0–60 000), CLS without a unit (0–10): a value outside its range is dropped, not stored. Release ids match ^[0-9A-Za-z.+-]{1,80}$. Answers 204; rate limited per client address.',
        body: beaconSchema,
        response: {
          204: { type: 'null', description: 'Stored' },
          400: { $ref: 'ApiError#' },
          413: { $ref: 'ApiError#' },
          415: { $ref: 'ApiError#' },
          429: { $ref: 'ApiError#' },
          503: { $ref: 'ApiError#' },
        },
      },
      preValidation: async (req) => {
        const field = nonNumericValue(req.body);
        if (field !== null) throw new ApiError(400, 'invalid', field);
      },
      // Every answer is counted, the ones refused before the handler included.
      onResponse: async (_req, reply) => {
        const outcome = outcomeOf(reply.statusCode);
        if (outcome) metrics.count(outcome);
      },
    },
    async (req, reply) => {
      const sent = req.body;
      if ((sent.metrics?.length ?? 0) + (sent.failures?.length ?? 0) === 0) throw new ApiError(400, 'required', 'metrics');
      if (knownRelease) {
        const unknown = REMOTE_NAMES.find((remote) => sent.releases[remote] !== undefined && !knownRelease(remote, sent.releases[remote] ?? ''));
        if (unknown) throw new ApiError(400, 'invalid', `releases.${unknown}`);
      }
      // Implausible values are dropped, the rest of the beacon kept: a browser that measured a
      // hidden tab's LCP still measured its TTFB.
      const kept = (sent.metrics ?? []).filter((metric) => {
        if (plausible(metric)) return true;
        metrics.drop(metric.name);
        return false;
      });
      const beacon: Beacon = { ...sent, metrics: kept };
      await store.save(beacon, new Date());
      metrics.record(beacon);
      return reply.code(204).send();
    },
  );

  app.get<{ Querystring: { hours: number } }>(
    '/internal/vitals/summary',
    {
      schema: {
        hide: true,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { hours: { type: 'integer', minimum: 1, maximum: 168, default: 24 } },
        },
        response: { 200: summarySchema, 400: { $ref: 'ApiError#' } },
      },
    },
    async (req, reply) => {
      const until = new Date();
      const since = new Date(until.getTime() - req.query.hours * HOUR_MS);
      const summary = summarise(await store.between(since, until));
      return reply.header('Cache-Control', 'no-store').send({ since: since.toISOString(), until: until.toISOString(), ...summary });
    },
  );
}
