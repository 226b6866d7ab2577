/**
 * Loads the seed content (api/seed/, written for this project in Tajik, Russian and English)
 * into the database, and the search index with it. The content is owned by the repository:
 * when the seed changes (its hash differs from the stored one) the content tables are replaced
 * as a whole, in one transaction. Visitors' data (applications, subscriptions) is never touched.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './database';
import { LANGUAGE_IDS, LANGUAGE_KEYS, type LanguageId, type Translated } from '../shared/language';
import { localize } from '../shared/localize';
import { CONTENT } from '../../seed/content';
import { INFO } from '../../seed/content/types';
import { documentBytes } from '../features/media/generate';

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

type Doc = Record<string, unknown>;

/** Where a search hit leads on the site, by kind. */
const SEARCHABLE: Record<string, { kind: string; url: (d: Doc) => string; body: (d: Doc) => string }> = {
  card: { kind: 'card', url: (d) => `/Card/${String(d.id)}`, body: (d) => `${String(d.summary)} ${String(d.description)}` },
  deposit: { kind: 'deposit', url: (d) => `/Deposit/${String(d.id)}`, body: (d) => String(d.description) },
  // A news item's summary is its lead: the page shows it above the body, so it is not in the body.
  news: { kind: 'news', url: (d) => `/news/${String(d.slug)}`, body: (d) => `${String(d.summary)} ${blocksText(d.body)}` },
  page: { kind: 'page', url: (d) => (d.name === 'home' ? '/' : `/${String(d.name)}`), body: (d) => blocksText(d.body) },
  vacancy: {
    kind: 'vacancy',
    url: (d) => `/vacancy/${String(d.id)}`,
    body: (d) => [d.summary, d.city, ...(d.responsibilities as string[]), ...(d.requirements as string[])].join(' '),
  },
};

function blocksText(blocks: unknown): string {
  if (!Array.isArray(blocks)) return '';
  return blocks
    .map((b: Doc) =>
      [b.text, ...(Array.isArray(b.items) ? b.items.map((i: unknown) => (typeof i === 'string' ? i : (i as Doc).title)) : [])]
        .filter(Boolean)
        .join(' '),
    )
    .join(' ');
}

const plain = (text: string) => text.split(INFO).join(' ');

function credits(): CreditSeed[] {
  return readSeed<CreditSeed[]>('credits.json');
}

export function seedHash(): string {
  return createHash('sha256')
    .update(JSON.stringify([credits(), CONTENT]))
    .digest('hex');
}

function load(db: Db): void {
  db.exec('DELETE FROM credit_text; DELETE FROM credit; DELETE FROM content; DELETE FROM search_index;');
  const credit = db.prepare(
    `INSERT INTO credit (id, audience, currency, percent, min_amount, max_amount, min_months, max_months, image, sort)
     VALUES (@id, @audience, @currency, @percent, @minAmount, @maxAmount, @minMonths, @maxMonths, @image, @sort)`,
  );
  const creditText = db.prepare('INSERT INTO credit_text (credit_id, language_id, title, description) VALUES (?, ?, ?, ?)');
  const content = db.prepare('INSERT INTO content (kind, id, language_id, slug, sort, data) VALUES (?, ?, ?, ?, ?, ?)');
  const index = db.prepare('INSERT INTO search_index (kind, item_id, language_id, url, title, body) VALUES (?, ?, ?, ?, ?, ?)');

  credits().forEach((c, sort) => {
    credit.run({ ...c, sort });
    for (const lang of LANGUAGE_IDS) {
      const key = LANGUAGE_KEYS[lang];
      creditText.run(c.id, lang, c.title[key], c.description[key]);
      index.run('credit', c.id, lang, `/Credit/${c.id}`, c.title[key], plain(c.description[key]));
    }
  });

  for (const [kind, docs] of Object.entries(CONTENT)) {
    docs.forEach((seed, sort) => {
      for (const lang of LANGUAGE_IDS) {
        const doc = localize(seed.doc, lang as LanguageId) as Doc;
        if ((kind === 'document' || kind === 'org-document') && typeof doc.url === 'string') {
          doc.sizeBytes = documentBytes(path.basename(doc.url)).length;
        }
        content.run(kind, seed.id, lang, seed.slug ?? null, sort, JSON.stringify(doc));
        const searchable = SEARCHABLE[kind];
        if (searchable) index.run(searchable.kind, seed.id, lang, searchable.url(doc), String(doc.title), plain(searchable.body(doc)));
      }
    });
  }
}

/** Loads the seed when the database is empty or holds an older seed. Returns whether it loaded. */
export function seedIfEmpty(db: Db): boolean {
  const hash = seedHash();
  const stored = db.prepare("SELECT value FROM meta WHERE key = 'seed_hash'").pluck().get() as string | undefined;
  if (stored === hash) return false;
  db.transaction(() => {
    load(db);
    db.prepare("INSERT INTO meta (key, value) VALUES ('seed_hash', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value").run(hash);
  })();
  return true;
}
