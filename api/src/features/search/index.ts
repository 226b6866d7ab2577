/** The site's search (GET /api/search/), its index and its synonyms. */
export { clearSearchIndex, insertSearchRows, isSearchable, replaceItemRows, searchRowOf, type SearchIndexRow } from './indexer';
export { searchRoutes } from './routes';
export { addSynonymGroup, listSynonymGroups, removeSynonymGroup, synonymsRevision, SynonymError } from './synonyms';
export { forgetIndexedWords } from './forget';
