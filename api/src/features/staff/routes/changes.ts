/**
 * The content studio's drafts and four-eyes approval, under /internal/staff/ (the back office
 * relays them with the person's access token):
 *
 *   GET    /internal/staff/changes?state&kind&cursor&limit   newest first, without their bodies
 *   GET    /internal/staff/changes/<id>                      one, with its body, what holds now and what it would be
 *   POST   /internal/staff/changes                           a draft { kind, item?, action, body?, reverts?, scheduledFor? }
 *   PUT    /internal/staff/changes/<id>                      its body and instant, by its author (draft, returned, edited)
 *   DELETE /internal/staff/changes/<id>                      discarded by its author (draft, returned, edited)
 *   POST   /internal/staff/changes/<id>/submit               by its author, for approval
 *   POST   /internal/staff/changes/<id>/approve              by an approver who is not its author: published
 *   POST   /internal/staff/changes/<id>/return               { comment }: back to its author
 *   POST   /internal/staff/changes/<id>/publish              a rates publisher's own rates or gold prices, within 5 %
 *   POST   /internal/staff/changes/<id>/preview              a sealed content preview for the public site, and where it shows
 *
 * Every route is for people with a studio role (changes.read); what each may do depends on the
 * change's kind: content.edit / content.approve for items, rates.edit / rates.approve for the
 * rates and gold prices, checked here once the change is read. Four eyes: whoever approves or
 * returns a change is not its author, by the token's `sub`, whatever their roles.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Db } from '../../../db/db';
import {
  APPROVABLE,
  approveChange,
  CHANGE_KINDS,
  changeStore,
  checkChange,
  currentBody,
  docsByKey,
  EDITABLE,
  effectiveAtOf,
  isAuthor,
  isPreviewable,
  isRefusal,
  overlayOf,
  PUBLISHABLE,
  shownAtOf,
  isTreasuryKind,
  PUBLISHABLE_ALONE,
  readBody,
  stateAfterEdit,
  SUBMITTABLE,
  type ChangeAction,
  type ChangeState,
  type ContentChange,
  type Refusal,
} from '../../content';
import { principalOf, refuse } from '../authentication';
import { actorOf, allows, type Principal } from '../principal';
import { STUDIO_RATE_LIMIT } from './limits';
import { CONTENT_PREVIEW_MINUTES, type ContentPreviewCodec } from '@ssb/server-kit/contentPreview';

export interface ChangeRoutesOptions {
  db: Db;
  /** Seals content previews; null: the site cannot open them (no service token), so none is given. */
  previews?: ContentPreviewCodec | null;
  /** Called after a change is published: the answers it affects are dropped. */
  changed: () => void;
  now?: () => Date;
}

const STATES: readonly ChangeState[] = ['draft', 'submitted', 'returned', 'edited', 'published', 'discarded'];
const ACTIONS: readonly ChangeAction[] = ['publish', 'withdraw', 'revert'];
const ID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
const INSTANT = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$';
const config = { rateLimit: STUDIO_RATE_LIMIT, staff: 'changes.read' } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: ID } } } as const;
const scheduledFor = { type: ['string', 'null'], pattern: INSTANT } as const;

/** Whether a person may do this with a change of this kind: the treasury's kinds are the rates publishers'. */
const may = (principal: Principal, kind: string, what: 'edit' | 'approve') =>
  allows(principal, isTreasuryKind(kind) ? (what === 'edit' ? 'rates.edit' : 'rates.approve') : what === 'edit' ? 'content.edit' : 'content.approve');

const forbidden = (reply: FastifyReply) => refuse(reply, 403, 'forbidden', null, 'Your role does not allow this.');
const notAuthor = (reply: FastifyReply) => refuse(reply, 403, 'not_author', null, 'Only the change’s author does this.');
const fourEyes = (reply: FastifyReply) => refuse(reply, 403, 'four_eyes', null, 'You wrote this change: another person approves or returns it.');
const stateRefused = (reply: FastifyReply, change: ContentChange) =>
  refuse(reply, 409, 'state', 'state', `the change is ${change.state}: not where this can be done`);
