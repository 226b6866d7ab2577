/**
 * Turns a staff member's item into the documents the public API will serve, one per language,
 * or names the first field at fault. The body gives what is the same in every language under
 * `common` and each language's texts under `tj`, `ru` and `en`; all three are needed.
 *
 *   { "common": { "date": "2026-11-26", "slug": "new-office", "image": "/api/media/news-1.svg", … },
 *     "tj": { "title": "…", "summary": "…", "body": […] }, "ru": { … }, "en": { … } }
 */
import { LANGUAGE_IDS, LANGUAGE_KEYS, type LanguageId } from '../../../shared/language';
import type { ItemDocs } from './itemPublications';
import type { PublishableKind } from './publishableKinds';

type Doc = Record<string, unknown>;

export interface Fault {
  field: string;
  message: string;
}

/** Checks one language's document against the kind's public schema: null, or the first fault (a path like `title`). */
export type SchemaCheck = (doc: Doc) => Fault | null;

export interface ReadItem {
  docs: Exclude<ItemDocs, null>;
  slug: string | null;
  effectiveAt: Date | null;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const isObject = (value: unknown): value is Doc => typeof value === 'object' && value !== null && !Array.isArray(value);

export function readItem(spec: PublishableKind, body: unknown, itemId: number, check: SchemaCheck): ReadItem | Fault {
  if (!isObject(body)) return { field: 'body', message: 'a JSON object: {"common": {…}, "tj": {…}, "ru": {…}, "en": {…}}' };
  let effectiveAt: Date | null = null;
  if (body.effectiveAt !== undefined) {
    if (!spec.scheduled) return { field: 'effectiveAt', message: 'this kind holds from the moment it is published' };
    if (typeof body.effectiveAt !== 'string' || !ISO_INSTANT.test(body.effectiveAt) || Number.isNaN(Date.parse(body.effectiveAt)))
      return { field: 'effectiveAt', message: 'an ISO 8601 instant with its offset, e.g. 2026-11-26T08:00:00+05:00' };
    effectiveAt = new Date(body.effectiveAt);
  }
  const common = body.common ?? {};
  if (!isObject(common)) return { field: 'common', message: 'an object of the fields that are the same in every language' };
  const docs = {} as Record<LanguageId, Doc>;
  for (const lang of LANGUAGE_IDS) {
    const key = LANGUAGE_KEYS[lang];
    const own = spec.languageNeutral ? {} : body[key];
    if (!isObject(own)) return { field: key, message: `missing: every item is published in Tajik, Russian and English (${key})` };
    const doc: Doc = { ...common, ...own, ...(spec.languageNeutral || spec.noId ? {} : { id: itemId }), ...spec.fixed };
    const fault = check(doc);
    if (fault) return { field: spec.languageNeutral ? fault.field : `${key}.${fault.field}`, message: fault.message };
    docs[lang] = doc;
  }
  let slug: string | null = null;
  if (spec.slug) {
    const given = docs[1].slug;
    if (typeof given !== 'string' || !SLUG.test(given) || given.length > 100)
      return { field: 'common.slug', message: 'the address of the item: lowercase Latin letters, digits and dashes, e.g. new-office-in-khujand' };
    if (LANGUAGE_IDS.some((lang) => docs[lang].slug !== given)) return { field: 'common.slug', message: 'one slug for all three languages' };
    slug = given;
  }
  return { docs, slug, effectiveAt };
}

/** A schema error of Ajv (as Fastify's validators report them) as the field it is about. */
export function faultOf(error: { instancePath?: string; keyword?: string; params?: Record<string, unknown>; message?: string }): Fault {
  const path = (error.instancePath ?? '').split('/').filter(Boolean).join('.');
  const missing = error.keyword === 'required' ? String(error.params?.missingProperty ?? '') : '';
  const extra = error.keyword === 'additionalProperties' ? String(error.params?.additionalProperty ?? '') : '';
  const field = [path, missing || extra].filter(Boolean).join('.') || 'body';
  const message = missing ? 'missing' : extra ? 'not a field of this kind' : (error.message ?? 'invalid');
  return { field, message };
}
