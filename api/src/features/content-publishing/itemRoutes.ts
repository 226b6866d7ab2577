/**
 * The content API for items (news, vacancies, tenders, documents, offices, ATMs, POS terminals,
 * gold prices), under /internal/content/ on the API's own port like the rates':
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
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Ajv } from 'ajv';
import type { Db } from '../../db/db';
import { SCHEMAS } from '../content/schemas';
import { indexPublishedItem } from '../../db/seed';
import type { InspectionPool } from '../applications/documents/inspectionPool';
import type { ItemPublication, ItemPublications } from './itemPublications';
import { PUBLISHABLE, PUBLISHABLE_NAMES, type PublishableKind } from './publishableKinds';
import { faultOf, readItem, type Fault, type SchemaCheck } from './readItem';
import { refuse, STAFF_RATE_LIMIT as rateLimit, staffOf } from './staffRequest';
import type { Guard } from '../staff/guard';

export interface ItemRoutesOptions {
  db: Db;
  items: ItemPublications;
  guard: Guard;
  /** Inspects uploaded PDFs as visitors' uploads are (created on the first upload). */
  inspection: () => InspectionPool;
  changed: () => void;
  now?: () => Date;
}

type Doc = Record<string, unknown>;
const MAX_PDF_BYTES = 20 * 1024 * 1024;
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,80}\.pdf$/;
/** Where a published PDF is served (publishedFiles.ts). */
export const publishedFileUrl = (name: string) => `/api/files/published/${name}.pdf`;

