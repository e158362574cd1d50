/** One search for every searchable thing: keys across scripts, synonyms, ranking, suggestions. */
export { searchDocument, storedKeys } from './document';
export { findMisspellings, lexiconWords } from './lexicon';
export { queryWords, searchSql } from './query';
export { refreshSearchKeys, SEARCH_KEYS_VERSION, searchOver, storeSearchKeys, type Searchable } from './store';
export { suggestionsIfNoneFound, suggestSpellings, titleWords } from './suggest';
