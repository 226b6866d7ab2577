/**
 * The content studio's forms, derived from what checks a change (one source for both): each
 * change kind's per-language document schema (SCHEMAS, `$ref`s inlined, without what the server
 * sets: `id` and the kind's `fixed`), which of its top-level properties are written per language
 * (read from the seed: a property whose values differ between its languages for some item), and
 * an item's documents turned back into the body a change takes (`{ common, tj, ru, en }`).
 */
import type { Db } from '../../../db/db';
import { LANGUAGE_KEYS } from '../../../shared/language';
import { PUBLISHABLE, RATE_CURRENCIES, type PublishableKind, type PublishedRate } from '../publications';
import { publishedFileUrl } from '../publishedFiles';
import { creditSchema, SCHEMAS } from '../schemas';
import { CHANGE_KINDS } from './workflow';

type Schema = Record<string, unknown>;
type Doc = Record<string, unknown>;

export interface ChangeForm {
  kind: string;
  /** The kind of the content table and the publications (`news`, `office`…, `rates`). */
  itemKind: string;
  schema: Schema;
  /** The top-level properties written once per language; the rest are common. */
  translated: string[];
  scheduled: boolean;
  languageNeutral: boolean;
  file: boolean;
  slug: boolean;
}

const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);
const LANGS = Object.values(LANGUAGE_KEYS);
const FILE_NAME = '^[0-9a-f]{16}$';
/** What a document kind's body names instead of the PDF's address, format and size (itemPublishing's withFile). */
const FILE_SET = ['url', 'format', 'sizeBytes'];

/** A schema with every `$ref` replaced by the schema it names (without its `$id`). */
function inlined(schema: unknown, byId: ReadonlyMap<string, Schema>, depth = 0): unknown {
  if (depth > 20) throw new Error('a schema refers to itself too deeply');
  if (Array.isArray(schema)) return schema.map((s) => inlined(s, byId, depth + 1));
  if (!isObject(schema)) return schema;
  if (typeof schema.$ref === 'string') {
    const target = byId.get(schema.$ref.replace(/#$/, ''));
    if (!target) throw new Error(`no schema ${schema.$ref}`);
    const { $ref: _ref, ...rest } = schema;
    return { ...(inlined(target, byId, depth + 1) as Schema), ...rest };
  }
  const { $id: _id, ...rest } = schema;
  return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, inlined(value, byId, depth + 1)]));
}

const BY_ID: ReadonlyMap<string, Schema> = new Map([...SCHEMAS, creditSchema].map((s) => [String(s.$id), s]));

/** The document schema a person fills in for a kind: what the server sets left out. */
function formSchema(spec: PublishableKind): Schema {
  const named = BY_ID.get(spec.schema);
  if (!named) throw new Error(`no schema ${spec.schema} for ${spec.kind}`);
  const schema = inlined(named, BY_ID) as Schema;
  if (!isObject(schema.properties)) return schema;
  const drop = new Set(['id', ...Object.keys(spec.fixed ?? {}), ...(spec.fixedItems ?? []), ...(spec.file ? FILE_SET : [])]);
  const properties: Schema = Object.fromEntries(Object.entries(schema.properties).filter(([key]) => !drop.has(key)));
  const required = (Array.isArray(schema.required) ? (schema.required as string[]) : []).filter((key) => !drop.has(key));
  if (spec.file) {
    properties.file = { type: 'string', pattern: FILE_NAME, description: 'The name of a PDF uploaded first (16 hexadecimal digits)' };
    required.push('file');
  }
  return { ...schema, properties, required };
}

const figure = { type: 'number', exclusiveMinimum: 0, maximum: 1_000_000 };
/** A rates tab's body, as readRates reads it. */
const RATES_SCHEMA: Schema = {
  type: 'object',
  additionalProperties: false,
  required: ['rates'],
  properties: {
    rates: {
      type: 'object',
      additionalProperties: false,
      required: [...RATE_CURRENCIES],
      properties: Object.fromEntries(
        RATE_CURRENCIES.map((c) => [
          c,
          { type: 'object', additionalProperties: false, required: ['nbt', 'buy', 'sell'], properties: { nbt: figure, buy: figure, sell: figure } },
        ]),
      ),
    },
  },
};

/** Whether a property of a kind without seed items is text, written per language: plain strings (or lists of them, or a body). */
function looksTranslated(name: string, property: unknown, spec: PublishableKind): boolean {
  if (!isObject(property) || (spec.slug && name === 'slug') || name === 'file') return false;
  if (property.type === 'array')
    return isObject(property.items) && (looksTranslated(name, property.items, spec) || Array.isArray(property.items.oneOf));
  const described = typeof property.description === 'string' ? property.description : '';
  return property.type === 'string' && property.enum === undefined && property.pattern === undefined && !/^(YYYY|Language-neutral)/.test(described);
}

