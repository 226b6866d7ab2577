/**
 * What publishing an item asks of the content: its body read into the documents the public API
 * will serve (each language checked against the kind's public schema, a document's PDF resolved
 * to the file staff uploaded), whether the item is on the site, whether its address is taken,
 * the number a new item gets, and the PDFs themselves (kept by the hash of their bytes). The
 * content API's item routes (the staff feature) answer with these.
 */
import { createHash } from 'node:crypto';
import { Ajv } from 'ajv';
import type { Db } from '../../../db/db';
import { publishedFileUrl } from '../publishedFiles';
import { creditSchema, SCHEMAS } from '../schemas';
import type { ItemPublications } from './itemPublications';
import type { PublishableKind } from './publishableKinds';
import { faultOf, readItem, type Fault, type ReadItem, type SchemaCheck } from './readItem';

type Doc = Record<string, unknown>;

// Strict, unlike the public routes' validators: nothing is coerced into what the schema wants.
// Made once (the schemas compile on first use), since a change's approval reads its body again.
let strict: Ajv | undefined;
const strictAjv = (): Ajv => {
  if (strict) return strict;
  const ajv = new Ajv({ allErrors: false, strict: false, coerceTypes: false });
  for (const schema of [...SCHEMAS, creditSchema]) ajv.addSchema(schema);
  return (strict = ajv);
};

export function itemPublishing(db: Db, items: ItemPublications) {
  const { kysely } = db;
  const schemaCheck = (spec: PublishableKind): SchemaCheck => {
    const validate = strictAjv().getSchema(spec.schema);
    if (!validate) throw new Error(`no schema ${spec.schema}`);
    return (doc) => {
      if (validate(doc)) return null;
      const [first] = validate.errors ?? [];
      return first ? faultOf(first) : { field: 'body', message: 'invalid' };
    };
  };

  /** A document's body names an uploaded PDF; its address, format and real size follow from it. */
  const withFile = async (body: unknown): Promise<{ body: unknown } | Fault> => {
    const input = typeof body === 'object' && body !== null ? (body as Doc) : {};
    const common = typeof input.common === 'object' && input.common !== null ? (input.common as Doc) : {};
    const name = typeof common.file === 'string' ? common.file : '';
    const file = /^[0-9a-f]{16}$/.test(name)
      ? await kysely.selectFrom('content_file').select(['name', 'size']).where('name', '=', name).executeTakeFirst()
      : undefined;
    if (!file) return { field: 'common.file', message: 'the name of a PDF uploaded first (npm run content -- documents upload <file.pdf>)' };
    const { file: _file, ...rest } = common;
    return { body: { ...input, common: { ...rest, url: publishedFileUrl(file.name), format: 'PDF', sizeBytes: Number(file.size) } } };
  };

  /**
   * A text page keeps its address and name: they are the seed's, whatever the body says (a page
   * renamed would leave the links to it dead), and there is no new page to add.
   */
  const withIdentity = async (spec: PublishableKind, body: unknown, itemId: number): Promise<{ body: unknown; slug: string | null } | Fault> => {
    const seeded = await kysely
      .selectFrom('content')
      .select(['slug', 'data'])
      .where('kind', '=', spec.kind)
      .where('id', '=', itemId)
      .where('language_id', '=', 1)
      .executeTakeFirst();
    if (!seeded) return { field: 'item', message: `the bank's ${spec.kind}s are changed, not added: choose one to change` };
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return { body, slug: seeded.slug };
    const seed = JSON.parse(seeded.data) as Doc;
    const identity = Object.fromEntries((spec.fixedItems ?? []).map((prop) => [prop, seed[prop]]));
    // Over every part of the body, so that no language's block can rename the page either.
    const input = body as Doc;
    const given = Object.fromEntries(
      Object.entries(input).map(([part, value]) => [
        part,
        typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value, ...identity } : value,
      ]),
    );
    return { body: given, slug: seeded.slug };
  };

  return {
    /** The body as the documents to publish, or the first field at fault. */
    async read(spec: PublishableKind, body: unknown, itemId: number): Promise<ReadItem | Fault> {
      const given: { body: unknown; slug?: string | null } | Fault = spec.file
        ? await withFile(body)
        : spec.fixedItems
          ? await withIdentity(spec, body, itemId)
          : { body };
      if ('field' in given) return given;
      const read = readItem(spec, given.body, itemId, schemaCheck(spec));
      // A text page's address is the seed's (readItem reads slugs from bodies only for news and the like).
      return 'field' in read || given.slug === undefined ? read : { ...read, slug: given.slug };
    },

    /** The item as visitors see it now: on the site, withdrawn by staff, or never known. */
    async stateOf(spec: PublishableKind, itemId: number, now: Date): Promise<'shown' | 'withdrawn' | 'unknown'> {
      const current = (await items.current(spec.kind, now)).get(itemId);
      if (current) return current.docs === null ? 'withdrawn' : 'shown';
      const seeded = await kysely.selectFrom('content').select('id').where('kind', '=', spec.kind).where('id', '=', itemId).executeTakeFirst();
      return seeded === undefined ? 'unknown' : 'shown';
    },

    /** Whether another item of the kind is on the site at that address. */
    async slugTaken(spec: PublishableKind, slug: string, itemId: number, now: Date): Promise<boolean> {
      const published = [...(await items.current(spec.kind, now)).values()];
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
    },

    /** A new item's number: after the seed's and every one staff published. */
    async nextItemId(spec: PublishableKind): Promise<number> {
      const seeded = await kysely
        .selectFrom('content')
        .select((eb) => eb.fn.max('id').as('max'))
        .where('kind', '=', spec.kind)
        .executeTakeFirst();
      return Math.max(Number(seeded?.max ?? 0), await items.maxItemId(spec.kind)) + 1;
    },

    /** Keeps a checked PDF under the hash of its bytes (the same bytes twice are one file); its name. */
    async storeFile(data: Buffer, by: string, now: Date): Promise<string> {
      const sha256 = createHash('sha256').update(data).digest('hex');
      const name = sha256.slice(0, 16);
      await kysely
        .insertInto('content_file')
        .values({ name, sha256, size: data.length, data, uploaded_at: now.toISOString(), uploaded_by: by })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      return name;
    },
  };
}
