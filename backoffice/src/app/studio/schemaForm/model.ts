/**
 * A JSON schema (a kind's form, from the API) as the form's model: a tree of nodes, each one
 * kind of control. Strings, numbers and integers are inputs, enums a select, booleans a checkbox,
 * objects fieldsets, arrays lists with add/remove/reorder, a `oneOf` of objects told apart by
 * their `kind` (a page body's blocks) a list of blocks by kind, an object keyed by anything (gold
 * prices by weight) a list of named entries, and a nullable value one with a "none" choice.
 */
import type { JsonSchema } from '../types';

export interface FieldModel {
  name: string;
  node: FormNode;
  required: boolean;
}

interface BlockVariant {
  kind: string;
  fields: FieldModel[];
}

export type FormNode =
  | { t: 'text'; multiline: boolean; date?: boolean; pattern?: string }
  | { t: 'number'; integer: boolean }
  | { t: 'enum'; options: string[]; numeric: boolean }
  | { t: 'boolean' }
  | { t: 'object'; fields: FieldModel[] }
  | { t: 'map'; value: FormNode }
  | { t: 'array'; item: FormNode }
  | { t: 'blocks'; variants: BlockVariant[] }
  | { t: 'nullable'; inner: FormNode }
  | { t: 'json' };

/** Texts that are written at length: a textarea. */
const LONG = /^(summary|description|text|answer|bio|requisites|blocking|eligibility|conditions|responsibilities|requirements)$/;

const typesOf = (schema: JsonSchema): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

function fieldsOf(schema: JsonSchema): FieldModel[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({ name, node: nodeOf(property, name), required: required.has(name) }));
}

/** The variant's name when every option of a oneOf is an object with a one-value `kind`. */
function blockVariants(options: JsonSchema[]): BlockVariant[] | null {
  const variants: BlockVariant[] = [];
  for (const option of options) {
    const kind = option.properties?.kind?.enum;
    if (!option.properties || kind?.length !== 1) return null;
    variants.push({
      kind: String(kind[0]),
      fields: fieldsOf({ ...option, properties: Object.fromEntries(Object.entries(option.properties).filter(([n]) => n !== 'kind')) }),
    });
  }
  return variants;
}

/** The node of one schema; `name` is the property it is (a hint for long texts). */
export function nodeOf(schema: JsonSchema, name = ''): FormNode {
  if (schema.oneOf) {
    const variants = blockVariants(schema.oneOf);
    return variants ? { t: 'blocks', variants } : { t: 'json' };
  }
  if (schema.anyOf) {
    const options = schema.anyOf.filter((s) => !typesOf(s).includes('null'));
    const nullable = options.length < schema.anyOf.length;
    const [only] = options;
    if (options.length !== 1 || !only) return { t: 'json' };
    const inner = nodeOf(only, name);
    return nullable ? { t: 'nullable', inner } : inner;
  }
  const types = typesOf(schema);
  if (types.includes('null') && types.length > 1)
    return { t: 'nullable', inner: nodeOf({ ...schema, type: types.filter((t) => t !== 'null') }, name) };
  const [type] = types;
  if (schema.enum) return { t: 'enum', options: schema.enum.map(String), numeric: type === 'integer' || type === 'number' };
  switch (type) {
    case 'string':
      return {
        t: 'text',
        multiline: LONG.test(name),
        ...(/^YYYY-MM-DD/.test(schema.description ?? '') ? { date: true } : {}),
        ...(schema.pattern ? { pattern: schema.pattern } : {}),
      };
    case 'number':
    case 'integer':
      return { t: 'number', integer: type === 'integer' };
    case 'boolean':
      return { t: 'boolean' };
    case 'array': {
      const item = schema.items ? nodeOf(schema.items, name) : ({ t: 'json' } as const);
      // An array of a oneOf is the list of blocks itself.
      return item.t === 'blocks' ? item : { t: 'array', item };
    }
    case 'object':
      if (schema.properties) return { t: 'object', fields: fieldsOf(schema) };
      if (typeof schema.additionalProperties === 'object') return { t: 'map', value: nodeOf(schema.additionalProperties, name) };
      return { t: 'json' };
    default:
      return { t: 'json' };
  }
}

/** A kind's form as its top-level fields, each marked common or per language. */
export interface FormModel {
  /** The fields written once; for a language-neutral kind without properties, `root` holds it all. */
  common: FieldModel[];
  translated: FieldModel[];
  /** A whole document that is one node (gold prices: a map by weight). */
  root: FormNode | null;
}

export function formModel(schema: JsonSchema, translated: readonly string[]): FormModel {
  const root = nodeOf(schema);
  if (root.t !== 'object') return { common: [], translated: [], root };
  const isTranslated = (f: FieldModel) => translated.includes(f.name);
  return { common: root.fields.filter((f) => !isTranslated(f)), translated: root.fields.filter(isTranslated), root: null };
}
