/**
 * Ranking and snippets, the same on every database: the database finds the items that match
 * (its full-text index), this module orders them and marks the words. A title word matching
 * counts ten times a body word; ties go to the shorter text, then by kind and id, so that the
 * order is stable. Matching here is by word prefix, as the visitor typed it.
 */
interface SnippetPart {
  text: string;
  highlight: boolean;
}

export interface Candidate {
  kind: string;
  id: number;
  url: string;
  title: string;
  body: string;
  /** The title's and the body's words, as the index stored them when it wrote the row; else counted here. */
  words?: number;
}

export interface Ranked extends Omit<Candidate, 'body' | 'words'> {
  snippet: SnippetPart[];
  score: number;
}

const TITLE_WEIGHT = 10;
/** Words around the first body match in a snippet. */
const SNIPPET_WORDS = 24;
const WORD = /[\p{L}\p{N}]+/gu;

interface Token {
  start: number;
  end: number;
  hit: boolean;
}

/**
 * The words of `text`, each marked when it starts with one of `words`. With `after`, it stops that
 * many words past the first marked one: a snippet needs no more, and bodies are long.
 */
function tokens(text: string, words: string[], after = Infinity): Token[] {
  const lower = words.map((w) => w.toLocaleLowerCase());
  // Lower case once for the whole text, not per word, where that keeps every word's place.
  const folded = text.toLocaleLowerCase();
  const source = folded.length === text.length ? folded : text;
  const list: Token[] = [];
  let last = Infinity;
  for (const m of source.matchAll(WORD)) {
    const token = source === folded ? m[0] : m[0].toLocaleLowerCase();
    const hit = lower.some((w) => token.startsWith(w));
    list.push({ start: m.index, end: m.index + m[0].length, hit });
    if (hit && last === Infinity) last = list.length - 1 + after;
    if (list.length > last) break;
  }
  return list;
}

/** `text` cut into marked and unmarked parts, neighbouring marked words read as one mark. */
function marked(text: string, list: Token[], from = 0, to = text.length): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const push = (piece: string, highlight: boolean) => {
    if (piece === '') return;
    const last = parts[parts.length - 1];
    if (last && last.highlight === highlight) last.text += piece;
    else parts.push({ text: piece, highlight });
  };
  let at = from;
  let lastHit = -1;
  for (const t of list) {
    if (t.start < from || t.end > to || !t.hit) continue;
    const between = text.slice(at, t.start);
    // Only spaces between two marked words: one mark.
    push(between, lastHit === t.start - between.length && /^\s+$/.test(between) && between !== '');
    push(text.slice(t.start, t.end), true);
    at = t.end;
    lastHit = t.end;
  }
  push(text.slice(at, to), false);
  return parts;
}

/**
 * The body's words around its first match, or null without one. Its words are read up to
 * SNIPPET_WORDS past that match: the window below never reaches further, and it is shifted back
 * only when the body ends sooner (then every word was read).
 */
function bodySnippet(body: string, words: string[]): SnippetPart[] | null {
  const list = tokens(body, words, SNIPPET_WORDS);
  const first = list.findIndex((t) => t.hit);
  if (first < 0) return null;
  const startIndex = Math.max(0, Math.min(first - 4, list.length - SNIPPET_WORDS));
  const endIndex = Math.min(list.length - 1, startIndex + SNIPPET_WORDS - 1);
  const from = startIndex === 0 ? 0 : list[startIndex]!.start;
  const to = endIndex === list.length - 1 ? body.length : list[endIndex]!.end;
  const parts = marked(body, list, from, to);
  if (from > 0) parts.unshift({ text: '…', highlight: false });
  if (to < body.length) parts.push({ text: '…', highlight: false });
  return parts.reduce<SnippetPart[]>((acc, part) => {
    const last = acc[acc.length - 1];
    if (last && !last.highlight && !part.highlight) last.text += part.text;
    else acc.push({ ...part });
    return acc;
  }, []);
}

/** The body's first words: what the item is about, where the words matched only its title. */
function leadSnippet(body: string): SnippetPart[] {
  const words = [...body.matchAll(WORD)];
  if (words.length === 0) return [];
  const end = words.length > SNIPPET_WORDS ? words[SNIPPET_WORDS - 1]!.index + words[SNIPPET_WORDS - 1]![0].length : body.length;
  return [{ text: `${body.slice(0, end).trim()}${end < body.length ? '…' : ''}`, highlight: false }];
}

/** A text's words (letters and digits of any script): what the index stores per row and the score divides by. */
export const countWords = (text: string): number => text.match(WORD)?.length ?? 0;

/**
 * How many of a text's words start with one of the query's words: `hit` ignores case itself
 * (Unicode case folding), so the text is not lower-cased first (that copy, and counting the body's
 * words, which the index now stores, were a third of a search's time).
 */
const hitCount = (text: string, hit: RegExp): number => text.match(hit)?.length ?? 0;

/** A word's start followed by one of `lower`, in any case: one match per word that starts with one of them (none: never). */
const hitPattern = (lower: string[]) =>
  lower.length === 0 ? /(?!)/gu : new RegExp(`(?<![\\p{L}\\p{N}])(?:${lower.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'giu');

export function rank(candidates: Candidate[], words: string[], limit: number): Ranked[] {
  const lower = words.map((w) => w.toLocaleLowerCase());
  const hit = hitPattern(lower);
  return candidates
    .map((c) => {
      const bodyHits = hitCount(c.body, hit);
      const hits = TITLE_WEIGHT * hitCount(c.title, hit) + bodyHits;
      const words = c.words ?? countWords(c.title) + countWords(c.body);
      // A hit in a short text says more than one in a long text.
      const score = hits / Math.log2(2 + words / 50);
      return { c, score, bodyHits };
    })
    .sort((a, b) => b.score - a.score || a.c.kind.localeCompare(b.c.kind) || a.c.id - b.c.id)
    .slice(0, limit)
    .map(({ c, score, bodyHits }) => ({
      kind: c.kind,
      id: c.id,
      url: c.url,
      title: c.title,
      // Never the title again (it is shown above the snippet): the body's match, or its first words.
      snippet: (bodyHits > 0 ? bodySnippet(c.body, words) : null) ?? leadSnippet(c.body),
      score: Math.round(score * 1000) / 1000,
    }));
}
