import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { track } from '../../../shared/tracking';
import type { PagePrefetch } from '../../../shared/lib/page-prefetch';
import { prefetchVideoLibrary, VideoLibrary } from '../../videos';
import styles from './home-page.module.css';

/** The language home: a short welcome, then the video library (spec section 2: home shows the list). */
export function Component() {
  const { t } = useTranslation(['common', 'videos']);
  const { lang = 'en' } = useParams();
  return (
    <>
      <section className={styles.hero}>
        <h1>{t('home.title')}</h1>
        <p className={styles.intro}>{t('home.intro')}</p>
        <div className={styles.heroActions}>
          <Link
            className="button"
            to={localize(lang, paths.dailyDharma())}
            onClick={() => track('click_cta', { action: 'daily_practice', place: 'home_hero' })}
          >
            {t('nav.daily_practice')}
          </Link>
          <Link
            className="button button-secondary"
            to={localize(lang, paths.classes())}
            onClick={() => track('click_cta', { action: 'classes', place: 'home_hero' })}
          >
            {t('pages.classes')}
          </Link>
        </div>
      </section>
      <VideoLibrary
        source="home"
        heading={<h2 className={styles.libraryHeading}>{t('videos:library.home_heading')}</h2>}
      />
    </>
  );
}

export const prefetch: PagePrefetch = (args) => prefetchVideoLibrary('home', args);
