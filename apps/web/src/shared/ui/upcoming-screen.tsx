import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../lib/paths';
import { useScreenTitleKey } from '../lib/route-handle';
import { PageFrame } from './page-frame';
import styles from './upcoming-screen.module.css';

/**
 * A screen whose feature is still being built: its real heading and a description of what it will
 * offer, inside the real frame, with links to what already works.
 */
export function UpcomingScreen({ intro }: { intro: string }) {
  const { t } = useTranslation();
  const page = useScreenTitleKey();
  const { lang = 'en' } = useParams();
  return (
    <PageFrame title={t(`pages.${page}`)} lead={intro}>
      <div className={styles.notice}>
        <p className={styles.badge}>{t('upcoming.badge')}</p>
        <p>{t('upcoming.body')}</p>
        <p>{t('upcoming.meanwhile')}</p>
        <ul className={styles.links}>
          <li>
            <Link to={localize(lang, paths.home())}>{t('pages.home')}</Link>
          </li>
          <li>
            <Link to={localize(lang, paths.privacy())}>{t('pages.privacy')}</Link>
          </li>
          <li>
            <Link to={localize(lang, paths.terms())}>{t('pages.terms')}</Link>
          </li>
        </ul>
      </div>
    </PageFrame>
  );
}
