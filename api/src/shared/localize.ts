/**
 * Seed records hold every text in three languages ({ tj, ru, en }); a response holds one.
 * `localize` walks a record and keeps the chosen language of each translated text.
 */
import { LANGUAGE_KEYS, type LanguageId, type Translated } from './language';

export type Localized<T> = T extends Translated
  ? string
  : T extends readonly (infer U)[]
    ? Localized<U>[]
    : T extends object
      ? { [K in keyof T]: Localized<T[K]> }
      : T;

function isTranslated(value: object): value is Translated {
  const keys = Object.keys(value);
  return (
    keys.length === 3 &&
    typeof (value as Record<string, unknown>).tj === 'string' &&
    typeof (value as Record<string, unknown>).ru === 'string' &&
    typeof (value as Record<string, unknown>).en === 'string'
  );
}

function walk(value: unknown, key: keyof Translated): unknown {
  if (Array.isArray(value)) return value.map((item) => walk(item, key));
  if (value !== null && typeof value === 'object') {
    if (isTranslated(value)) return value[key];
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, key)]));
  }
  return value;
}

export function localize<T>(value: T, language: LanguageId): Localized<T> {
  // The walk mirrors the Localized<T> type exactly; TypeScript cannot follow it, hence the cast.
  return walk(value, LANGUAGE_KEYS[language]) as Localized<T>;
}
