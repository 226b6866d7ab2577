/**
 * "Did you mean": when a query finds nothing, the nearest query made of words the site's pages in
 * that language use (each word at most one letter off in words of up to four letters, two in
 * longer ones: a missing, extra, wrong or swapped letter), the commoner word first. It is
 * offered only when it finds something and is not the query itself; else there is none.
 *
 * The words come from the search index and are kept in memory per Db handle and language, until
 * staff publish: the content watch then forgets them (forgetVocabulary), on every instance.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/db';
import type { LanguageId } from '../../shared/language';

/** Queries tried at most, each one full-text search. */
const ATTEMPTS = 3;
/** Nearest words kept per query word. */
const PER_WORD = 3;
const WORD = /[\p{L}\p{N}]+/gu;

const vocabularies = new WeakMap<Db, Map<LanguageId, Promise<Map<string, number>>>>();

/** Forgets the words read so far: the next "did you mean" reads the pages as they now are. */
export function forgetVocabulary(db: Db): void {
  vocabularies.delete(db);
}

/** The words of the language's indexed titles and texts, lower case, with how often each occurs. */
function vocabulary(db: Db, lang: LanguageId): Promise<Map<string, number>> {
  let byLang = vocabularies.get(db);
  if (!byLang) vocabularies.set(db, (byLang = new Map()));
  let words = byLang.get(lang);
  if (!words) {
    words = sql<{ title: string; body: string }>`SELECT title, body FROM search_index WHERE language_id = ${lang}`
      .execute(db.kysely)
      .then(({ rows }) => {
        const counts = new Map<string, number>();
        for (const { title, body } of rows) {
          for (const [w] of `${title} ${body}`.normalize('NFC').toLocaleLowerCase().matchAll(WORD)) counts.set(w, (counts.get(w) ?? 0) + 1);
        }
        return counts;
      });
    words.catch(() => byLang.delete(lang));
    byLang.set(lang, words);
  }
  return words;
}

/** Optimal string alignment distance (an adjacent swap is one edit), or max + 1 beyond max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/** Nearest words of the vocabulary to `word`, nearest and commonest first, the word itself first if it is one. */
function nearest(word: string, words: Map<string, number>): string[] {
  const max = [...word].length <= 4 ? 1 : 2;
  const found: { w: string; d: number; n: number }[] = [];
  for (const [w, n] of words) {
    const d = editDistance(word, w, max);
    if (d <= max) found.push({ w, d, n });
  }
  found.sort((a, b) => a.d - b.d || b.n - a.n || (a.w < b.w ? -1 : 1));
  return found.slice(0, PER_WORD).map((f) => f.w);
}

/** Combinations of one choice per word, by the sum of their ranks (best first), at most `limit`. */
function combinations(choices: string[][], limit: number): string[][] {
  const all: { words: string[]; rank: number }[] = [{ words: [], rank: 0 }];
  let partial = all;
  for (const options of choices) {
    partial = partial.flatMap((p) => options.map((o, r) => ({ words: [...p.words, o], rank: p.rank + r })));
    partial.sort((a, b) => a.rank - b.rank);
    partial = partial.slice(0, limit * 4);
  }
  return partial.slice(0, limit).map((p) => p.words);
}

/**
 * A query near the one of these words that finds something (`finds` runs it), or null: never the
 * query itself (in any case), never one that finds nothing.
 */
export async function suggestion(
  db: Db,
  queryWords: string[],
  lang: LanguageId,
  finds: (query: string) => Promise<unknown[]>,
): Promise<string | null> {
  const asked = queryWords.map((w) => w.toLocaleLowerCase());
  if (asked.length === 0) return null;
  const words = await vocabulary(db, lang);
  const choices = asked.map((w) => {
    const near = nearest(w, words);
    // A word the pages use may stay as it is; one they do not has to change.
    return words.has(w) ? [w, ...near.filter((n) => n !== w)] : near;
  });
  if (choices.some((c) => c.length === 0)) return null;
  const same = asked.join(' ');
  let tried = 0;
  for (const words of combinations(choices, ATTEMPTS + 1)) {
    const candidate = words.join(' ');
    if (candidate === same) continue;
    if (tried++ >= ATTEMPTS) break;
    if ((await finds(candidate)).length > 0) return candidate;
  }
  return null;
}
