/**
 * The content API for items (every kind of publications/publishableKinds.ts: news, deposits, text pages…,
 * gold prices), under /internal/content/ on the API’s own port like the rates’:
 *
 *   GET    /internal/content/items/<kind>                      its changes, newest first (the audit)
 *   POST   /internal/content/items/<kind>                      a new item (the API numbers it)
 *   PUT    /internal/content/items/<kind>/<id>                 the item, changed (or published again)
 *   DELETE /internal/content/items/<kind>/<id>                 the item, withdrawn from the site
 *   POST   /internal/content/items/<kind>/changes/<n>/revert   a change undone: what held before holds
 *   PUT    /internal/content/files/<name>.pdf                  a document's PDF (application/pdf)
 *
 * Every change is checked against the schema the public API serves the kind with, in each of the
 * three languages, is recorded with who made it, and drops the cached answers at once.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/db';
import type { InspectionPool } from '../../applications';
import {
  indexPublishedItem,
  itemPublishing,
  PUBLISHABLE,
  PUBLISHABLE_NAMES,
  publishedFileUrl,
  type ItemPublication,
  type ItemPublications,
  type PublishableKind,
} from '../../content';
import { actorNameOf, refuse, type StaffAccess } from '../authentication';
import { STAFF_RATE_LIMIT as rateLimit } from './limits';

export interface ItemRoutesOptions {
  db: Db;
  items: ItemPublications;
  /** Inspects uploaded PDFs as visitors' uploads are (created on the first upload). */
  inspection: () => InspectionPool;
  changed: () => void;
  now?: () => Date;
}

const MAX_PDF_BYTES = 20 * 1024 * 1024;
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,80}\.pdf$/;
/** Gold prices are the treasury's, with the exchange rates; the rest is the content approvers'. */
const publishing: StaffAccess = (req) =>
  PUBLISHABLE[(req.params as { kind?: string }).kind ?? '']?.kind === 'gold' ? 'rates.publish' : 'content.publish';

