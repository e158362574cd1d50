import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { SearchSuggestions } from '../../../shared/ui/search-suggestions';
import { tagsQuery } from '../api';
import { pathFor, type VideoFilters } from '../filters';

/** The most used topics shown when a search finds nothing. */
const POPULAR_TOPICS = 8;

/**
 * What an empty video search offers instead (issue 21): the names spelled nearest to its words, each
 * a new search, and the most used topics of the library.
 */
export function VideoSearchSuggestions({ suggestions, filters }: { suggestions: string[]; filters: VideoFilters }) {
  const { t } = useTranslation('videos');
  const lang = useParams().lang ?? 'en';
  const topics = useQuery(tagsQuery('', lang));
  return (
    <SearchSuggestions
      suggestions={suggestions}
      linkFor={(name) => localize(lang, pathFor({ ...filters, q: name }))}
      popular={(topics.data ?? [])
        .slice(0, POPULAR_TOPICS)
        .map((tag) => ({ key: tag.slug, label: tag.name, to: localize(lang, paths.tag(tag.slug)) }))}
      popularLabel={t('library.popular_topics')}
    />
  );
}
