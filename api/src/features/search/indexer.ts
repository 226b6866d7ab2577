/**
 * The search index's rows (search_index: an FTS5 table on SQLite, a table with a generated
 * tsvector on PostgreSQL): which kinds are searched, where a hit leads on the site, and the text
 * of each item in each language. The seed writes every item's rows; a change staff publish
 * replaces that item's (content's publications/searchRows.ts).
 *
 * Every row's key (rowid, a column of its own on PostgreSQL) says whose it is: its language in the
 * high bits, then its kind, then the item. A language's rows are one range of keys, so the search
 * asks the index for that range alone (FTS5 reads only that part of each word's list of rows)
 * instead of testing the language of every match in every language; and an item's rows are found
 * by key, not by a scan. Each row also stores how many words its title and body have, which the
 * ranking divides by (rank.ts), so a search does not count them again.
 */
import { sql, type Transaction } from 'kysely';
import { batches } from '../../db/batchInsert';
import type { Schema } from '../../db/schema';
import { LANGUAGE_IDS, type LanguageId } from '../../shared/language';
import { INFO } from '../../../seed/content/types';
import { countWords } from './rank';

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

/**
 * Kinds' numbers in the rows' keys. Never renumber one (the keys are stored; migration
 * 0018-search-rows-by-language wrote them with these): a new kind takes the next number.
 */
const KIND_NUMBERS: Record<string, number> = { credit: 1, card: 2, deposit: 3, news: 4, page: 5, vacancy: 6 };
const LANGUAGE_SPAN = 2 ** 40;
const KIND_SPAN = 2 ** 32;

/** The key of an item's row in a language: language × 2⁴⁰ + kind × 2³² + item. */
export function searchRowId(kind: string, itemId: number, lang: number): number {
  const kindNumber = KIND_NUMBERS[kind];
  if (kindNumber === undefined) throw new RangeError(`${kind} is not a searched kind`);
  if (!Number.isInteger(itemId) || itemId < 0 || itemId >= KIND_SPAN) throw new RangeError(`item ${itemId} is out of the search keys' range`);
  return lang * LANGUAGE_SPAN + kindNumber * KIND_SPAN + itemId;
}

/** The keys of a language's rows, first and last: the range a search in that language reads. */
export const languageRowIds = (lang: LanguageId): [number, number] => [lang * LANGUAGE_SPAN, (lang + 1) * LANGUAGE_SPAN - 1];

/** Whether a kind's items are found by the search. */
export const isSearchable = (kind: string): boolean => SEARCHABLE[kind] !== undefined;

/** Raw SQL: Kysely's schema does not describe search_index, whose shape differs by database. */
export async function insertSearchRows(trx: Transaction<Schema>, rows: SearchIndexRow[]): Promise<void> {
  for (const batch of batches(rows)) {
    const values = batch.map((r) => {
      const key = searchRowId(r.kind, r.item_id, r.language_id);
      return sql`(${key}, ${r.kind}, ${r.item_id}, ${r.language_id}, ${r.url}, ${r.title}, ${r.body}, ${countWords(r.title) + countWords(r.body)})`;
    });
    await sql`INSERT INTO search_index (rowid, kind, item_id, language_id, url, title, body, words) VALUES ${sql.join(values)}`.execute(trx);
  }
}

/** Makes one item's rows the documents given, by language (none: the item leaves the search). */
export async function replaceItemRows(trx: Transaction<Schema>, kind: string, itemId: number, docs: Partial<Record<LanguageId, Doc>>): Promise<void> {
  const searchKind = SEARCHABLE[kind]?.kind;
  if (searchKind === undefined) return;
  const keys = LANGUAGE_IDS.map((lang) => searchRowId(searchKind, itemId, lang));
  await sql`DELETE FROM search_index WHERE rowid IN (${sql.join(keys)})`.execute(trx);
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