export const itemRoutes: FastifyPluginAsync<ItemRoutesOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const staff = staffOf(options.guard);
  const { kysely } = options.db;

  /** The staff member and the kind a request names, or null with its 401 or 404 already sent. */
  const staffAndKind = async (
    req: FastifyRequest<{ Params: { kind: string } }>,
    reply: FastifyReply,
    reading = false,
  ): Promise<{ by: string; spec: PublishableKind } | null> => {
    const spec = PUBLISHABLE[req.params.kind];
    // Gold prices are the treasury's, with the exchange rates; the rest is the content approvers'.
    const by = await staff(req, reply, reading ? 'content.read' : spec?.kind === 'gold' ? 'rates.publish' : 'content.publish');
    if (!by) return null;
    if (!spec) {
      refuse(reply, 404, 'not_found', 'kind', `one of ${PUBLISHABLE_NAMES.join(', ')}`);
      return null;
    }
    return { by, spec };
  };

  // Strict, unlike the public routes' validators: nothing is coerced into what the schema wants.
  const ajv = new Ajv({ allErrors: false, strict: false, coerceTypes: false });
  for (const schema of SCHEMAS) ajv.addSchema(schema);
  const schemaCheck = (spec: PublishableKind): SchemaCheck => {
    const validate = ajv.getSchema(spec.schema);
    if (!validate) throw new Error(`no schema ${spec.schema}`);
    return (doc) => {
      if (validate(doc)) return null;
      const [first] = validate.errors ?? [];
      return first ? faultOf(first) : { field: 'body', message: 'invalid' };
    };
  };

  /** The item as visitors see it now: on the site, withdrawn by staff, or never known. */
  const stateOf = async (spec: PublishableKind, itemId: number): Promise<'shown' | 'withdrawn' | 'unknown'> => {
    const current = (await options.items.current(spec.kind, now())).get(itemId);
    if (current) return current.docs === null ? 'withdrawn' : 'shown';
    const seeded = await kysely.selectFrom('content').select('id').where('kind', '=', spec.kind).where('id', '=', itemId).executeTakeFirst();
    return seeded === undefined ? 'unknown' : 'shown';
  };

  const slugTaken = async (spec: PublishableKind, slug: string, itemId: number): Promise<boolean> => {
    const published = [...(await options.items.current(spec.kind, now())).values()];
    if (published.some((p) => p.slug === slug && p.itemId !== itemId && p.docs !== null)) return true;
    const seeded = await kysely
      .selectFrom('content')
      .select('id')
      .where('kind', '=', spec.kind)
      .where('slug', '=', slug)
      .where('id', '!=', itemId)
      .executeTakeFirst();
    // A seed item staff since changed or withdrew no longer holds its slug.
    return seeded !== undefined && !published.some((p) => p.itemId === Number(seeded.id));
  };

  /** A document's body names an uploaded PDF; its address, format and real size follow from it. */
  const withFile = async (body: unknown): Promise<unknown> => {
    const input = typeof body === 'object' && body !== null ? (body as Doc) : {};
    const common = typeof input.common === 'object' && input.common !== null ? (input.common as Doc) : {};
    const name = typeof common.file === 'string' ? common.file : '';
    const file = /^[0-9a-f]{16}$/.test(name)
      ? await kysely.selectFrom('content_file').select(['name', 'size']).where('name', '=', name).executeTakeFirst()
      : undefined;
    if (!file)
      throw new ItemFault({ field: 'common.file', message: 'the name of a PDF uploaded first (npm run content -- documents upload <file.pdf>)' });
    const { file: _file, ...rest } = common;
    return { ...input, common: { ...rest, url: publishedFileUrl(file.name), format: 'PDF', sizeBytes: Number(file.size) } };
  };

  const publish = async (
    req: FastifyRequest,
    reply: FastifyReply,
    spec: PublishableKind,
    itemId: number,
    body: unknown,
    by: string,
  ): Promise<FastifyReply> => {
    let read;
    try {
      read = readItem(spec, spec.file ? await withFile(body) : body, itemId, schemaCheck(spec));
    } catch (error) {
      if (error instanceof ItemFault) return refuse(reply, 400, 'invalid', error.fault.field, error.fault.message);
      throw error;
    }
    if ('field' in read) return refuse(reply, 400, 'invalid', read.field, read.message);
    if (read.slug && (await slugTaken(spec, read.slug, itemId)))
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

  app.get<{ Params: { kind: string } }>('/internal/content/items/:kind', { config: { rateLimit }, schema: { hide: true } }, async (req, reply) => {
    const { spec } = (await staffAndKind(req, reply, true)) ?? {};
    if (!spec) return reply;
    const current = await options.items.current(spec.kind, now());
    return reply.header('Cache-Control', 'no-store').send({
      kind: req.params.kind,
      current: [...current.values()].map((c) => ({ itemId: c.itemId, change: c.id, withdrawn: c.docs === null })),
      changes: await options.items.history(spec.kind),
    });
  });

  app.post<{ Params: { kind: string }; Body: unknown }>(
    '/internal/content/items/:kind',
    { config: { rateLimit }, bodyLimit: 256 * 1024, schema: { hide: true } },
    async (req, reply) => {
      const { by, spec } = (await staffAndKind(req, reply)) ?? {};
      if (!by || !spec) return reply;
      if (spec.languageNeutral) return refuse(reply, 405, 'not_allowed', 'kind', `${req.params.kind} is one item: PUT it (id 1)`);
      const seeded = await kysely
        .selectFrom('content')
        .select((eb) => eb.fn.max('id').as('max'))
        .where('kind', '=', spec.kind)
        .executeTakeFirst();
      const itemId = Math.max(Number(seeded?.max ?? 0), await options.items.maxItemId(spec.kind)) + 1;
      return publish(req, reply, spec, itemId, req.body, by);
    },
  );

  app.put<{ Params: { kind: string; id: string }; Body: unknown }>(
    '/internal/content/items/:kind/:id',
    { config: { rateLimit }, bodyLimit: 256 * 1024, schema: { hide: true } },
    async (req, reply) => {
      const { by, spec } = (await staffAndKind(req, reply)) ?? {};
      if (!by || !spec) return reply;
      const itemId = itemIdOf(req.params.id);
      if (itemId === null || (await stateOf(spec, itemId)) === 'unknown')
        return refuse(reply, 404, 'not_found', 'id', `no ${spec.kind} by that id: POST a new one`);
      return publish(req, reply, spec, itemId, req.body, by);
    },
  );

  app.delete<{ Params: { kind: string; id: string } }>(
    '/internal/content/items/:kind/:id',
    { config: { rateLimit }, schema: { hide: true } },
    async (req, reply) => {
      const { by, spec } = (await staffAndKind(req, reply)) ?? {};
      if (!by || !spec) return reply;
      const itemId = itemIdOf(req.params.id);
      if (itemId === null || (await stateOf(spec, itemId)) !== 'shown')
        return refuse(reply, 404, 'not_found', 'id', `no ${spec.kind} by that id on the site`);
      if (spec.languageNeutral) return refuse(reply, 405, 'not_allowed', 'kind', `${req.params.kind} cannot be withdrawn, only changed`);
      const at = now();
      const change = await options.items.publish({ kind: spec.kind, itemId, slug: null, docs: null, effectiveAt: at, by, now: at });
      await afterChange(req, change, `${spec.kind} ${itemId} withdrawn by ${by}`);
      return reply.header('Cache-Control', 'no-store').send(change);
    },
  );

  app.post<{ Params: { kind: string; change: string } }>(
    '/internal/content/items/:kind/changes/:change/revert',
    { config: { rateLimit }, schema: { hide: true } },
    async (req, reply) => {
      const { by, spec } = (await staffAndKind(req, reply)) ?? {};
      if (!by || !spec) return reply;
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
    files.put<{ Params: { file: string }; Body: Buffer }>(
      '/internal/content/files/:file',
      { config: { rateLimit }, bodyLimit: MAX_PDF_BYTES, schema: { hide: true } },
      async (req, reply) => {
        const by = await staff(req, reply, 'content.publish');
        if (!by) return reply;
        if (!FILE_NAME.test(req.params.file))
          return refuse(reply, 400, 'invalid', 'file', 'a file name ending in .pdf (Latin letters, digits, . _ -)');
        if (!Buffer.isBuffer(req.body) || req.body.length === 0)
          return refuse(reply, 415, 'invalid', 'file', 'the PDF itself, sent as application/pdf');
        // The same inspection as a visitor's upload: a PDF by its bytes, whole, with nothing that runs.
        const inspected = await options.inspection().inspect(req.params.file, req.body);
        if (!inspected.ok || inspected.ext !== 'pdf')
          return refuse(reply, 422, 'refused', 'file', `not a clean PDF (${inspected.ok ? inspected.ext : inspected.problem})`);
        const sha256 = createHash('sha256').update(inspected.data).digest('hex');
        const name = sha256.slice(0, 16);
        await kysely
          .insertInto('content_file')
          .values({ name, sha256, size: inspected.data.length, data: inspected.data, uploaded_at: now().toISOString(), uploaded_by: by })
          .onConflict((oc) => oc.column('name').doNothing())
          .execute();
        req.log.info({ content: { kind: 'file', name, bytes: inspected.data.length, by } }, `PDF ${name} uploaded by ${by}`);
        return reply
          .code(201)
          .header('Cache-Control', 'no-store')
          .send({ file: name, url: publishedFileUrl(name), sizeBytes: inspected.data.length });
      },
    );
  });
};

class ItemFault extends Error {
  constructor(readonly fault: Fault) {
    super(fault.message);
  }
}
