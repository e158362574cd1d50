import { DEFAULT_LANGUAGE, isLanguage } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PagePrefetch } from '../../../shared/lib/page-prefetch';
import { localize, paths } from '../../../shared/lib/paths';
import { listLanguages } from '../../../shared/session/reader-languages';
import { PageFrame } from '../../../shared/ui/page-frame';
import { communitiesQuery } from '../api';
import { CommunityList } from '../components/community-list';
import { CommunitySearchSuggestions } from '../components/community-search-suggestions';
import { SearchBox } from '../components/search-box';
import { useCommunitySearch } from '../use-community-search';
import styles from '../components/community.module.css';

/** Browse Communities: search, the Popular / Trending / Topics chips (decorative), cards with Follow. */
export function Component() {
  const { t } = useTranslation('community');
  const { lang, languages, search, setSearch, q, query } = useCommunitySearch();

  return (
    <PageFrame title={t('pages.communities', { ns: 'common' })} lead={t('browse.lead')} wide>
      <div className={styles.toolbar}>
        <SearchBox value={search} onChange={setSearch} />
      </div>
      <ul className={styles.chips} aria-hidden="true">
        <li className={styles.chip}>{t('browse.popular')}</li>
        <li className={styles.chip}>{t('browse.trending')}</li>
        <li className={styles.chip}>{t('browse.topics')}</li>
      </ul>
      <CommunityList
        heading="h2"
        query={query}
        empty={
          <>
            <p>
              {t('empty.no_communities')}{' '}
              <Link to={localize(lang, paths.createCommunity())}>{t('browse.create_one')}</Link>
            </p>
            {q ? (
              <CommunitySearchSuggestions query={query} lang={lang} languages={languages} onPick={setSearch} />
            ) : null}
          </>
        }
      />
    </PageFrame>
  );
}

/** The communities as the list first asks for them (no search yet). */
export const prefetch: PagePrefetch = ({ queryClient, params, onServer }) => {
  const lang = isLanguage(params.lang) ? params.lang : DEFAULT_LANGUAGE;
  return queryClient.prefetchInfiniteQuery(communitiesQuery('', lang, listLanguages(lang, onServer)));
};
