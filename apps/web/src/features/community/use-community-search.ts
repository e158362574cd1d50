import { DEFAULT_LANGUAGE, isLanguage } from '@sangam/contracts';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useDebounced } from '../../shared/lib/use-debounced';
import { useListLanguages } from '../../shared/session/reader-languages';
import { communitiesQuery } from './api';

/**
 * A search box's text and the community list it asks for (debounced, in the reader's languages):
 * the landing, Browse and a missing post's page search communities alike.
 */
export function useCommunitySearch() {
  const { lang = 'en' } = useParams();
  const languages = useListLanguages(isLanguage(lang) ? lang : DEFAULT_LANGUAGE);
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  return { lang, languages, search, setSearch, q, query: communitiesQuery(q, lang, languages) };
}
