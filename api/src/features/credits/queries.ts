import type { Db } from '../../db/db';
import type { LanguageId } from '../../shared/language';

interface Credit {
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

export function creditQueries({ kysely }: Db) {
  const select = (lang: LanguageId) =>
    kysely
      .selectFrom('credit as c')
      .innerJoin('credit_text as t', (join) => join.onRef('t.credit_id', '=', 'c.id').on('t.language_id', '=', lang))
      .select([
        'c.id',
        't.title',
        't.description',
        'c.image',
        'c.audience',
        'c.currency',
        'c.percent',
        'c.min_amount as minAmount',
        'c.max_amount as maxAmount',
        'c.min_months as minMonths',
        'c.max_months as maxMonths',
      ]);
  return {
    list: async (lang: LanguageId, audience: string | null) =>
      (await select(lang)
        .$if(audience !== null, (q) => q.where('c.audience', '=', audience as 'individual' | 'legal'))
        .orderBy('c.sort')
        .orderBy('c.id')
        .execute()) as Credit[],
    get: async (lang: LanguageId, id: number) => (await select(lang).where('c.id', '=', id).executeTakeFirst()) as Credit | undefined,
  };
}
