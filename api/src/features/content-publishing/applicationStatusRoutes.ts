/**
 * PUT /internal/content/applications/<reference>/status {"status": "under_review"}: staff say
 * where a visitor's application stands (the visitor reads it on /application-status). The same
 * `content` token as every content change; recorded with who and when.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/db';
import { AmbiguousReferenceError, APPLICATION_STATUSES, isApplicationStatus, setApplicationStatus } from '../applications/applicationStatus';
import { refuse, STAFF_RATE_LIMIT as rateLimit, staffOf } from './staffRequest';
import type { StaffToken } from './staffTokens';

export const staffApplicationStatusRoutes: FastifyPluginAsync<{ db: Db; tokens: readonly StaffToken[]; now?: () => Date }> = async (app, options) => {
  const staff = staffOf(options.tokens);
  app.put<{ Params: { reference: string }; Body: unknown }>(
    '/internal/content/applications/:reference/status',
    { config: { rateLimit }, bodyLimit: 1024, schema: { hide: true } },
    async (req, reply) => {
      const by = staff(req, reply);
      if (!by) return reply;
      const status = typeof req.body === 'object' && req.body !== null ? (req.body as { status?: unknown }).status : undefined;
      if (!isApplicationStatus(status)) return refuse(reply, 400, 'invalid', 'status', `one of ${APPLICATION_STATUSES.join(', ')}`);
      if (!/^[0-9A-Za-z-]{8,64}$/.test(req.params.reference)) return refuse(reply, 404, 'not_found', 'reference', 'no application by that reference');
      try {
        const record = await setApplicationStatus(options.db, { reference: req.params.reference, status, by, now: options.now?.() ?? new Date() });
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
