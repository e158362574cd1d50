import { isLanguage } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { appConfig } from '../../shared/lib/app-config';
import { localize, paths } from '../../shared/lib/paths';
import { dateInZone } from '../../shared/lib/time-zones';
import { SERVER_RENDER_ZONE } from '../../shared/lib/use-hydrated';
import type { PageKey } from '../../shared/i18n/page-keys';
import styles from './footer.module.css';

/**
 * The year on the server's clock, in the browser too: the browser's own year differs from the page's
 * on New Year's Eve (Kolkata is in the new year while London is not), and every served page would
 * then be rendered again when it is adopted.
 */
const copyrightYear = () => dateInZone(Date.now(), SERVER_RENDER_ZONE).slice(0, 4);

const EXPLORE: Array<[PageKey, string]> = [
  ['videos', paths.videos()],
  ['daily_dharma', paths.dailyDharma()],
  ['classes', paths.classes()],
  ['retreats', paths.retreats()],
  ['poojas', paths.poojas()],
  ['travel', paths.travel()],
  ['chanting', paths.chanting()],
  ['darshan', paths.darshan()],
  ['community', paths.community()],
];
const CREATORS: Array<[PageKey, string]> = [
  ['creator', paths.creator()],
  ['creator_guide', paths.creatorGuide()],
  ['creator_register', paths.creatorRegister()],
  ['retreat_register', paths.retreatRegister()],
];
const LEGAL: Array<[PageKey, string]> = [
  ['privacy', paths.privacy()],
  ['terms', paths.terms()],
  ['data_deletion', paths.dataDeletion()],
];

export function Footer() {
  const { t } = useTranslation();
  const { lang: rawLang } = useParams();
  const lang = isLanguage(rawLang) ? rawLang : 'en';
  const column = (heading: string, links: Array<[PageKey, string]>) => (
    <nav className={styles.column} aria-label={heading}>
      <h2 className={styles.heading}>{heading}</h2>
      <ul>
        {links.map(([page, path]) => (
          <li key={path}>
            <Link to={localize(lang, path)}>{t(`pages.${page}`)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <p className={styles.brand}>{appConfig.label}</p>
          <p>{t('footer.about')}</p>
        </div>
        {column(t('footer.explore'), EXPLORE)}
        {column(t('footer.creators'), CREATORS)}
        {column(t('footer.legal'), LEGAL)}
      </div>
      <p className={styles.copyright}>{t('footer.copyright', { year: copyrightYear(), label: appConfig.label })}</p>
    </footer>
  );
}
