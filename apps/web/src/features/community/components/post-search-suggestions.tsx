import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { offeredItems, SearchSuggestions } from '../../../shared/ui/search-suggestions';
import { postsQuery } from '../api';

/**
 * What an empty post search offers instead (issue 21): the spellings nearest its words, each a link
 * to the same page searching it (so Back returns to the search that found nothing), and the
 * best-voted posts of the list searched (`community`, or every community's when empty).
 */
export function PostSearchSuggestions({
  suggestions,
  community,
  lang,
}: {
  suggestions: string[];
  community: string;
  lang: string;
}) {
  const { t } = useTranslation('community');
  const { pathname, search } = useLocation();
  const popular = useInfiniteQuery(postsQuery(community, 'top', 'all', '', lang));
  const linkFor = (name: string) => {
    const next = new URLSearchParams(search);
    next.set('q', name);
    return `${pathname}?${next}`;
  };
  return (
    <SearchSuggestions
      suggestions={suggestions}
      linkFor={linkFor}
      popular={offeredItems(popular.data?.pages[0]?.results, (post) => ({
        key: post.id,
        label: post.title,
        to: localize(lang, paths.post(post.id)),
      }))}
      popularLabel={t('post_search.popular')}
    />
  );
}
