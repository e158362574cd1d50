/** One search for every searchable thing: keys across scripts, synonyms, ranking, suggestions. */
export { searchDocument, storedKeys } from './document';
export { wordKey, wordKeys, wordsOf } from './key';
export { findMisspellings, lexiconWords } from './lexicon';
export { queryWords, searchSql, type QueryWord } from './query';
export {
  refreshSearchKeys,
  SEARCH_KEYS_VERSION,
  searchOver,
  storeSearchKeys,
  type Searchable,
  type SearchKeys,
} from './store';
export { suggestionsIfNoneFound, suggestSpellings, titleWords } from './suggest';
export { VOCABULARY, type SynonymGroup } from './vocabulary';
