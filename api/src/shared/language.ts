/** language_id 1 Tajik, 2 Russian, 3 English: every content endpoint takes it. */
export type LanguageId = 1 | 2 | 3;
export const LANGUAGE_IDS: readonly LanguageId[] = [1, 2, 3];

/** A text in the three languages, as the seed files hold it. */
export interface Translated {
  tj: string;
  ru: string;
  en: string;
}

export const LANGUAGE_KEYS: Record<LanguageId, keyof Translated> = { 1: 'tj', 2: 'ru', 3: 'en' };

export function isLanguageId(value: unknown): value is LanguageId {
  return value === 1 || value === 2 || value === 3;
}

/** Reads a language_id that may still be a string (a multipart field, an invalid query). */
export function parseLanguageId(value: unknown): LanguageId | undefined {
  const n = typeof value === 'string' && /^[123]$/.test(value.trim()) ? Number(value) : value;
  return isLanguageId(n) ? n : undefined;
}

/** The first language of an Accept-Language header the site speaks (tg/tj, ru, en), by q-value. */
export function languageFromHeader(header: string | undefined): LanguageId | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (primary === 'tg' || primary === 'tj') return 1;
    if (primary === 'ru') return 2;
    if (primary === 'en') return 3;
  }
  return undefined;
}

/** The language_id query parameter: required, 1 | 2 | 3, anything else is a 400. */
export const languageIdProperty = {
  type: 'integer',
  enum: [1, 2, 3],
  description: 'Content language: 1 Tajik, 2 Russian, 3 English',
} as const;