const send = (reply: FastifyReply, refusal: Refusal) => refuse(reply, refusal.status, refusal.error, refusal.field, refusal.message);

const cursorOf = (change: ContentChange) => Buffer.from(JSON.stringify([change.createdAt, change.id])).toString('base64url');
function afterOf(cursor: string | undefined): { createdAt: string; id: string } | null | undefined {
  if (cursor === undefined) return undefined;
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    return typeof createdAt === 'string' && typeof id === 'string' ? { createdAt, id } : null;
  } catch {
    return null;
  }
}

export const changeRoutes: FastifyPluginAsync<ChangeRoutesOptions> = async (app, options) => {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const store = changeStore(db.kysely);
  // Nothing of the studio is kept by a browser or a proxy, a refusal of the schema's included.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  /** The change of a route's id with the person asking, or null with the 404 sent. */
  const changeOf = async (id: string, reply: FastifyReply): Promise<ContentChange | null> => {
    const change = await store.one(id);
    if (!change) refuse(reply, 404, 'not_found', 'id', 'no change by that id');
    return change;
  };

  app.get<{ Querystring: { state?: ChangeState; kind?: string; cursor?: string; limit?: number } }>(
    '/internal/staff/changes',
    {
      config,
      schema: {
        hide: true,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            state: { type: 'string', enum: [...STATES] },
            kind: { type: 'string', enum: [...CHANGE_KINDS] },
            cursor: { type: 'string', maxLength: 300 },
            limit: { type: 'integer', minimum: 1, maximum: 100 },
          },
        },
      },
    },
    async (req, reply) => {
      const after = afterOf(req.query.cursor);
      if (after === null) return refuse(reply, 400, 'invalid', 'cursor', 'a cursor from a previous page');
      const limit = req.query.limit ?? 25;
      const page = await store.list({ state: req.query.state, kind: req.query.kind, after, limit: limit + 1 });
      const results = page.slice(0, limit).map(({ body: _body, ...rest }) => rest);
      const last = page.length > limit ? page[limit - 1] : undefined;
      return reply.send({ results, next: last ? cursorOf(last) : null });
    },
  );

  app.get<{ Params: { id: string } }>('/internal/staff/changes/:id', { config, schema: { hide: true, params: idParams } }, async (req, reply) => {
    const change = await changeOf(req.params.id, reply);
    if (!change) return reply;
    const at = now();
    let proposed: unknown = null;
    let problem: { field: string | null; message: string } | null = null;
    if (change.action === 'publish' && change.state !== 'published') {
      const read = await readBody(db, change, Number(change.item ?? 1) || 1, effectiveAtOf(change, at));
      if (isRefusal(read)) problem = { field: read.field, message: read.message };
      else proposed = read.kind === 'rates' ? { rates: read.rates } : { docs: docsByKey(read.read) };
    }
    // What holds on the site now, beside the change (for an existing item).
    return reply.send({ ...change, current: await currentBody(db, change.kind, change.item, at), proposed, problem });
  });

  app.post<{
    Body: { kind: string; item?: string | null; action: ChangeAction; body?: unknown; reverts?: number; scheduledFor?: string | null };
  }>(
    '/internal/staff/changes',
    {
      config,
      bodyLimit: 256 * 1024,
      schema: {
        hide: true,
        body: {
          type: 'object',
          required: ['kind', 'action'],
          additionalProperties: false,
          properties: {
            kind: { type: 'string', enum: [...CHANGE_KINDS] },
            item: { type: ['string', 'null'], maxLength: 20 },
            action: { type: 'string', enum: [...ACTIONS] },
            body: {},
            reverts: { type: 'integer', minimum: 1 },
            scheduledFor,
          },
        },
      },
    },
    async (req, reply) => {
      const principal = principalOf(req);
      const { kind, action } = req.body;
      if (!may(principal, kind, 'edit')) return forbidden(reply);
      const checked = await checkChange(
        db,
        {
          kind,
          item: req.body.item ?? null,
          action,
          body: req.body.body ?? null,
          reverts: req.body.reverts ?? null,
          scheduledFor: req.body.scheduledFor ?? null,
        },
        now(),
      );
      if (isRefusal(checked)) return send(reply, checked);
      const change = await store.create({ ...checked, author: actorOf(principal), now: now() });
      return reply.code(201).send(change);
    },
  );

  app.put<{ Params: { id: string }; Body: { body?: unknown; scheduledFor?: string | null } }>(
    '/internal/staff/changes/:id',
    {
      config,
      bodyLimit: 256 * 1024,
      schema: {
        hide: true,
        params: idParams,
        body: { type: 'object', additionalProperties: false, properties: { body: {}, scheduledFor } },
      },
    },
    async (req, reply) => {
      const principal = principalOf(req);
      const change = await changeOf(req.params.id, reply);
      if (!change) return reply;
      if (!may(principal, change.kind, 'edit')) return forbidden(reply);
      const { sub } = actorOf(principal);
      if (!isAuthor(change, sub)) return notAuthor(reply);
      if (!EDITABLE.includes(change.state)) return stateRefused(reply, change);
      const checked = await checkChange(db, { ...change, body: req.body.body ?? null, scheduledFor: req.body.scheduledFor ?? null }, now());
      if (isRefusal(checked)) return send(reply, checked);
      const edited = await store.move(
        change.id,
        EDITABLE,
        {
          body: checked.body === null ? null : JSON.stringify(checked.body),
          scheduled_for: checked.scheduledFor,
          state: stateAfterEdit(change.state),
          updated_at: now().toISOString(),
        },
        sub,
      );
      return edited ? reply.send(edited) : stateRefused(reply, change);
    },
  );

  app.delete<{ Params: { id: string } }>('/internal/staff/changes/:id', { config, schema: { hide: true, params: idParams } }, async (req, reply) => {
    const principal = principalOf(req);
    const change = await changeOf(req.params.id, reply);
    if (!change) return reply;
    if (!may(principal, change.kind, 'edit')) return forbidden(reply);
    const { sub } = actorOf(principal);
    if (!isAuthor(change, sub)) return notAuthor(reply);
    const at = now().toISOString();
    const discarded = await store.move(change.id, EDITABLE, { state: 'discarded', discarded_at: at, updated_at: at }, sub);
    return discarded ? reply.send(discarded) : stateRefused(reply, change);
  });

  app.post<{ Params: { id: string } }>(
    '/internal/staff/changes/:id/submit',
    { config, schema: { hide: true, params: idParams } },
    async (req, reply) => {
      const principal = principalOf(req);
      const change = await changeOf(req.params.id, reply);
      if (!change) return reply;
      if (!may(principal, change.kind, 'edit')) return forbidden(reply);
      const { sub } = actorOf(principal);
      if (!isAuthor(change, sub)) return notAuthor(reply);
      if (!SUBMITTABLE.includes(change.state)) return stateRefused(reply, change);
      // Checked again: the item or the clock may have moved since it was written.
      const checked = await checkChange(db, change, now());
      if (isRefusal(checked)) return send(reply, checked);
      const at = now().toISOString();
      const submitted = await store.move(change.id, SUBMITTABLE, { state: 'submitted', submitted_at: at, updated_at: at }, sub);
      return submitted ? reply.send(submitted) : stateRefused(reply, change);
    },
  );

  /** Publishes an approved change (or a rates publisher's own), then drops the answers it affects. */
  const publish = async (reply: FastifyReply, change: ContentChange, principal: Principal, alone: boolean, comment?: string) => {
    const actor = actorOf(principal);
    const outcome = await approveChange(db, {
      id: change.id,
      from: alone ? PUBLISHABLE_ALONE : APPROVABLE,
      reviewer: alone ? null : actor,
      ...(alone ? { author: actor.sub } : {}),
      comment,
      now: now(),
    });
    if (isRefusal(outcome)) return send(reply, outcome);
    options.changed();
    const { published } = outcome;
    reply.log.info(
      { content: { change: change.id, kind: change.kind, item: published.item, publication: published.publicationId, by: actor.name, alone } },
      `change ${change.id} (${change.kind} ${published.item}) published by ${actor.name}`,
    );
    return reply.send({
      ...outcome.change,
      publication: {
        id: published.publicationId,
        effectiveAt: published.effectiveAt,
        scheduled: Date.parse(published.effectiveAt) > now().getTime(),
      },
    });
  };

  app.post<{ Params: { id: string } }>(
    '/internal/staff/changes/:id/approve',
    { config, schema: { hide: true, params: idParams } },
    async (req, reply) => {
      const principal = principalOf(req);
      const change = await changeOf(req.params.id, reply);
      if (!change) return reply;
      if (!may(principal, change.kind, 'approve')) return forbidden(reply);
      if (isAuthor(change, actorOf(principal).sub)) return fourEyes(reply);
      // An optional word with the approval; no body at all is an approval too.
      const given = (req.body as { comment?: unknown } | undefined)?.comment;
      const comment = typeof given === 'string' && given.trim() !== '' ? given.trim().slice(0, 2000) : undefined;
      return publish(reply, change, principal, false, comment);
    },
  );

  app.post<{ Params: { id: string }; Body: { comment: string } }>(
    '/internal/staff/changes/:id/return',
    {
      config,
      schema: {
        hide: true,
        params: idParams,
        body: {
          type: 'object',
          required: ['comment'],
          additionalProperties: false,
          properties: { comment: { type: 'string', pattern: '\\S', maxLength: 2000 } },
        },
      },
    },
    async (req, reply) => {
      const principal = principalOf(req);
      const change = await changeOf(req.params.id, reply);
      if (!change) return reply;
      if (!may(principal, change.kind, 'approve')) return forbidden(reply);
      const actor = actorOf(principal);
      if (isAuthor(change, actor.sub)) return fourEyes(reply);
      const at = now().toISOString();
      const returned = await store.move(change.id, APPROVABLE, {
        state: 'returned',
        reviewed_at: at,
        reviewer_sub: actor.sub,
        reviewer_name: actor.name,
        review_comment: req.body.comment.trim(),
        updated_at: at,
      });
      return returned ? reply.send(returned) : stateRefused(reply, change);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/internal/staff/changes/:id/publish',
    { config, schema: { hide: true, params: idParams } },
    async (req, reply) => {
      const principal = principalOf(req);
      const change = await changeOf(req.params.id, reply);
      if (!change) return reply;
      if (!isTreasuryKind(change.kind) || !may(principal, change.kind, 'edit')) return forbidden(reply);
      if (!isAuthor(change, actorOf(principal).sub)) return notAuthor(reply);
      return publish(reply, change, principal, true);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/internal/staff/changes/:id/preview',
    { config, schema: { hide: true, params: idParams } },
    async (req, reply) => {
      const principal = principalOf(req);
      const change = await changeOf(req.params.id, reply);
      if (!change) return reply;
      // Its author and whoever may approve it look at it before it is live.
      if (!may(principal, change.kind, 'edit') && !may(principal, change.kind, 'approve')) return forbidden(reply);
      if (!options.previews) return refuse(reply, 503, 'preview_off', null, 'The site cannot show previews here (no service token).');
      if (!isPreviewable(change))
        return refuse(reply, 409, 'state', 'state', `the change is ${change.state}: only a change under review is previewed`);
      const at = now();
      const overlay = await overlayOf(db, change, at);
      const spec = PUBLISHABLE[change.kind];
      if (!overlay || !spec) return refuse(reply, 409, 'invalid', 'body', 'the change does not read as an item yet: save it without errors first');
      const doc = overlay.docs[1];
      const title = String(doc.title ?? doc.question ?? doc.name ?? change.kind).slice(0, 80);
      const expires = at.getTime() + CONTENT_PREVIEW_MINUTES * 60_000;
      const token = options.previews.seal({ change: change.id, kind: change.kind, title, expires });
      req.log.info(
        { content: { change: change.id, kind: change.kind, preview: 'sealed', by: actorOf(principal).name } },
        `change ${change.id} previewed`,
      );
      return reply.send({ token, expiresAt: new Date(expires).toISOString(), path: shownAtOf(spec, doc) });
    },
  );
};
