import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { areasFor } from '../areas';
import { useIsAdmin } from '../use-console-role';
import styles from './console.module.css';

/** The console's own row of links: its home and each area the person may open. */
export function ConsoleNav() {
  const { t } = useTranslation('console');
  const { lang = 'en' } = useParams();
  const areas = areasFor(useIsAdmin());
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      <ul>
        <li>
          <NavLink to={localize(lang, paths.console())} end>
            {t('nav.home')}
          </NavLink>
        </li>
        {areas.map((area) => (
          <li key={area.id}>
            <NavLink to={localize(lang, area.path)}>{t(`areas.${area.id}.title`)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
