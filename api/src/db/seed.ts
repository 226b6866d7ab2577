/**
 * Fills an empty database with the seed content in api/seed/ (written for this project, in
 * Tajik, Russian and English). A database that already has content is left alone.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './database';
import type { Translated } from '../shared/language';

export const seedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../seed');

export function readSeed<T>(name: string): T {
  return JSON.parse(readFileSync(path.join(seedDir, name), 'utf8')) as T;
}

interface CreditSeed {
  id: number;
  audience: 'individual' | 'legal';
  currency: string;
  percent: number;
  minAmount: number;
  maxAmount: number;
  minMonths: number;
  maxMonths: number;
  image: string | null;
  title: Translated;
  description: Translated;
}

const LANGS = [
  [1, 'tj'],
  [2, 'ru'],
  [3, 'en'],
] as const;

function seedCredits(db: Db): void {
  const credit = db.prepare(
    `INSERT INTO credit (id, audience, currency, percent, min_amount, max_amount, min_months, max_months, image, sort)
     VALUES (@id, @audience, @currency, @percent, @minAmount, @maxAmount, @minMonths, @maxMonths, @image, @sort)`,
  );
  const text = db.prepare('INSERT INTO credit_text (credit_id, language_id, title, description) VALUES (?, ?, ?, ?)');
  readSeed<CreditSeed[]>('credits.json').forEach((c, sort) => {
    credit.run({ ...c, sort });
    for (const [id, key] of LANGS) text.run(c.id, id, c.title[key], c.description[key]);
  });
}

export function seedIfEmpty(db: Db): boolean {
  const count = db.prepare('SELECT COUNT(*) FROM credit').pluck().get() as number;
  if (count > 0) return false;
  db.transaction(() => seedCredits(db))();
  return true;
}
