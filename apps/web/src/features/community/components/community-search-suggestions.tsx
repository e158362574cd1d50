import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localize, paths } from '../../../shared/lib/paths';
import { offeredItems, SearchSuggestions } from '../../../shared/ui/search-suggestions';
import { communitiesQuery } from '../api';

/**
 * What an empty community search offers instead (issue 21): the spellings nearest its words, each
 * put in the search box, and the popular communities (the list without a search).
 */
export function CommunitySearchSuggestions({
  query,
  lang,
  languages,
  onPick,
}: {
  query: ReturnType<typeof communitiesQuery>;
  lang: string;
  languages: string;
  onPick: (name: string) => void;
}) {
  const { t } = useTranslation('community');
  const searched = useInfiniteQuery(query);
  const popular = useInfiniteQuery(communitiesQuery('', lang, languages));
  return (
    <SearchSuggestions
      suggestions={searched.data?.pages[0]?.suggestions ?? []}
      onPick={onPick}
      popular={offeredItems(popular.data?.pages[0]?.results, (community) => ({
        key: community.id,
        label: community.name,
        to: localize(lang, paths.communityPosts(community.slug)),
      }))}
      popularLabel={t('landing.popular')}
    />
  );
}
