import { isLanguage } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { appConfig } from '../../../shared/lib/app-config';
import { localize, paths } from '../../../shared/lib/paths';
import type { PageKey } from '../../../shared/i18n/page-keys';
import { track } from '../../../shared/tracking';
import styles from './home-page.module.css';

type SectionBody =
  'videos_body' | 'practice_body' | 'classes_body' | 'retreats_body' | 'community_body' | 'poojas_body';

const SECTIONS: Array<{ page: PageKey; body: SectionBody; path: string; symbol: string }> = [
  { page: 'videos', body: 'videos_body', path: paths.videos(), symbol: '▶' },
  { page: 'daily_dharma', body: 'practice_body', path: paths.dailyDharma(), symbol: '☀' },
  { page: 'classes', body: 'classes_body', path: paths.classes(), symbol: '✎' },
  { page: 'retreats', body: 'retreats_body', path: paths.retreats(), symbol: '⛰' },
  { page: 'community', body: 'community_body', path: paths.community(), symbol: '❖' },
  { page: 'poojas', body: 'poojas_body', path: paths.poojas(), symbol: '✿' },
];

/** The language home: a welcome and the ways in. The video library joins it with the videos feature. */
export function Component() {
  const { t } = useTranslation();
  const { lang: rawLang } = useParams();
  const lang = isLanguage(rawLang) ? rawLang : 'en';
  return (
    <div className={styles.home}>
      <section className={styles.hero}>
        <h1>{t('home.title', { label: appConfig.label })}</h1>
        <p className={styles.intro}>{t('home.intro')}</p>
        <div className={styles.heroActions}>
          <Link
            className="button"
            to={localize(lang, paths.videos())}
            onClick={() => track('click_cta', { action: 'explore_videos', place: 'home_hero' })}
          >
            {t('nav.videos')}
          </Link>
          <Link
            className="button button-secondary"
            to={localize(lang, paths.dailyDharma())}
            onClick={() => track('click_cta', { action: 'daily_practice', place: 'home_hero' })}
          >
            {t('nav.daily_practice')}
          </Link>
        </div>
      </section>
      <section aria-labelledby="home-sections" className={styles.sections}>
        <h2 id="home-sections">{t('home.sections_heading')}</h2>
        <ul className={styles.grid}>
          {SECTIONS.map((section) => (
            <li key={section.page}>
              <Link
                className={styles.card}
                to={localize(lang, section.path)}
                onClick={() => track('tile_click', { tile: section.page, place: 'home_sections' })}
              >
                <span className={styles.symbol} aria-hidden="true">
                  {section.symbol}
                </span>
                <span className={styles.cardTitle}>{t(`pages.${section.page}`)}</span>
                <span className={styles.cardBody}>{t(`home.${section.body}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
