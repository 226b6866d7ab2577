/**
 * POST /api/applications/status { reference, phone }: "Where is my application". A POST, so that
 * neither the reference nor the phone is in a URL (the access log, the proxy's log, the browser's
 * history). Every pair that is not an application's answers the same 404 body after the same work
 * (applicationStatus.ts); the route has a tight rate limit of its own per client address, so the
 * pairs cannot be tried in bulk. The body is never logged.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/db';
import type { KeyRing } from '@ssb/server-kit/keyRing';
import { ApiError } from '../../shared/errors';
import { APPLICATION_STATUSES, findVisitorStatus, REJECTION_REASONS } from './applicationStatus';
import { KINDS, MIN_PHONE_DIGITS } from './fields';

export interface ApplicationStatusOptions {
  db: Db;
  /** The phone is compared by its blind index. */
  keys: KeyRing;
  /** Look-ups per client address and minute (default STATUS_LOOKUPS_PER_MINUTE). */
  max?: number;
}

/** Enough for a visitor who mistypes a few times; far too few to guess a phone for a reference. */
export const STATUS_LOOKUPS_PER_MINUTE = 10;

/** The answer's record (registered in app.ts, so the OpenAPI document names it). */
export const applicationStatusSchema = {
  $id: 'ApplicationStatus',
  title: 'ApplicationStatus',
  type: 'object',
  additionalProperties: false,
  required: ['reference', 'kind', 'status', 'reason', 'receivedAt', 'statusChangedAt'],
  properties: {
    reference: { type: 'string', description: 'The reference the site showed after sending (8 characters)' },
    kind: { type: 'string', enum: [...KINDS] },
    status: { type: 'string', enum: [...APPLICATION_STATUSES], description: 'received, under_review, answered or rejected' },
    reason: {
      anyOf: [{ type: 'string', enum: [...REJECTION_REASONS] }, { type: 'null' }],
      description: 'Why it was rejected (documents_incomplete, requirements_not_met, duplicate, other); null unless rejected',
    },
    receivedAt: { type: 'string', description: 'When the application was received (ISO 8601)' },
    statusChangedAt: { type: 'string', description: 'When the status last changed (ISO 8601); the time it was received until then' },
  },
} as const;

const body = {
  type: 'object',
  required: ['reference', 'phone'],
  additionalProperties: false,
  properties: {
    reference: { type: 'string', minLength: 1, maxLength: 20, pattern: '^\\s*[0-9A-Fa-f]{8}\\s*$' },
    phone: { type: 'string', minLength: 1, maxLength: 20, pattern: '^\\s*\\+?[\\d\\s\\-()]+$' },
  },
} as const;

export const applicationStatusRoutes: FastifyPluginAsync<ApplicationStatusOptions> = async (app, { db, keys, max }) => {
  app.post<{ Body: { reference: string; phone: string } }>(
    '/applications/status',
    {
      config: { rateLimit: { max: max ?? STATUS_LOOKUPS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['applications'],
        summary: 'Where is my application: its status, for its reference and the phone given in the form',
        description: `The reference is the one the site shows after an application is sent (8 characters, any case). The phone is compared by its digits: spaces, dashes, brackets and the country code +992 do not matter. Any pair that is not an application's answers the same 404, whether the reference exists or not; ${STATUS_LOOKUPS_PER_MINUTE} look-ups a minute per client, then 429.`,
        querystring: { type: 'object', properties: { language_id: { type: 'integer', enum: [1, 2, 3] } } },
        body,
        response: {
          200: { $ref: 'ApplicationStatus#' },
          400: { $ref: 'ApiError#' },
          404: { $ref: 'ApiError#' },
          429: { $ref: 'ApiError#' },
          503: { $ref: 'ApiError#' },
        },
      },
    },
    async (req, reply) => {
      // Someone's status: never kept by a browser or a proxy.
      reply.header('cache-control', 'no-store');
      if ((req.body.phone.match(/\d/g) ?? []).length < MIN_PHONE_DIGITS) throw new ApiError(400, 'phone', 'phone');
      const found = await findVisitorStatus(db, keys, req.body);
      if (!found) throw new ApiError(404, 'not_found', null);
      return reply.send(found);
    },
  );
};
