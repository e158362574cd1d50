import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import styles from './community.module.css';

/** My Communities and Saved side by side: a member's own lists, one page each (issue 26). */
export function MyListsNav() {
  const { t } = useTranslation('community');
  const { lang = 'en' } = useParams();
  return (
    <nav className={styles.listNav} aria-label={t('mine.lists')}>
      <NavLink to={localize(lang, paths.myCommunities())} end>
        {t('pages.my_communities', { ns: 'common' })}
      </NavLink>
      <NavLink to={localize(lang, paths.saved())} end>
        {t('pages.saved', { ns: 'common' })}
      </NavLink>
    </nav>
  );
}
