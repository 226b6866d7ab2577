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
}

export interface Ranked extends Omit<Candidate, 'body'> {
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

function tokens(text: string, words: string[]): Token[] {
  const lower = words.map((w) => w.toLocaleLowerCase());
  return [...text.matchAll(WORD)].map((m) => {
    const token = m[0].toLocaleLowerCase();
    return { start: m.index, end: m.index + m[0].length, hit: lower.some((w) => token.startsWith(w)) };
  });
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

function bodySnippet(body: string, list: Token[]): SnippetPart[] | null {
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

/**
 * How many words `text` has and how many of them start with one of `lower` (lower case): the
 * score's figures, without the token list a snippet needs (half the ranking's time at 10× the
 * seed). The text is lower-cased once and counted by two regular expressions, not word by word;
 * where lower case changes its length (a letter whose lower case is longer), word by word.
 */
function wordCounts(text: string, lower: string[], hit: RegExp): { words: number; hits: number } {
  const folded = text.toLocaleLowerCase();
  if (folded.length !== text.length) {
    const list = tokens(text, lower);
    return { words: list.length, hits: list.filter((t) => t.hit).length };
  }
  return { words: folded.match(WORD)?.length ?? 0, hits: folded.match(hit)?.length ?? 0 };
}

/** A word's start followed by one of `lower`: one match per word that starts with one of them (none: never). */
const hitPattern = (lower: string[]) =>
  lower.length === 0 ? /(?!)/gu : new RegExp(`(?<![\\p{L}\\p{N}])(?:${lower.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'gu');

export function rank(candidates: Candidate[], words: string[], limit: number): Ranked[] {
  const lower = words.map((w) => w.toLocaleLowerCase());
  const hit = hitPattern(lower);
  return candidates
    .map((c) => {
      const title = wordCounts(c.title, lower, hit);
      const body = wordCounts(c.body, lower, hit);
      const hits = TITLE_WEIGHT * title.hits + body.hits;
      // A hit in a short text says more than one in a long text.
      const score = hits / Math.log2(2 + (title.words + body.words) / 50);
      return { c, score };
    })
    .sort((a, b) => b.score - a.score || a.c.kind.localeCompare(b.c.kind) || a.c.id - b.c.id)
    .slice(0, limit)
    .map(({ c, score }) => ({
      kind: c.kind,
      id: c.id,
      url: c.url,
      title: c.title,
      // Never the title again (it is shown above the snippet): the body's match, or its first words.
      snippet: bodySnippet(c.body, tokens(c.body, words)) ?? leadSnippet(c.body),
      score: Math.round(score * 1000) / 1000,
    }));
}
