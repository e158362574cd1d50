import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { isAuthenticated, useSession } from '../../../shared/session/session-store';
import { PageFrame } from '../../../shared/ui/page-frame';
import { CommunityList } from './community-list';
import { SearchBox } from './search-box';
import { useCommunitySearch } from '../use-community-search';
import styles from './community.module.css';

/**
 * A post that is not there (removed, or a broken link): said once, with the ways on: the community,
 * the member's feed, and a search for a community right here.
 */
export function MissingPost() {
  const { t } = useTranslation('community');
  const { lang, search, setSearch, q, query } = useCommunitySearch();
  const session = useSession();

  return (
    <PageFrame title={t('pages.post', { ns: 'common' })}>
      <p role="alert">{t('empty.post_not_found')}</p>
      <p>{t('missing_post.hint')}</p>
      <div className={styles.actions}>
        <Link className="button" to={localize(lang, paths.community())}>
          {t('missing_post.to_community')}
        </Link>
        {isAuthenticated(session) ? (
          <Link className="button button-secondary" to={localize(lang, paths.feed())}>
            {t('landing.view_feed')}
          </Link>
        ) : null}
      </div>
      <div className={styles.toolbar}>
        <SearchBox value={search} onChange={setSearch} />
      </div>
      {q ? <CommunityList query={query} empty={<p>{t('empty.no_communities')}</p>} /> : null}
    </PageFrame>
  );
}
