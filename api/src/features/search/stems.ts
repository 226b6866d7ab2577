/**
 * What each query word may match. Both indexes keep the content's words as written (lower case,
 * not stemmed), so inflection is handled here, on the query, the same way for both databases: a
 * Russian or English word matches as typed or as its Snowball stem (the stemmers PostgreSQL's
 * own configurations use), each as a word prefix. «кредиты» (stem «кредит») finds «кредит» and
 * «кредитах»; "salary" (stem "salari") still finds "salary". Tajik has no stemmer, and the Russian
 * one would cut Tajik words at Russian endings, so Tajik words match as typed, by prefix.
 */
import { newStemmer } from 'snowball-stemmers';
import type { LanguageId } from '../../shared/language';

const STEMMERS: Partial<Record<LanguageId, { stem(word: string): string }>> = {
  2: newStemmer('russian'),
  3: newStemmer('english'),
};

/** Tajik plural and case endings, longest first: «кортҳои» → «корт», «қарзи» → «қарз». */
const TAJIK_ENDINGS = ['ҳоро', 'ҳои', 'ҳо', 'ро', 'ии', 'и', 'ӣ'];

/**
 * The forms under which a lower-case word may be in a synonym group, whatever the site's language
 * (visitors type Russian on the Tajik site): itself, its Russian and English stems, and itself
 * without a Tajik ending. Only for that lookup: matching stays as queryTerms says.
 */
export function lookupForms(word: string): string[] {
  const forms = [word, ...Object.values(STEMMERS).map((s) => s.stem(word))];
  const ending = TAJIK_ENDINGS.find((e) => word.endsWith(e) && [...word].length - e.length >= 3);
  if (ending) forms.push(word.slice(0, -ending.length));
  return [...new Set(forms)];
}

/** Per word, the prefixes it matches: itself and, when it differs, its stem. */
export function queryTerms(words: string[], lang: LanguageId): string[][] {
  const stemmer = STEMMERS[lang];
  return words.map((w) => {
    const lower = w.toLocaleLowerCase();
    const stem = stemmer?.stem(lower);
    // A stem that is a prefix of the word matches all the word matches and more: it alone will do.
    if (stem === undefined || stem === lower) return [lower];
    return lower.startsWith(stem) ? [stem] : [lower, stem];
  });
}
