import { DEFAULT_LANGUAGE, isLanguage } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PagePrefetch } from '../../../shared/lib/page-prefetch';
import { localize, paths } from '../../../shared/lib/paths';
import { isAuthenticated, useSession } from '../../../shared/session/session-store';
import { listLanguages } from '../../../shared/session/reader-languages';
import { PageFrame } from '../../../shared/ui/page-frame';
import { communitiesQuery } from '../api';
import { CommunityList } from '../components/community-list';
import { CommunitySearchSuggestions } from '../components/community-search-suggestions';
import { SearchBox } from '../components/search-box';
import { useCommunitySearch } from '../use-community-search';
import styles from '../components/community.module.css';

/** The community landing: what it is, the way in (feed, yours, create; or sign up), popular communities. */
export function Component() {
  const { t } = useTranslation('community');
  const { lang, languages, search, setSearch, q, query } = useCommunitySearch();
  const session = useSession();

  return (
    <PageFrame title={t('pages.community', { ns: 'common' })} lead={t('landing.lead')} wide>
      <div className={styles.hero}>
        {isAuthenticated(session) ? (
          <div className={styles.actions}>
            <Link className="button" to={localize(lang, paths.feed())}>
              {t('landing.view_feed')}
            </Link>
            <Link className="button button-secondary" to={localize(lang, paths.myCommunities())}>
              {t('landing.your_communities')}
            </Link>
            <Link className="button button-secondary" to={localize(lang, paths.saved())}>
              {t('pages.saved', { ns: 'common' })}
            </Link>
            <Link className="button button-secondary" to={localize(lang, paths.createCommunity())}>
              {t('landing.create')}
            </Link>
          </div>
        ) : (
          <div className={styles.actions}>
            <Link className="button" to={localize(lang, paths.register())}>
              {t('landing.sign_up')}
            </Link>
          </div>
        )}
      </div>
      <div className={styles.toolbar}>
        <SearchBox value={search} onChange={setSearch} />
      </div>
      <h2>{t('landing.popular')}</h2>
      <CommunityList
        query={query}
        empty={
          <>
            <p>{t('empty.no_communities')}</p>
            {q ? (
              <CommunitySearchSuggestions query={query} lang={lang} languages={languages} onPick={setSearch} />
            ) : null}
          </>
        }
      />
    </PageFrame>
  );
}

/** The popular communities, as the list first asks for them (no search yet). */
export const prefetch: PagePrefetch = ({ queryClient, params, onServer }) => {
  const lang = isLanguage(params.lang) ? params.lang : DEFAULT_LANGUAGE;
  return queryClient.prefetchInfiniteQuery(communitiesQuery('', lang, listLanguages(lang, onServer)));
};
