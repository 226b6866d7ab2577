/** language_id 1 Tajik, 2 Russian, 3 English: every content endpoint takes it. */
export type LanguageId = 1 | 2 | 3;

export const languageQuerySchema = {
  type: 'object',
  required: ['language_id'],
  properties: { language_id: { type: 'integer', enum: [1, 2, 3] } },
} as const;

/** A text in the three languages, as the seed files hold it. */
export interface Translated {
  tj: string;
  ru: string;
  en: string;
}

export const LANGUAGE_KEYS: Record<LanguageId, keyof Translated> = { 1: 'tj', 2: 'ru', 3: 'en' };
