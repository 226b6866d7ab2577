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
