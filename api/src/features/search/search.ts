/**
 * Site search: SQLite FTS5 over products, news, pages and vacancies in the asked language,
 * ranked by BM25 (a title match weighs ten times a body match), with highlighted snippets.
 * The visitor's text never reaches FTS5 syntax: it is cut into words, each quoted as a prefix.
 */
import type { Db } from '../../db/database';
import type { LanguageId } from '../../shared/language';

const OPEN = '\u0002';
const CLOSE = '\u0003';

export interface SnippetPart {
  text: string;
  highlight: boolean;
}

export interface SearchResult {
  kind: string;
  id: number;
  title: string;
  snippet: SnippetPart[];
  url: string;
  score: number;
}

/** The words of a query (letters and digits of any script), as an FTS5 expression; null if none. */
export function ftsQuery(q: string): string | null {
  const words = q.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words
    .slice(0, 8)
    .map((w) => `"${w}"*`)
    .join(' ');
}

export function splitSnippet(text: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let rest = text;
  while (rest.length > 0) {
    const open = rest.indexOf(OPEN);
    if (open < 0) {
      parts.push({ text: rest, highlight: false });
      break;
    }
    if (open > 0) parts.push({ text: rest.slice(0, open), highlight: false });
    const close = rest.indexOf(CLOSE, open);
    const end = close < 0 ? rest.length : close;
    parts.push({ text: rest.slice(open + 1, end), highlight: true });
    rest = close < 0 ? '' : rest.slice(close + 1);
  }
  // Neighbouring highlighted words read as one mark.
  return parts.reduce<SnippetPart[]>((acc, part) => {
    const last = acc[acc.length - 1];
    if (last && last.highlight === part.highlight) last.text += part.text;
    else acc.push({ ...part });
    return acc;
  }, []);
}

export function searchQueries(db: Db) {
  const stmt = db.prepare(`
    SELECT kind, item_id AS id, url, title,
           snippet(search_index, 5, '${OPEN}', '${CLOSE}', '…', 24) AS body_snippet,
           highlight(search_index, 4, '${OPEN}', '${CLOSE}') AS title_marked,
           bm25(search_index, 0, 0, 0, 0, 10, 1) AS rank
    FROM search_index
    WHERE search_index MATCH @match AND language_id = @lang
    ORDER BY rank
    LIMIT @limit`);
  return {
    search(q: string, lang: LanguageId, limit = 20): SearchResult[] {
      const match = ftsQuery(q);
      if (!match) return [];
      const rows = stmt.all({ match, lang, limit }) as {
        kind: string;
        id: number;
        url: string;
        title: string;
        body_snippet: string;
        title_marked: string;
        rank: number;
      }[];
      return rows.map((r) => {
        const bodyHit = r.body_snippet.includes(OPEN);
        return {
          kind: r.kind,
          id: Number(r.id),
          title: r.title,
          snippet: splitSnippet(bodyHit ? r.body_snippet : r.title_marked),
          url: r.url,
          score: Math.round(-r.rank * 1000) / 1000,
        };
      });
    },
  };
}
