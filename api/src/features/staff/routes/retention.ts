/**
 * Administrators' routes for retention and the access record, under /internal/staff/:
 *
 *   GET    /internal/staff/retention                         the period, and the applications on hold
 *   PUT    /internal/staff/applications/<reference>/hold     { reason }: retention leaves it
 *   DELETE /internal/staff/applications/<reference>/hold     released: retention takes it in its time
 *   GET    /internal/staff/deletions?before&limit            what retention deleted (no personal data)
 *   GET    /internal/staff/access-record?staff&reference&action&from&to&before&limit
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/db';
import { ACCESS_ACTIONS, type AccessAction, type AccessRecord } from '../../personal-data';
import { principalOf, refuse } from '../authentication';
import { actorOf, type Permission } from '../principal';
import { INBOX_RATE_LIMIT } from './limits';

const config = (staff: Permission) => ({ rateLimit: INBOX_RATE_LIMIT, staff });
const REFERENCE = '^[0-9A-Fa-f]{8}$';

export const retentionRoutes: FastifyPluginAsync<{ db: Db; access: AccessRecord; days: number; now?: () => Date }> = async (app, options) => {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const referenceParams = { type: 'object', required: ['reference'], properties: { reference: { type: 'string', pattern: REFERENCE } } } as const;

  app.get('/internal/staff/retention', { config: config('retention'), schema: { hide: true } }, async (_req, reply) => {
    const held = await db.kysely
      .selectFrom('application')
      .select(['reference', 'kind', 'received_at as receivedAt', 'held_at as heldAt', 'held_by as heldBy', 'hold_reason as reason'])
      .where('held_at', 'is not', null)
      .orderBy('held_at', 'desc')
      .limit(500)
      .execute();
    return reply.header('Cache-Control', 'no-store').send({ days: options.days, held });
  });

  const hold = (on: boolean) => async (req: FastifyRequest<{ Params: { reference: string } }>, reply: FastifyReply) => {
    const reason = on ? (req.body as { reason: string }).reason : null;
    const actor = actorOf(principalOf(req));
    const reference = req.params.reference.toUpperCase();
    const at = now().toISOString();
    const done = await db.kysely.transaction().execute(async (trx) => {
      const rows = await trx.selectFrom('application').select('id').where('reference', '=', reference).execute();
      if (rows.length !== 1) return rows.length;
      const id = (rows[0] as { id: string }).id;
      await trx
        .updateTable('application')
        .set(on ? { held_at: at, held_by: actor.name, hold_reason: reason } : { held_at: null, held_by: null, hold_reason: null })
        .where('id', '=', id)
        .execute();
      await trx
        .insertInto('application_event')
        .values({
          application_id: id,
          at,
          by_sub: actor.sub,
          by_name: actor.name,
          action: on ? 'hold' : 'release',
          status: null,
          reason,
          note: null,
        })
        .execute();
      return 1;
    });
    if (done === 0) return refuse(reply, 404, 'not_found', 'reference', 'no application by that reference');
    if (done > 1) return refuse(reply, 409, 'ambiguous', 'reference', 'more than one application has that reference');
    return reply.header('Cache-Control', 'no-store').send({ reference, held: on });
  };

  app.put<{ Params: { reference: string }; Body: { reason: string } }>(
    '/internal/staff/applications/:reference/hold',
    {
      config: config('retention'),
      schema: {
        hide: true,
        params: referenceParams,
        body: {
          type: 'object',
          required: ['reason'],
          additionalProperties: false,
          properties: { reason: { type: 'string', minLength: 3, maxLength: 500 } },
        },
      },
    },
    hold(true),
  );
  app.delete<{ Params: { reference: string } }>(
    '/internal/staff/applications/:reference/hold',
    { config: config('retention'), schema: { hide: true, params: referenceParams } },
    hold(false),
  );

  app.get<{ Querystring: { before?: number; limit?: number } }>(
    '/internal/staff/deletions',
    {
      config: config('retention'),
      schema: {
        hide: true,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { before: { type: 'integer', minimum: 1 }, limit: { type: 'integer', minimum: 1, maximum: 200 } },
        },
      },
    },
    async (req, reply) => {
      let query = db.kysely
        .selectFrom('application_deletion')
        .select(['id', 'reference', 'kind', 'received_at as receivedAt', 'deleted_at as deletedAt', 'reason', 'documents']);
      if (req.query.before) query = query.where('id', '<', req.query.before);
      const rows = await query
        .orderBy('id', 'desc')
        .limit(req.query.limit ?? 50)
        .execute();
      return reply
        .header('Cache-Control', 'no-store')
        .send({ results: rows.map((r) => ({ ...r, id: Number(r.id), documents: Number(r.documents) })) });
    },
  );

  app.get<{
    Querystring: { staff?: string; reference?: string; action?: AccessAction; from?: string; to?: string; before?: number; limit?: number };
  }>(
    '/internal/staff/access-record',
    {
      config: config('access-record'),
      schema: {
        hide: true,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            staff: { type: 'string', minLength: 1, maxLength: 255 },
            reference: { type: 'string', pattern: REFERENCE },
            action: { type: 'string', enum: [...ACCESS_ACTIONS] },
            from: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
            to: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
            before: { type: 'integer', minimum: 1 },
            limit: { type: 'integer', minimum: 1, maximum: 200 },
          },
        },
      },
    },
    async (req, reply) => {
      const day = (d: string | undefined, end: boolean) =>
        d ? new Date(Date.parse(`${d}T00:00:00+05:00`) + (end ? 86_400_000 : 0)).toISOString() : undefined;
      const results = await options.access.list({
        staff: req.query.staff,
        reference: req.query.reference?.toUpperCase(),
        action: req.query.action,
        from: day(req.query.from, false),
        to: day(req.query.to, true),
        before: req.query.before,
        limit: req.query.limit ?? 50,
      });
      return reply.header('Cache-Control', 'no-store').send({ results });
    },
  );
};
