/**
 * The applications inbox for officers, under /internal/staff/ on the API's own port (the site
 * proxies /api/ only, so no visitor reaches it; the back office calls it with the officer's
 * access token):
 *
 *   GET /internal/staff/me                                       who the token is, and their roles
 *   GET /internal/staff/applications?kind&status&branch&from&to&assigned&q&cursor&limit
 *   GET /internal/staff/applications/<id>                        one application, whole
 *   GET /internal/staff/applications/<id>/documents/<field>      a document's bytes (once cleared by a scan)
 *   PUT /internal/staff/applications/<id>/status                 { status, reason?, note? }
 *   PUT /internal/staff/applications/<id>/assignee               { sub } or { sub: null }
 *   GET /internal/staff/officers                                 who may be assigned
 *
 * Every view (a list's page, an application, a document) is in the access record before the
 * answer is sent.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { KeyRing } from '@ssb/server-kit/keyRing';
import type { Db } from '../../../db/db';
import {
  AmbiguousReferenceError,
  APPLICATION_STATUSES,
  REJECTION_REASONS,
  setApplicationStatus,
  type ApplicationStatus,
  KINDS,
  type RejectionReason,
} from '../../applications';
import type { UploadStore } from '../../uploads';
import type { AccessRecord } from '../../personal-data';
import { principalOf, refuse } from '../authentication';
import { actorOf, type Permission } from '../principal';
import { INBOX_RATE_LIMIT } from './limits';
import { applicationDetail, BadCursor, isViewable, listApplications, type InboxFilter } from '../../inbox';

export interface InboxOptions {
  db: Db;
  keys: KeyRing;
  /** The store as staff read it: documents opened. */
  uploads: UploadStore;
  access: AccessRecord;
  now?: () => Date;
}

const config = (staff: Permission) => ({ rateLimit: INBOX_RATE_LIMIT, staff });
const ID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
const DAY_OR_INSTANT = '^\\d{4}-\\d{2}-\\d{2}(T[0-9:.]+(Z|[+-]\\d{2}:\\d{2}))?$';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: ID } } } as const;

/** A day (YYYY-MM-DD, Dushanbe's: UTC+5) or an instant, as the instant a filter compares with. */
function instantOf(value: string | undefined, endOfDay: boolean): string | undefined {
  if (!value) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const start = Date.parse(`${value}T00:00:00+05:00`);
    return new Date(endOfDay ? start + 86_400_000 : start).toISOString();
  }
  return new Date(value).toISOString();
}

