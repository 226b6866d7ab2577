/**
 * The credits as visitors see them: the seed's credit records with what staff published over them
 * (a credit is a kind of content like the others: the content store's `credit`), in one language.
 */
import type { Db } from '../../db/db';
import type { LanguageId } from '../../shared/language';
import { contentStore } from '../content';

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
    list: async (lang: LanguageId, audience: string | null): Promise<Credit[]> =>
      ((await store.list('credit', lang)) as unknown as Credit[]).filter((c) => audience === null || c.audience === audience),
    get: async (lang: LanguageId, id: number): Promise<Credit | undefined> =>
      (await store.one('credit', lang, String(id), 'id')) as Credit | undefined,
  };
}
