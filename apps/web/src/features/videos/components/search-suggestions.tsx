import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { tagsQuery } from '../api';
import { pathFor, type VideoFilters } from '../filters';
import styles from './video-library.module.css';

/** The most used topics shown when a search finds nothing. */
const POPULAR_TOPICS = 8;

/**
 * What an empty search offers instead (issue 21): the names spelled nearest to its words, each a
 * new search, and the most used topics of the library.
 */
export function SearchSuggestions({ suggestions, filters }: { suggestions: string[]; filters: VideoFilters }) {
  const { t } = useTranslation('videos');
  const lang = useParams().lang ?? 'en';
  const topics = useQuery(tagsQuery('', lang));
  const popular = (topics.data ?? []).slice(0, POPULAR_TOPICS);
  return (
    <>
      {suggestions.length ? (
        <div className={styles.suggestions}>
          <p>{t('library.did_you_mean')}</p>
          <ul>
            {suggestions.map((name) => (
              <li key={name}>
                <Link to={localize(lang, pathFor({ ...filters, q: name }))}>{name}</Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {popular.length ? (
        <div className={styles.suggestions}>
          <p>{t('library.popular_topics')}</p>
          <ul>
            {popular.map((tag) => (
              <li key={tag.slug}>
                <Link to={localize(lang, paths.tag(tag.slug))}>{tag.name}</Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
