/** Shapes of the seed content: every text in three languages, turned into one document per language. */
import type { Translated } from '../../src/shared/language';

export type { Translated };

/** A text in Tajik, Russian and English. */
export const t = (tj: string, ru: string, en: string): Translated => ({ tj, ru, en });

/** A seed record: the document (texts as Translated), its id, and optionally its slug. */
export interface SeedDoc {
  id: number;
  slug?: string;
  /** Its dates are its event's and do not move with the day the seed is loaded (features/content/seed/loadSeed.ts: DATED). */
  fixedDates?: boolean;
  doc: Record<string, unknown>;
}

/** The info marker that separates a product's description from its second description. */
export const INFO = '&lt;info&gt;;';
export const info = (before: Translated, after: Translated): Translated => ({
  tj: `${before.tj}${INFO}${after.tj}`,
  ru: `${before.ru}${INFO}${after.ru}`,
  en: `${before.en}${INFO}${after.en}`,
});

export const p = (text: Translated) => ({ kind: 'paragraph', text });
export const h = (text: Translated) => ({ kind: 'heading', text });
export const ul = (...items: Translated[]) => ({ kind: 'list', items });
/** A picture of the site: the bank's own illustration, served as SVG by the API. */
export const media = (name: string) => `/api/media/${name}.svg`;