export const inboxRoutes: FastifyPluginAsync<InboxOptions> = async (app, options) => {
  const { db, keys, access } = options;
  const now = options.now ?? (() => new Date());

  app.get('/internal/staff/me', { config: config('signed-in'), schema: { hide: true } }, async (req, reply) => {
    const principal = principalOf(req);
    return reply
      .header('Cache-Control', 'no-store')
      .send(
        principal.kind === 'person'
          ? { kind: 'person', sub: principal.sub, name: principal.name, roles: principal.roles }
          : { kind: 'machine', name: principal.name, scope: principal.scope },
      );
  });

  app.get<{ Querystring: Omit<InboxFilter, 'limit'> & { limit?: number } }>(
    '/internal/staff/applications',
    {
      config: config('applications'),
      schema: {
        hide: true,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            kind: { type: 'string', enum: [...KINDS] },
            status: { type: 'string', enum: [...APPLICATION_STATUSES] },
            branch: { type: 'string', minLength: 1, maxLength: 100 },
            from: { type: 'string', pattern: DAY_OR_INSTANT },
            to: { type: 'string', pattern: DAY_OR_INSTANT },
            assigned: { type: 'string', enum: ['me', 'none'] },
            q: { type: 'string', maxLength: 100 },
            cursor: { type: 'string', maxLength: 300 },
            limit: { type: 'integer', minimum: 1, maximum: 100 },
          },
        },
      },
    },
    async (req, reply) => {
      const actor = actorOf(principalOf(req));
      let page;
      try {
        page = await listApplications(
          db,
          keys,
          { ...req.query, from: instantOf(req.query.from, false), to: instantOf(req.query.to, true), limit: req.query.limit ?? 25 },
          actor.sub,
        );
      } catch (error) {
        if (error instanceof BadCursor) return refuse(reply, 400, 'invalid', 'cursor', 'a cursor from a previous page');
        throw error;
      }
      if (page.results.length > 0)
        await access.record({
          staffSub: actor.sub,
          staffName: actor.name,
          action: 'applications.list',
          detail: page.results.map((r) => r.reference).join(','),
        });
      return reply.header('Cache-Control', 'no-store').send(page);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/internal/staff/applications/:id',
    { config: config('applications'), schema: { hide: true, params: idParams } },
    async (req, reply) => {
      const detail = await applicationDetail(db, keys, req.params.id);
      if (!detail) return refuse(reply, 404, 'not_found', 'id', 'no application by that id');
      const actor = actorOf(principalOf(req));
      await access.record({
        staffSub: actor.sub,
        staffName: actor.name,
        action: 'application.view',
        applicationId: detail.id,
        reference: detail.reference,
      });
      return reply.header('Cache-Control', 'no-store').send(detail);
    },
  );

  app.get<{ Params: { id: string; field: string } }>(
    '/internal/staff/applications/:id/documents/:field',
    {
      config: config('applications'),
      schema: {
        hide: true,
        params: {
          type: 'object',
          required: ['id', 'field'],
          properties: { id: { type: 'string', pattern: ID }, field: { type: 'string', enum: ['file1', 'file2', 'file3'] } },
        },
      },
    },
    async (req, reply) => {
      const file = await db.kysely
        .selectFrom('application_file')
        .innerJoin('application', 'application.id', 'application_file.application_id')
        .select(['application_file.stored_name', 'application_file.mime', 'application_file.scan_status', 'application.reference'])
        .where('application_file.application_id', '=', req.params.id)
        .where('application_file.field', '=', req.params.field)
        .executeTakeFirst();
      if (!file) return refuse(reply, 404, 'not_found', 'field', 'no such document');
      if (!isViewable(file.scan_status))
        return refuse(
          reply,
          409,
          file.scan_status === 'infected' ? 'infected' : 'not_scanned',
          'field',
          'the document has not been cleared by a malware scan',
        );
      const data = await options.uploads.read(file.stored_name);
      if (!data) return refuse(reply, 404, 'not_found', 'field', 'the document is missing from the store');
      const actor = actorOf(principalOf(req));
      await access.record({
        staffSub: actor.sub,
        staffName: actor.name,
        action: 'document.view',
        applicationId: req.params.id,
        reference: file.reference,
        detail: req.params.field,
      });
      // The back office serves it to the browser, with its own safe headers; here it is bytes.
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', 'attachment')
        .header('X-Content-Type-Options', 'nosniff')
        .type(file.mime)
        .send(data);
    },
  );

  app.put<{ Params: { id: string }; Body: { status: ApplicationStatus; reason?: RejectionReason | null; note?: string } }>(
    '/internal/staff/applications/:id/status',
    {
      config: config('applications'),
      schema: {
        hide: true,
        params: idParams,
        body: {
          type: 'object',
          required: ['status'],
          additionalProperties: false,
          properties: {
            status: { type: 'string', enum: [...APPLICATION_STATUSES] },
            reason: { anyOf: [{ type: 'string', enum: [...REJECTION_REASONS] }, { type: 'null' }] },
            note: { type: 'string', maxLength: 2000 },
          },
        },
      },
    },
    async (req, reply) => {
      const { status, reason = null, note } = req.body;
      if (status === 'rejected' && reason === null) return refuse(reply, 400, 'required', 'reason', 'a rejection needs a reason');
      if (status !== 'rejected' && reason !== null) return refuse(reply, 400, 'invalid', 'reason', 'only a rejection has a reason');
      try {
        const record = await setApplicationStatus(db, keys, {
          reference: req.params.id,
          status,
          reason,
          note: note ?? null,
          by: actorOf(principalOf(req)),
          now: now(),
        });
        if (!record) return refuse(reply, 404, 'not_found', 'id', 'no application by that id');
        req.log.info({ application: record.id, status, by: actorOf(principalOf(req)).sub }, 'application status changed');
        return reply.header('Cache-Control', 'no-store').send(record);
      } catch (error) {
        if (error instanceof AmbiguousReferenceError) return refuse(reply, 409, 'ambiguous', 'id', error.message);
        throw error;
      }
    },
  );

  app.put<{ Params: { id: string }; Body: { sub: string | null } }>(
    '/internal/staff/applications/:id/assignee',
    {
      config: config('applications'),
      schema: {
        hide: true,
        params: idParams,
        body: {
          type: 'object',
          required: ['sub'],
          additionalProperties: false,
          properties: { sub: { anyOf: [{ type: 'string', minLength: 1, maxLength: 255 }, { type: 'null' }] } },
        },
      },
    },
    async (req, reply) => {
      const actor = actorOf(principalOf(req));
      let name: string | null = null;
      if (req.body.sub !== null) {
        const officer = await db.kysely.selectFrom('staff_member').select(['name', 'roles']).where('sub', '=', req.body.sub).executeTakeFirst();
        if (!officer || !(JSON.parse(officer.roles) as string[]).includes('applications_officer'))
          return refuse(reply, 400, 'invalid', 'sub', 'not an applications officer who has signed in');
        name = officer.name;
      }
      const at = now().toISOString();
      const updated = await db.kysely.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('application')
          .set({ assigned_to: req.body.sub, assigned_name: name, assigned_at: req.body.sub === null ? null : at })
          .where('id', '=', req.params.id)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await trx
          .insertInto('application_event')
          .values({
            application_id: req.params.id,
            at,
            by_sub: actor.sub,
            by_name: actor.name,
            action: 'assign',
            status: null,
            reason: name,
            note: null,
          })
          .execute();
        return true;
      });
      if (!updated) return refuse(reply, 404, 'not_found', 'id', 'no application by that id');
      return reply.header('Cache-Control', 'no-store').send({ assignedTo: req.body.sub, assignedName: name });
    },
  );

  app.get('/internal/staff/officers', { config: config('applications'), schema: { hide: true } }, async (_req, reply) => {
    const rows = await db.kysely.selectFrom('staff_member').select(['sub', 'name', 'roles']).orderBy('name').execute();
    const officers = rows
      .filter((r) => (JSON.parse(r.roles) as string[]).includes('applications_officer'))
      .map((r) => ({ sub: r.sub, name: r.name }));
    return reply.header('Cache-Control', 'no-store').send({ officers });
  });
};
