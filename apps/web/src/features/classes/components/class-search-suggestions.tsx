import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { offeredItems, SearchSuggestions } from '../../../shared/ui/search-suggestions';
import { classesQuery } from '../api';

/**
 * What an empty class search offers instead (issue 21): the spellings nearest its words, each put
 * in the search box, and the classes the list shows first without a search (the newest).
 */
export function ClassSearchSuggestions({
  query,
  languages,
  onPick,
}: {
  query: ReturnType<typeof classesQuery>;
  languages: string;
  onPick: (name: string) => void;
}) {
  const { t } = useTranslation('classes');
  const { lang = 'en' } = useParams();
  const searched = useInfiniteQuery(query);
  const first = useInfiniteQuery(classesQuery({ languages, lang }));
  return (
    <SearchSuggestions
      suggestions={searched.data?.pages[0]?.suggestions ?? []}
      onPick={onPick}
      popular={offeredItems(first.data?.pages[0]?.results, (cls) => ({
        key: cls.id,
        label: cls.title,
        to: localize(lang, paths.classDetail(cls.slug)),
      }))}
      popularLabel={t('explore.newest')}
    />
  );
}
