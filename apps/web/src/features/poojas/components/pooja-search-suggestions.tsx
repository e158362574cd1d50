import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localize, paths } from '../../../shared/lib/paths';
import { SearchSuggestions, type SuggestedItem } from '../../../shared/ui/search-suggestions';
import { poojasQuery, templesQuery } from '../api';

/** How many of the list's first poojas or temples an empty search offers. */
const OFFERED = 5;

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
  const first: SuggestedItem[] =
    view === 'poojas'
      ? (poojas.data?.pages[0]?.results ?? []).map((p) => ({ key: p.id, label: p.name, to: paths.pooja(p.slug) }))
      : (temples.data?.pages[0]?.results ?? []).map((tm) => ({
          key: tm.id,
          label: tm.name,
          to: paths.temple(tm.slug),
        }));
  return (
    <SearchSuggestions
      suggestions={suggestions}
      onPick={onPick}
      popular={first.slice(0, OFFERED).map((item) => ({ ...item, to: localize(lang, item.to) }))}
      popularLabel={view === 'poojas' ? t('list.featured') : t('list.temples_listed')}
    />
  );
}
