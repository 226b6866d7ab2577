/**
 * PUT /internal/content/applications/<reference>/status {"status": "under_review"}: staff say
 * where a visitor's application stands (the visitor reads it on /application-status): an
 * officer, or automation with a machine token of the `applications` scope; recorded with who and when.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../db/db';
import {
  AmbiguousReferenceError,
  APPLICATION_STATUSES,
  isApplicationStatus,
  isRejectionReason,
  REJECTION_REASONS,
  setApplicationStatus,
} from '../../applications';
import { principalOf, refuse } from '../authentication';
import { actorOf } from '../principal';
import { STAFF_RATE_LIMIT as rateLimit } from './limits';
import type { KeyRing } from '@ssb/server-kit/keyRing';

export const staffApplicationStatusRoutes: FastifyPluginAsync<{ db: Db; keys: KeyRing; now?: () => Date }> = async (app, options) => {
  app.put<{ Params: { reference: string }; Body: unknown }>(
    '/internal/content/applications/:reference/status',
    { config: { rateLimit, staff: 'applications.status' }, bodyLimit: 1024, schema: { hide: true } },
    async (req, reply) => {
      const actor = actorOf(principalOf(req));
      const by = actor.name;
      const body = typeof req.body === 'object' && req.body !== null ? (req.body as { status?: unknown; reason?: unknown; note?: unknown }) : {};
      const { status, reason, note } = body;
      if (!isApplicationStatus(status)) return refuse(reply, 400, 'invalid', 'status', `one of ${APPLICATION_STATUSES.join(', ')}`);
      if (status === 'rejected' ? !isRejectionReason(reason) : reason !== undefined && reason !== null)
        return refuse(reply, 400, 'invalid', 'reason', `a rejection, and only a rejection, gives a reason: ${REJECTION_REASONS.join(', ')}`);
      if (note !== undefined && note !== null && (typeof note !== 'string' || note.length > 2000))
        return refuse(reply, 400, 'invalid', 'note', 'text of at most 2000 characters');
      if (!/^[0-9A-Za-z-]{8,64}$/.test(req.params.reference)) return refuse(reply, 404, 'not_found', 'reference', 'no application by that reference');
      try {
        const record = await setApplicationStatus(options.db, options.keys, {
          reference: req.params.reference,
          status,
          reason: status === 'rejected' && isRejectionReason(reason) ? reason : null,
          note: typeof note === 'string' ? note : null,
          by: actor,
          now: options.now?.() ?? new Date(),
        });
        if (!record) return refuse(reply, 404, 'not_found', 'reference', 'no application by that reference');
        req.log.info({ content: { kind: 'application-status', id: record.id, status, by } }, `application status set by ${by}`);
        return reply.header('Cache-Control', 'no-store').send(record);
      } catch (error) {
        if (error instanceof AmbiguousReferenceError) return refuse(reply, 409, 'ambiguous', 'reference', error.message);
        throw error;
      }
    },
  );
};
