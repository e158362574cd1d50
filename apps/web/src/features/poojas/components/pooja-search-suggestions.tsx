import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localize, paths } from '../../../shared/lib/paths';
import { offeredItems, SearchSuggestions } from '../../../shared/ui/search-suggestions';
import { poojasQuery, templesQuery } from '../api';

/**
 * What an empty search of poojas or temples offers instead (issue 21): the spellings nearest its
 * words, each put in the search box, and what the list shows first without a search (the featured
 * poojas; the temples by name).
 */
export function PoojaSearchSuggestions({
  suggestions,
  view,
  lang,
  languages,
  onPick,
}: {
  suggestions: string[];
  view: 'poojas' | 'temples';
  lang: string;
  languages: string;
  onPick: (name: string) => void;
}) {
  const { t } = useTranslation('poojas');
  const poojas = useInfiniteQuery({ ...poojasQuery({ languages }, lang), enabled: view === 'poojas' });
  const temples = useInfiniteQuery({ ...templesQuery({}, lang), enabled: view === 'temples' });
  const first =
    view === 'poojas'
      ? offeredItems(poojas.data?.pages[0]?.results, (p) => ({
          key: p.id,
          label: p.name,
          to: localize(lang, paths.pooja(p.slug)),
        }))
      : offeredItems(temples.data?.pages[0]?.results, (tm) => ({
          key: tm.id,
          label: tm.name,
          to: localize(lang, paths.temple(tm.slug)),
        }));
  return (
    <SearchSuggestions
      suggestions={suggestions}
      onPick={onPick}
      popular={first}
      popularLabel={view === 'poojas' ? t('list.featured') : t('list.temples_listed')}
    />
  );
}
