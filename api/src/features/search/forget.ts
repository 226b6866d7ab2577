import type { Db } from '../../db/db';
import { forgetVocabulary } from './suggest';
import { dropSynonymCache } from './synonyms';

/**
 * Forgets what the search keeps in memory of the index and the synonyms: the "did you mean"
 * words and the groups looked up. The content watch calls it when staff publish or change the
 * synonyms, on this instance or another, as it drops the search's answers.
 */
export function forgetIndexedWords(db: Db): void {
  forgetVocabulary(db);
  dropSynonymCache(db);
}
