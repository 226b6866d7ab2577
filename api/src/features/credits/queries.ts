import type { Db } from '../../db/database';
import type { LanguageId } from '../../shared/language';

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

const SELECT = `
  SELECT c.id, t.title, t.description, c.image, c.audience, c.currency, c.percent,
         c.min_amount AS minAmount, c.max_amount AS maxAmount, c.min_months AS minMonths, c.max_months AS maxMonths
  FROM credit c JOIN credit_text t ON t.credit_id = c.id AND t.language_id = @lang`;

export function creditQueries(db: Db) {
  const list = db.prepare(`${SELECT} WHERE (@audience IS NULL OR c.audience = @audience) ORDER BY c.sort, c.id`);
  const one = db.prepare(`${SELECT} WHERE c.id = @id`);
  return {
    list: (lang: LanguageId, audience: string | null) => list.all({ lang, audience }) as Credit[],
    get: (lang: LanguageId, id: number) => one.get({ lang, id }) as Credit | undefined,
  };
}