export const itemRoutes: FastifyPluginAsync<ItemRoutesOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const content = itemPublishing(options.db, options.items);

  /** The kind a request names, or null with its 404 already sent. */
  const kindOf = (req: FastifyRequest<{ Params: { kind: string } }>, reply: FastifyReply): PublishableKind | null => {
    const spec = PUBLISHABLE[req.params.kind];
    if (!spec) refuse(reply, 404, 'not_found', 'kind', `one of ${PUBLISHABLE_NAMES.join(', ')}`);
    return spec ?? null;
  };

  const publish = async (
    req: FastifyRequest,
    reply: FastifyReply,
    spec: PublishableKind,
    itemId: number,
    body: unknown,
    by: string,
  ): Promise<FastifyReply> => {
    const read = await content.read(spec, body, itemId);
    if ('field' in read) return refuse(reply, 400, 'invalid', read.field, read.message);
    if (read.slug && (await content.slugTaken(spec, read.slug, itemId, now())))
      return refuse(reply, 409, 'exists', 'common.slug', `another ${spec.kind} has the address ${read.slug}`);
    const at = now();
    const change = await options.items.publish({
      kind: spec.kind,
      itemId,
      slug: read.slug,
      docs: read.docs,
      effectiveAt: read.effectiveAt ?? at,
      by,
      now: at,
    });
    await afterChange(req, change, `${spec.kind} ${itemId} published by ${by}`);
    return reply.code(201).header('Cache-Control', 'no-store').send(change);
  };

  const afterChange = async (req: FastifyRequest, change: ItemPublication, message: string) => {
    await indexPublishedItem(options.db, change.kind, change.itemId);
    options.changed();
    req.log.info(
      { content: { kind: change.kind, item: change.itemId, change: change.id, withdrawn: change.docs === null, by: change.publishedBy } },
      message,
    );
  };

  const itemIdOf = (id: string): number | null => (/^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : null);

  app.get<{ Params: { kind: string } }>(
    '/internal/content/items/:kind',
    { config: { rateLimit, staff: 'content.read' }, schema: { hide: true } },
    async (req, reply) => {
      const spec = kindOf(req, reply);
      if (!spec) return reply;
      const current = await options.items.current(spec.kind, now());
      return reply.header('Cache-Control', 'no-store').send({
        kind: req.params.kind,
        current: [...current.values()].map((c) => ({ itemId: c.itemId, change: c.id, withdrawn: c.docs === null })),
        changes: await options.items.history(spec.kind),
      });
    },
  );

  app.post<{ Params: { kind: string }; Body: unknown }>(
    '/internal/content/items/:kind',
    { config: { rateLimit, staff: publishing }, bodyLimit: 256 * 1024, schema: { hide: true } },
    async (req, reply) => {
      const spec = kindOf(req, reply);
      if (!spec) return reply;
      const by = actorNameOf(req);
      if (spec.languageNeutral) return refuse(reply, 405, 'not_allowed', 'kind', `${req.params.kind} is one item: PUT it (id 1)`);
      return publish(req, reply, spec, await content.nextItemId(spec), req.body, by);
    },
  );

  app.put<{ Params: { kind: string; id: string }; Body: unknown }>(
    '/internal/content/items/:kind/:id',
    { config: { rateLimit, staff: publishing }, bodyLimit: 256 * 1024, schema: { hide: true } },
    async (req, reply) => {
      const spec = kindOf(req, reply);
      if (!spec) return reply;
      const by = actorNameOf(req);
      const itemId = itemIdOf(req.params.id);
      if (itemId === null || (await content.stateOf(spec, itemId, now())) === 'unknown')
        return refuse(reply, 404, 'not_found', 'id', `no ${spec.kind} by that id: POST a new one`);
      return publish(req, reply, spec, itemId, req.body, by);
    },
  );

  app.delete<{ Params: { kind: string; id: string } }>(
    '/internal/content/items/:kind/:id',
    { config: { rateLimit, staff: publishing }, schema: { hide: true } },
    async (req, reply) => {
      const spec = kindOf(req, reply);
      if (!spec) return reply;
      const by = actorNameOf(req);
      const itemId = itemIdOf(req.params.id);
      if (itemId === null || (await content.stateOf(spec, itemId, now())) !== 'shown')
        return refuse(reply, 404, 'not_found', 'id', `no ${spec.kind} by that id on the site`);
      if (spec.languageNeutral || spec.fixedItems)
        return refuse(reply, 405, 'not_allowed', 'kind', `${req.params.kind} cannot be withdrawn, only changed`);
      const at = now();
      const change = await options.items.publish({ kind: spec.kind, itemId, slug: null, docs: null, effectiveAt: at, by, now: at });
      await afterChange(req, change, `${spec.kind} ${itemId} withdrawn by ${by}`);
      return reply.header('Cache-Control', 'no-store').send(change);
    },
  );

  app.post<{ Params: { kind: string; change: string } }>(
    '/internal/content/items/:kind/changes/:change/revert',
    { config: { rateLimit, staff: publishing }, schema: { hide: true } },
    async (req, reply) => {
      const spec = kindOf(req, reply);
      if (!spec) return reply;
      const by = actorNameOf(req);
      const id = itemIdOf(req.params.change);
      const change = id === null ? null : await options.items.one(id);
      if (!change || change.kind !== spec.kind) return refuse(reply, 404, 'not_found', 'change', `no change of ${spec.kind} by that number`);
      const reverted = await options.items.revert(change.id, by, now());
      if (!reverted) return refuse(reply, 409, 'reverted', 'change', 'that change is reverted already');
      await afterChange(req, reverted, `${spec.kind} ${reverted.itemId}: change ${reverted.id} reverted by ${by}`);
      return reply.header('Cache-Control', 'no-store').send(reverted);
    },
  );

  await app.register(async (files) => {
    files.addContentTypeParser('application/pdf', { parseAs: 'buffer', bodyLimit: MAX_PDF_BYTES }, (_req, body, done) => done(null, body));
    /** A PDF kept for a document to name: inspected as a visitor's upload, stored by the hash of its bytes. */
    const upload = async (req: FastifyRequest<{ Params: { file: string }; Body: Buffer }>, reply: FastifyReply) => {
      const by = actorNameOf(req);
      if (!FILE_NAME.test(req.params.file)) return refuse(reply, 400, 'invalid', 'file', 'a file name ending in .pdf (Latin letters, digits, . _ -)');
      if (!Buffer.isBuffer(req.body) || req.body.length === 0)
        return refuse(reply, 415, 'invalid', 'file', 'the PDF itself, sent as application/pdf');
      // The same inspection as a visitor's upload: a PDF by its bytes, whole, with nothing that runs.
      const inspected = await options.inspection().inspect(req.params.file, req.body);
      if (!inspected.ok || inspected.ext !== 'pdf')
        return refuse(reply, 422, 'refused', 'file', `not a clean PDF (${inspected.ok ? inspected.ext : inspected.problem})`);
      const name = await content.storeFile(inspected.data, by, now());
      req.log.info({ content: { kind: 'file', name, bytes: inspected.data.length, by } }, `PDF ${name} uploaded by ${by}`);
      return reply
        .code(201)
        .header('Cache-Control', 'no-store')
        .send({ file: name, url: publishedFileUrl(name), sizeBytes: inspected.data.length });
    };
    files.put<{ Params: { file: string }; Body: Buffer }>(
      '/internal/content/files/:file',
      { config: { rateLimit, staff: 'content.publish' }, bodyLimit: MAX_PDF_BYTES, schema: { hide: true } },
      upload,
    );
    // The studio's upload: a person who writes content, whose document change is then approved.
    files.put<{ Params: { file: string }; Body: Buffer }>(
      '/internal/staff/files/:file',
      { config: { rateLimit, staff: 'content.edit' }, bodyLimit: MAX_PDF_BYTES, schema: { hide: true } },
      upload,
    );
  });
};
