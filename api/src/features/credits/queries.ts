/**
 * The credits as visitors see them: the seed's credit records with what staff published over them
 * (a credit is a kind of content like the others: the content store's `credit`), in one language.
 */
import type { Db } from '../../db/db';
import type { LanguageId } from '../../shared/language';
import { contentStore, type PreviewOverlay } from '../content';

export interface Credit {
  id: number;
  title: string;
  description: string;
  image: string | null;
  audience: 'individual' | 'legal';
  currency: 'TJS' | 'USD' | 'EUR' | 'RUB';
  percent: number;
  minAmount: number;
  maxAmount: number;
  minMonths: number;
  maxMonths: number;
}

export function creditQueries(db: Db) {
  const store = contentStore(db);
  return {
    list: async (lang: LanguageId, audience: string | null, preview: PreviewOverlay | null = null): Promise<Credit[]> =>
      ((await store.list('credit', lang, new Date(), preview)) as unknown as Credit[]).filter((c) => audience === null || c.audience === audience),
    get: async (lang: LanguageId, id: number, preview: PreviewOverlay | null = null): Promise<Credit | undefined> =>
      (await store.one('credit', lang, String(id), 'id', new Date(), preview)) as Credit | undefined,
  };
}
