import { SAVED_TYPES, type SavedType } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { PageFrame } from '../../../shared/ui/page-frame';
import { TabList } from '../../../shared/ui/tab-list';
import { savedPostsQuery } from '../api';
import { MyListsNav } from '../components/my-lists-nav';
import { PostList } from '../components/post-list';
import { SavedComments } from '../components/saved-comments';
import styles from '../components/community.module.css';

/**
 * Saved (issue 26): the posts and comments the person saved, the most recently saved first, beside
 * My Communities. Which of the two is shown is kept in the address (`?type=comment`).
 */
export function Component() {
  const { t } = useTranslation('community');
  const { lang = 'en' } = useParams();
  const [params, setParams] = useSearchParams();
  const type: SavedType = params.get('type') === 'comment' ? 'comment' : 'post';
  const choose = (next: SavedType) => setParams(next === 'post' ? {} : { type: next }, { replace: true });
  return (
    <PageFrame title={t('pages.saved', { ns: 'common' })} lead={t('saved.lead')} wide>
      <p className={styles.back}>
        <Link to={localize(lang, paths.community())}>← {t('back_to_community')}</Link>
      </p>
      <MyListsNav />
      <TabList
        label={t('saved.kinds')}
        panelId="saved-items"
        current={type}
        onChange={choose}
        tabs={SAVED_TYPES.map((id) => ({ id, label: t(`saved.${id}s`) }))}
      />
      <div id="saved-items" role="tabpanel" aria-labelledby={`saved-items-tab-${type}`}>
        {type === 'post' ? (
          <PostList query={savedPostsQuery(lang)} showCommunity empty={t('saved.no_posts')} />
        ) : (
          <SavedComments />
        )}
      </div>
    </PageFrame>
  );
}
