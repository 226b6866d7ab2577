/**
 * POST /api/vitals: a browser's beacon with the Web Vitals of a page view (sent with
 * navigator.sendBeacon through the site's /api proxy), stored and counted in /metrics.
 * GET /internal/vitals/summary: p75 and count of each metric per page and per remote release.
 * GET /internal/vitals/cohorts: one remote's canary cohort against its control cohort.
 * Both outside /api/, like the probes, so the site never forwards them to visitors, and both need
 * the site server's service token: reaching the API's port is not enough.
 *
 * A beacon is taken only with the site server's seal (server-kit's serviceToken: an HMAC of its
 * bytes): the site server has the deploy registry and the visitor's cohort cookie, checks the
 * releases and cohorts the beacon names, and seals what it passes on. A beacon that reaches the
 * API any other way (another spelling of the path through a proxy, the API's port itself) names
 * releases and cohorts nobody checked, and is refused.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BEACON_SEAL_HEADER, sealOk } from '@ssb/server-kit/serviceToken';
import type { Registry } from 'prom-client';
import type { Db } from '../../db/db';
import { ApiError } from '../../shared/errors';
import { tokenRequired } from '../../shared/tokenRequired';
import { REMOTE_NAMES, type RemoteName } from '@ssb/contracts/node';
import { beaconSchema, METRIC_NAMES, plausible, releaseIdSchema, repeatedErrorRemote, wronglyTypedField, type Beacon } from './beacon';
import { cohortFigures, type CohortFiguresAnswer, type CohortQuery } from './cohorts';
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
  /** SSB_SERVICE_TOKEN: the internal routes need it, and a beacon its seal. Unset: both answer nobody. */
  serviceToken?: string | undefined;
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

const figuresSchema = {
  type: 'object',
  required: ['views', 'errorViews', 'metrics'],
  properties: {
    views: { type: 'integer' },
    errorViews: { type: 'integer' },
    metrics: {
      type: 'object',
      required: [...METRIC_NAMES],
      // By stratum ("<page> <device>"), each a list of values.
      properties: Object.fromEntries(
        METRIC_NAMES.map((name) => [name, { type: 'object', additionalProperties: { type: 'array', items: { type: 'number' } } }]),
      ),
    },
  },
};

/** An instant with its offset, as Date.parse reads it everywhere; the date-time format also checks the calendar. */
const INSTANT = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?(Z|[+-]\\d{2}:\\d{2})$';

/**
 * How far ahead of this clock `since` may be: the site server stamps a canary's start with its
 * own clock and may ask at once, so a few seconds of drift between the hosts must not be a 400.
 */
const CLOCK_SKEW_MS = 60_000;

const cohortsQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['remote', 'canaryRelease', 'since'],
  properties: {
    remote: { type: 'string', enum: REMOTE_NAMES },
    canaryRelease: releaseIdSchema,
    controlRelease: releaseIdSchema,
    since: { type: 'string', format: 'date-time', pattern: INSTANT, maxLength: 40 },
  },
};

const outcomeOf = (status: number): BeaconOutcome | null =>
  status < 300 ? 'accepted' : status === 429 ? 'rate_limited' : status < 500 ? 'refused' : null;

/** A beacon is a few hundred bytes. */
const BEACON_BYTES = 8 * 1024;

export async function vitalsRoutes(app: FastifyInstance, { db, registry, settings, knownRelease, serviceToken }: VitalsOptions): Promise<void> {
  const store = vitalStore(db);
  const metrics = vitalMetrics(registry);
  schedulePruning(app, store, settings);
  const internal = tokenRequired(serviceToken, 'ssb-api-internal');

  // The seal is of the bytes as they came: JSON is parsed here as Fastify parses it (prototype
  // keys refused), with the text kept for the seal (this plugin's routes only).
  const bodies = new WeakMap<FastifyRequest, string>();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BEACON_BYTES }, (req, body, done) => {
    const text = String(body);
    bodies.set(req, text);
    parseJson(req, text, done);
  });

  app.post<{ Body: Beacon }>(
    '/api/vitals',
    {
      // A beacon is small: a few numbers and release ids.
      bodyLimit: BEACON_BYTES,
      config: { rateLimit: { max: settings.rateLimitMax, timeWindow: 60_000 } },
      schema: {
        tags: ['vitals'],
        summary:
          "Report a page view's Web Vitals, the remotes the browser could not load and, in a canary's cohorts, the view and its errors (navigator.sendBeacon)",
        description:
          'metrics, failures, errors and view are optional, but the beacon carries at least one metric, failure or error, or view: true. LCP, INP and TTFB in milliseconds (0–60 000), CLS without a unit (0–10): a value outside its range is dropped, not stored. Release ids match ^[0-9A-Za-z.+-]{1,80}$. cohorts names the canary cohort of the visitor per remote; view: true marks the first batch of a page view; errors names at most one error per remote. Answers 204; rate limited per client address.',
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
        if (!sealOk(serviceToken, bodies.get(req) ?? (typeof req.body === 'string' ? req.body : ''), req.headers[BEACON_SEAL_HEADER]))
          throw new ApiError(400, 'beacon_unchecked', null);
        const field = wronglyTypedField(req.body);
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
      const items = (sent.metrics?.length ?? 0) + (sent.failures?.length ?? 0) + (sent.errors?.length ?? 0);
      if (items === 0 && sent.view !== true) throw new ApiError(400, 'required', 'metrics');
      if (repeatedErrorRemote(sent.errors) !== null) throw new ApiError(400, 'invalid', 'errors');
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
      preValidation: internal,
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

  app.get<{ Querystring: CohortQuery & { since: string } }>(
    '/internal/vitals/cohorts',
    {
      preValidation: internal,
      schema: {
        hide: true,
        querystring: cohortsQuerySchema,
        response: {
          200: {
            type: 'object',
            required: ['remote', 'since', 'until', 'canary', 'control'],
            properties: {
              remote: { type: 'string' },
              since: { type: 'string', format: 'date-time' },
              until: { type: 'string', format: 'date-time' },
              canary: figuresSchema,
              control: figuresSchema,
            },
          },
          400: { $ref: 'ApiError#' },
        },
      },
    },
    async (req, reply) => {
      const { remote, canaryRelease, controlRelease } = req.query;
      const now = Date.now();
      const since = Date.parse(req.query.since);
      if (!Number.isFinite(since) || since > now + CLOCK_SKEW_MS) throw new ApiError(400, 'invalid', 'since');
      const from = new Date(since);
      const until = new Date(Math.max(now, since));
      const rows = await store.cohortRows(remote, from, until);
      const answer: CohortFiguresAnswer = {
        remote,
        since: from.toISOString(),
        until: until.toISOString(),
        ...cohortFigures({ remote, canaryRelease, controlRelease }, rows),
      };
      return reply.header('Cache-Control', 'no-store').send(answer);
    },
  );
}