/**
 * The top-level properties whose values differ between the languages of some seed item of the
 * kind, and those the seed has at all (a property no seed item has, an optional one, is judged by
 * its schema instead); null for a kind without seed items.
 */
async function differing(db: Db, spec: PublishableKind): Promise<{ found: Set<string>; present: Set<string> } | null> {
  const rows = await db.kysely.selectFrom('content').select(['id', 'language_id', 'data']).where('kind', '=', spec.kind).execute();
  if (rows.length === 0) return null;
  const byItem = new Map<number, Doc[]>();
  for (const row of rows) byItem.set(Number(row.id), [...(byItem.get(Number(row.id)) ?? []), JSON.parse(row.data) as Doc]);
  const found = new Set<string>();
  const present = new Set<string>();
  for (const docs of byItem.values()) {
    const keys = new Set(docs.flatMap((d) => Object.keys(d)));
    for (const key of keys) present.add(key);
    if (docs.length < 2) continue;
    for (const key of keys) if (new Set(docs.map((d) => JSON.stringify(d[key] ?? null))).size > 1) found.add(key);
  }
  return { found, present };
}

/** Every change kind's form, read once per database (the seed does not change while the API runs). */
export function changeForms(db: Db): () => Promise<ChangeForm[]> {
  let forms: Promise<ChangeForm[]> | undefined;
  const build = async (): Promise<ChangeForm[]> => {
    const all: ChangeForm[] = [];
    for (const kind of CHANGE_KINDS) {
      const spec = PUBLISHABLE[kind];
      if (!spec) {
        all.push({ kind, itemKind: 'rates', schema: RATES_SCHEMA, translated: [], scheduled: true, languageNeutral: true, file: false, slug: false });
        continue;
      }
      const schema = formSchema(spec);
      const properties = isObject(schema.properties) ? schema.properties : {};
      const seen = spec.languageNeutral ? { found: new Set<string>(), present: new Set(Object.keys(properties)) } : await differing(db, spec);
      const translated = Object.entries(properties)
        .filter(([name, property]) => (seen?.present.has(name) ? seen.found.has(name) : looksTranslated(name, property, spec)))
        .map(([name]) => name);
      all.push({
        kind,
        itemKind: spec.kind,
        schema,
        translated,
        scheduled: spec.scheduled ?? false,
        languageNeutral: spec.languageNeutral ?? false,
        file: spec.file ?? false,
        slug: spec.slug ?? false,
      });
    }
    return all;
  };
  return () => {
    forms ??= build().catch((error: unknown) => {
      forms = undefined;
      throw error;
    });
    return forms;
  };
}

/** The body a change takes, from an item's documents by language key: what a form starts from. */
export function bodyOfDocs(form: ChangeForm, docs: Record<string, Doc>): { common: Doc; tj: Doc; ru: Doc; en: Doc } {
  const properties = isObject(form.schema.properties) ? Object.keys(form.schema.properties) : [];
  const first = docs.tj ?? Object.values(docs)[0] ?? {};
  const translated = new Set(form.translated);
  const pick = (doc: Doc, keep: (key: string) => boolean): Doc => Object.fromEntries(Object.entries(doc).filter(([key]) => keep(key)));
  // Gold prices: one document of figures by weight, the same in every language.
  if (form.languageNeutral) return { common: { ...first }, tj: {}, ru: {}, en: {} };
  const common = pick(first, (key) => properties.includes(key) && !translated.has(key));
  if (form.file && typeof first.url === 'string') {
    const name = /^\/api\/files\/published\/([0-9a-f]{16})\.pdf$/.exec(first.url)?.[1];
    if (name && publishedFileUrl(name) === first.url) common.file = name;
  }
  const [tj, ru, en] = LANGS.map((lang) => pick(docs[lang] ?? {}, (key) => translated.has(key)));
  return { common, tj: tj ?? {}, ru: ru ?? {}, en: en ?? {} };
}

/** A tab's figures as the body of a rates change. */
export const ratesBody = (rates: readonly PublishedRate[]): { rates: Record<string, { nbt: number; buy: number; sell: number }> } => ({
  rates: Object.fromEntries(rates.map((r) => [r.currency, { nbt: r.nbt, buy: r.buy, sell: r.sell }])),
});

/** What a list shows of an item: its title in each language, else its name or question, else its number. */
export function titlesOf(docs: Record<string, Doc> | null, item: string): Record<string, string> {
  const titleOf = (doc: Doc | undefined) => {
    const given = doc?.title ?? doc?.name ?? doc?.question ?? doc?.address;
    return typeof given === 'string' && given.trim() !== '' ? given : `#${item}`;
  };
  return Object.fromEntries(LANGS.map((lang) => [lang, titleOf(docs?.[lang])]));
}
