/**
 * Site search over products, news, pages and vacancies in the asked language, best first, with
 * highlighted snippets. The database finds the matching items (FTS5 on SQLite, a tsvector with a
 * GIN index on PostgreSQL); rank.ts orders and marks them the same way on both. The visitor's
 * text never reaches either query syntax: it is cut into words (letters and digits), each
 * matched as a prefix, and widened by its synonyms in every language (synonyms.ts): «кредит» on
 * the Tajik site finds the pages that say «қарз». When nothing is found, a "did you mean" is
 * offered only if it finds something and differs from the query (suggest.ts).
 */
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/db';
import type { Schema } from '../../db/schema';
import type { LanguageId } from '../../shared/language';
import { languageRowIds } from './indexer';
import { rank, type Candidate, type Ranked } from './rank';
import { lookupForms, queryTerms } from './stems';
import { suggestion } from './suggest';
import { synonymsOf } from './synonyms';

export type SearchResult = Ranked;

export interface SearchAnswer {
  results: SearchResult[];
  /** Another query that finds something, when this one finds nothing; never the query itself. */
  suggestion: string | null;
}

/** The words of a query (letters and digits of any script), at most eight. */
function queryWords(q: string): string[] {
  return (q.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** Terms as an FTS5 expression: each quoted as a prefix, so the visitor's text is never FTS5 syntax. */
function ftsQuery(terms: string[][]): string {
  return terms.map((alternatives) => `(${alternatives.map((a) => `"${a}"*`).join(' OR ')})`).join(' AND ');
}

/** Terms as a tsquery: quoted lexemes (letters and digits only), each as a prefix. */
function tsQuery(terms: string[][]): string {
  return terms.map((alternatives) => `(${alternatives.map((a) => `'${a}':*`).join(' | ')})`).join(' & ');
}

/**
 * Items the full-text index finds, at most this many, before rank.ts orders them: the index's own
 * rank (a title word weighing ten body words, as in rank.ts) picks them when more match. A fixed
 * number, so that the work after the index does not grow with the content: at 10× the seed a
 * common word matches 270 items in a language, and reading and ranking 200 of them was most of a
 * search's time. Twice the most results a visitor is shown, and more than any word matches in
 * the seed's one language.
 */
const CANDIDATES = 40;

/** FTS5: every term a word prefix, in the language's range of rows; BM25 picks the candidates when there are more. */
async function sqliteCandidates(kysely: Kysely<Schema>, terms: string[][], lang: LanguageId): Promise<Candidate[]> {
  const [first, last] = languageRowIds(lang);
  const { rows } = await sql<Candidate>`
    SELECT kind, item_id AS id, url, title, body, words FROM search_index
    WHERE search_index MATCH ${ftsQuery(terms)} AND rowid BETWEEN ${first} AND ${last}
    ORDER BY bm25(search_index, 0, 0, 0, 0, 10, 1, 0) LIMIT ${CANDIDATES}`.execute(kysely);
  return rows;
}

/** The GIN-indexed tsvector: every term a word prefix; ts_rank picks the candidates when there are more. */
async function postgresCandidates(kysely: Kysely<Schema>, terms: string[][], lang: LanguageId): Promise<Candidate[]> {
  const { rows } = await sql<Candidate>`
    SELECT kind, item_id AS id, url, title, body, words
    FROM search_index, to_tsquery('simple', ${tsQuery(terms)}) AS query
    WHERE language_id = ${lang} AND document @@ query
    ORDER BY ts_rank('{0, 0, 0.1, 1}', document, query) DESC LIMIT ${CANDIDATES}`.execute(kysely);
  return rows;
}

/** Drops an alternative that another one is a prefix of: it matches nothing more. */
function withoutLonger(alternatives: string[]): string[] {
  const unique = [...new Set(alternatives)];
  return unique.filter((a) => !unique.some((b) => b !== a && a.startsWith(b)));
}

/**
 * Per query word, the prefixes it matches: its own (stems.ts) and, when the word or one of its
 * lookup forms (stems.ts) is in a synonym group, those of every word of the group, stemmed for the
 * asked language.
 */
export async function expandedTerms(db: Db, words: string[], lang: LanguageId): Promise<string[][]> {
  const lower = words.map((w) => w.toLocaleLowerCase());
  const keys = lower.map(lookupForms);
  const groups = await synonymsOf(db, keys.flat());
  return lower.map((w, i) => {
    const synonyms = [...new Set(keys[i]!.flatMap((k) => groups.get(k) ?? []))].sort();
    return withoutLonger([...queryTerms([w], lang)[0]!, ...queryTerms(synonyms, lang).flat()]);
  });
}

export function searchQueries(db: Db) {
  const { kysely, dialect } = db;
  return {
    async search(q: string, lang: LanguageId, limit = 20): Promise<SearchResult[]> {
      const words = queryWords(q);
      if (words.length === 0) return [];
      const terms = await expandedTerms(db, words, lang);
      const found = dialect === 'postgres' ? await postgresCandidates(kysely, terms, lang) : await sqliteCandidates(kysely, terms, lang);
      return rank(
        found.map((c) => ({ ...c, id: Number(c.id), words: Number(c.words) })),
        terms.flat(),
        limit,
      );
    },

    /** The results and, when there are none, a query that finds something (or null). */
    async answer(q: string, lang: LanguageId, limit = 20): Promise<SearchAnswer> {
      const results = await this.search(q, lang, limit);
      if (results.length > 0) return { results, suggestion: null };
      return { results, suggestion: await suggestion(db, queryWords(q), lang, (other) => this.search(other, lang, 1)) };
    },
  };
}
