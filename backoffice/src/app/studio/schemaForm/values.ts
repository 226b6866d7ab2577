/**
 * What a form holds and the body a change takes, each from the other. A form keeps what was
 * typed as typed (a number is its text until it is sent, so "12," is not lost to a parse), an
 * object keyed by anything as a list of named entries, a nullable value as null ("none").
 */
import { BODY_LANGS, type BodyLang, type ItemBody, type JsonObject, type JsonValue } from '../types';
import type { FieldModel, FormModel, FormNode } from './model';

export type FormValue = string | boolean | null | FormValue[] | { [key: string]: FormValue };
export type FormRecord = { [key: string]: FormValue };

/** A form's values: the common fields, each language's, or (a language-neutral document) the root. */
export interface FormValues {
  common: FormRecord;
  tj: FormRecord;
  ru: FormRecord;
  en: FormRecord;
  root: FormValue;
}

const isRecord = (value: unknown): value is FormRecord => typeof value === 'object' && value !== null && !Array.isArray(value);
const isJsonObject = (value: JsonValue | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a new control holds. */
export function emptyOf(node: FormNode): FormValue {
  switch (node.t) {
    case 'text':
    case 'number':
    case 'json':
      return '';
    case 'enum':
      return node.options[0] ?? '';
    case 'boolean':
      return false;
    case 'object':
      return recordOf(node.fields, {});
    case 'map':
    case 'array':
    case 'blocks':
      return [];
    case 'nullable':
      return null;
  }
}

/** A new block of a list of blocks, of one variant. */
export function emptyBlock(node: Extract<FormNode, { t: 'blocks' }>, kind: string): FormRecord {
  const variant = node.variants.find((v) => v.kind === kind) ?? node.variants[0];
  return { kind: variant?.kind ?? kind, ...recordOf(variant?.fields ?? [], {}) };
}

function recordOf(fields: readonly FieldModel[], json: JsonObject): FormRecord {
  return Object.fromEntries(fields.map((f) => [f.name, toForm(f.node, json[f.name])]));
}

/** A JSON value as a control holds it; what does not fit the node starts empty. */
export function toForm(node: FormNode, json: JsonValue | undefined): FormValue {
  if (json === undefined) return emptyOf(node);
  switch (node.t) {
    case 'text':
      return typeof json === 'string' ? json : '';
    case 'number':
      return typeof json === 'number' ? String(json) : typeof json === 'string' ? json : '';
    case 'enum':
      return json === null ? emptyOf(node) : String(json);
    case 'boolean':
      return json === true;
    case 'object':
      return recordOf(node.fields, isJsonObject(json) ? json : {});
    case 'map':
      return isJsonObject(json) ? Object.entries(json).map(([key, value]) => ({ key, value: toForm(node.value, value) })) : [];
    case 'array':
      return Array.isArray(json) ? json.map((item) => toForm(node.item, item)) : [];
    case 'blocks':
      return Array.isArray(json)
        ? json.filter(isJsonObject).map((block) => {
            const kind = typeof block.kind === 'string' ? block.kind : '';
            const variant = node.variants.find((v) => v.kind === kind);
            return { kind, ...recordOf(variant?.fields ?? [], block) };
          })
        : [];
    case 'nullable':
      return json === null ? null : toForm(node.inner, json);
    case 'json':
      return JSON.stringify(json, null, 2);
  }
}

/** A number as typed, with a decimal comma too; what does not read as one is sent as typed, for the API to name. */
export function numberOf(text: string, integer: boolean): number | string | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return text;
  const value = Number(trimmed);
  return integer && !Number.isInteger(value) ? text : value;
}

function jsonOfRecord(fields: readonly FieldModel[], value: FormValue): JsonObject {
  const record = isRecord(value) ? value : {};
  const out: JsonObject = {};
  for (const field of fields) {
    const json = fromForm(field.node, record[field.name] ?? emptyOf(field.node));
    // An optional field left empty is left out (a news item's offer deadline).
    if (json === undefined || (!field.required && json === '')) continue;
    out[field.name] = json;
  }
  return out;
}

/** What a control holds as the JSON it sends; undefined: nothing (an empty number). */
export function fromForm(node: FormNode, value: FormValue): JsonValue | undefined {
  switch (node.t) {
    case 'text':
      return typeof value === 'string' ? value : '';
    case 'number':
      return typeof value === 'string' ? numberOf(value, node.integer) : undefined;
    case 'enum': {
      const text = typeof value === 'string' ? value : '';
      if (text === '') return undefined;
      return node.numeric && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
    }
    case 'boolean':
      return value === true;
    case 'object':
      return jsonOfRecord(node.fields, value);
    case 'map':
      return Object.fromEntries(
        (Array.isArray(value) ? value : [])
          .filter(isRecord)
          .map((entry) => [String(entry.key ?? ''), fromForm(node.value, entry.value ?? null) ?? null]),
      );
    case 'array':
      return (Array.isArray(value) ? value : []).map((item) => fromForm(node.item, item) ?? null);
    case 'blocks':
      return (Array.isArray(value) ? value : []).filter(isRecord).map((block) => {
        const kind = typeof block.kind === 'string' ? block.kind : '';
        const variant = node.variants.find((v) => v.kind === kind);
        return { kind, ...jsonOfRecord(variant?.fields ?? [], block) };
      });
    case 'nullable':
      return value === null ? null : fromForm(node.inner, value);
    case 'json': {
      const text = typeof value === 'string' ? value : '';
      if (text.trim() === '') return undefined;
      try {
        return JSON.parse(text) as JsonValue;
      } catch {
        return text;
      }
    }
  }
}

/** A form's values from a change's body (or an item as it holds now); empty for a new item. */
export function valuesOf(model: FormModel, body: JsonObject | null): FormValues {
  const part = (key: string): JsonObject => {
    const given = body?.[key];
    return isJsonObject(given) ? given : {};
  };
  const langs = Object.fromEntries(BODY_LANGS.map((lang) => [lang, recordOf(model.translated, part(lang))])) as Record<BodyLang, FormRecord>;
  return {
    common: recordOf(model.common, part('common')),
    ...langs,
    root: model.root ? toForm(model.root, body?.common) : null,
  };
}

/** The body a change takes, from a form's values. */
export function bodyOf(model: FormModel, values: FormValues): ItemBody {
  if (model.root) {
    const root = fromForm(model.root, values.root);
    return { common: isJsonObject(root) ? root : {}, tj: {}, ru: {}, en: {} };
  }
  const [tj, ru, en] = BODY_LANGS.map((lang) => jsonOfRecord(model.translated, values[lang]));
  return { common: jsonOfRecord(model.common, values.common), tj: tj ?? {}, ru: ru ?? {}, en: en ?? {} };
}

/** A value set at a path of a form's tree (immutably): what a control's change does. */
export function setAt(value: FormValue, path: readonly (string | number)[], next: FormValue): FormValue {
  const [head, ...rest] = path;
  if (head === undefined) return next;
  if (Array.isArray(value) && typeof head === 'number') {
    const copy = [...value];
    copy[head] = setAt(copy[head] ?? null, rest, next);
    return copy;
  }
  const record = isRecord(value) ? value : {};
  return { ...record, [head]: setAt(record[String(head)] ?? null, rest, next) };
}

/** The value at a path, or undefined. */
export function getAt(value: FormValue | undefined, path: readonly (string | number)[]): FormValue | undefined {
  let here: FormValue | undefined = value;
  for (const step of path) {
    if (Array.isArray(here) && typeof step === 'number') here = here[step];
    else if (isRecord(here)) here = here[String(step)];
    else return undefined;
  }
  return here;
}
