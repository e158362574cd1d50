import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { offeredItems, SearchSuggestions } from '../../../shared/ui/search-suggestions';
import { journeysQuery } from '../api';

/**
 * What an empty journey search offers instead (issue 21): the spellings nearest its words, each put
 * in the search box, and the journeys the list shows first without a search (the soonest).
 */
export function JourneySearchSuggestions({
  suggestions,
  languages,
  onPick,
}: {
  suggestions: string[];
  languages: string;
  onPick: (name: string) => void;
}) {
  const { t } = useTranslation('travel');
  const { lang = 'en' } = useParams();
  const first = useInfiniteQuery(journeysQuery({ languages }));
  return (
    <SearchSuggestions
      suggestions={suggestions}
      onPick={onPick}
      popular={offeredItems(first.data?.pages[0]?.results, (journey) => ({
        key: journey.id,
        label: journey.title,
        to: localize(lang, paths.journey(journey.slug)),
      }))}
      popularLabel={t('list.upcoming')}
    />
  );
}
