import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { PageFrame } from '../../../shared/ui/page-frame';
import { myCommunitiesQuery } from '../api';
import { CommunityList } from '../components/community-list';
import { MyListsNav } from '../components/my-lists-nav';
import styles from '../components/community.module.css';

/** My Communities: the ones the person follows, each with Unfollow (signed-out visitors go to login); Saved beside it. */
export function Component() {
  const { t } = useTranslation('community');
  const { lang = 'en' } = useParams();
  return (
    <PageFrame title={t('pages.my_communities', { ns: 'common' })} wide>
      <p className={styles.back}>
        <Link to={localize(lang, paths.community())}>← {t('back_to_community')}</Link>
      </p>
      <MyListsNav />
      <CommunityList
        heading="h2"
        query={myCommunitiesQuery(lang)}
        empty={
          <p>
            {t('empty.no_followed')} <Link to={localize(lang, paths.communities())}>{t('mine.browse')}</Link>
          </p>
        }
      />
    </PageFrame>
  );
}
