import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { offeredItems, SearchSuggestions } from '../../../shared/ui/search-suggestions';
import type { retreatsQuery } from '../api';

/**
 * What an empty retreat search offers instead (issue 21): the spellings nearest its words, each put
 * in the search box, and the retreats the list shows first without a search (the soonest).
 */
export function RetreatSearchSuggestions({
  query,
  unsearched,
  onPick,
}: {
  query: ReturnType<typeof retreatsQuery>;
  /** The list without a search or filters (a page of one kind keeps its kind). */
  unsearched: ReturnType<typeof retreatsQuery>;
  onPick: (name: string) => void;
}) {
  const { t } = useTranslation('retreats');
  const { lang = 'en' } = useParams();
  const searched = useInfiniteQuery(query);
  const first = useInfiniteQuery(unsearched);
  return (
    <SearchSuggestions
      suggestions={searched.data?.pages[0]?.suggestions ?? []}
      onPick={onPick}
      popular={offeredItems(first.data?.pages[0]?.results, (retreat) => ({
        key: retreat.id,
        label: retreat.title,
        to: localize(lang, paths.retreat(retreat.slug)),
      }))}
      popularLabel={t('list.upcoming')}
    />
  );
}
