/**
 * The search index's rows (search_index: an FTS5 table on SQLite, a table with a generated
 * tsvector on PostgreSQL): which kinds are searched, where a hit leads on the site, and the text
 * of each item in each language. The seed writes every item's rows; a change staff publish
 * replaces that item's (content's publications/searchRows.ts).
 */
import { sql, type Transaction } from 'kysely';
import { batches } from '../../db/batchInsert';
import type { Schema } from '../../db/schema';
import { LANGUAGE_IDS, type LanguageId } from '../../shared/language';
import { INFO } from '../../../seed/content/types';

/** A row of the full-text index. */
export interface SearchIndexRow {
  kind: string;
  item_id: number;
  language_id: number;
  url: string;
  title: string;
  body: string;
}

type Doc = Record<string, unknown>;

/** Where a search hit leads on the site, by kind. */
const SEARCHABLE: Record<string, { kind: string; url: (d: Doc) => string; body: (d: Doc) => string }> = {
  credit: { kind: 'credit', url: (d) => `/Credit/${String(d.id)}`, body: (d) => String(d.description) },
  card: { kind: 'card', url: (d) => `/Card/${String(d.id)}`, body: (d) => sentences(d.summary, d.description) },
  deposit: { kind: 'deposit', url: (d) => `/Deposit/${String(d.id)}`, body: (d) => String(d.description) },
  // A news item's summary is its lead: the page shows it above the body, so it is not in the body.
  news: { kind: 'news', url: (d) => `/news/${String(d.slug)}`, body: (d) => sentences(d.summary, blocksText(d.body)) },
  page: { kind: 'page', url: (d) => (d.name === 'home' ? '/' : `/${String(d.name)}`), body: (d) => blocksText(d.body) },
  vacancy: {
    kind: 'vacancy',
    url: (d) => `/vacancy/${String(d.id)}`,
    body: (d) => sentences(d.summary, d.city, ...(d.responsibilities as string[]), ...(d.requirements as string[])),
  },
};

/** The search row of one item in one language, when its kind is searched. */
export function searchRowOf(kind: string, itemId: number, lang: LanguageId, doc: Doc): SearchIndexRow | null {
  const searchable = SEARCHABLE[kind];
  if (!searchable) return null;
  return {
    kind: searchable.kind,
    item_id: itemId,
    language_id: lang,
    url: searchable.url(doc),
    title: String(doc.title),
    body: plain(searchable.body(doc)),
  };
}

/** A heading or a list item read as a sentence of its own, so that a snippet never runs them together. */
const asSentence = (text: string) => (/[.!?:;…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** Texts as one body of sentences. */
const sentences = (...texts: unknown[]) =>
  texts
    .filter((text): text is string => typeof text === 'string' && text.trim() !== '')
    .map(asSentence)
    .join(' ');

function blocksText(blocks: unknown): string {
  if (!Array.isArray(blocks)) return '';
  return sentences(
    ...blocks.flatMap((b: Doc) => [
      b.text,
      ...(Array.isArray(b.items) ? b.items.map((i: unknown) => (typeof i === 'string' ? i : (i as Doc).title)) : []),
    ]),
  );
}

// The two parts of a product's description are two runs of sentences.
const plain = (text: string) => sentences(...text.split(INFO));

/** Whether a kind's items are found by the search. */
export const isSearchable = (kind: string): boolean => SEARCHABLE[kind] !== undefined;

/** Raw SQL: Kysely's schema does not describe search_index, whose shape differs by database. */
export async function insertSearchRows(trx: Transaction<Schema>, rows: SearchIndexRow[]): Promise<void> {
  for (const batch of batches(rows)) {
    const values = batch.map((r) => sql`(${r.kind}, ${r.item_id}, ${r.language_id}, ${r.url}, ${r.title}, ${r.body})`);
    await sql`INSERT INTO search_index (kind, item_id, language_id, url, title, body) VALUES ${sql.join(values)}`.execute(trx);
  }
}

/** Makes one item's rows the documents given, by language (none: the item leaves the search). */
export async function replaceItemRows(trx: Transaction<Schema>, kind: string, itemId: number, docs: Partial<Record<LanguageId, Doc>>): Promise<void> {
  const searchKind = SEARCHABLE[kind]?.kind ?? kind;
  await sql`DELETE FROM search_index WHERE kind = ${searchKind} AND item_id = ${itemId}`.execute(trx);
  const rows = LANGUAGE_IDS.flatMap((lang) => {
    const doc = docs[lang];
    const row = doc ? searchRowOf(kind, itemId, lang, doc) : null;
    return row ? [row] : [];
  });
  await insertSearchRows(trx, rows);
}

/** Empties the index (the seed writes it again whole). */
export async function clearSearchIndex(trx: Transaction<Schema>): Promise<void> {
  await sql`DELETE FROM search_index`.execute(trx);
}
