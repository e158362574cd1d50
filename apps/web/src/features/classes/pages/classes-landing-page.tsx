import { CLASS_CATEGORIES, DEFAULT_LANGUAGE, isLanguage } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { PagePrefetch } from '../../../shared/lib/page-prefetch';
import { localize, paths } from '../../../shared/lib/paths';
import { listLanguages, useListLanguages } from '../../../shared/session/reader-languages';
import { PageFrame } from '../../../shared/ui/page-frame';
import { classesQuery } from '../api';
import { ClassGrid } from '../components/class-grid';
import styles from '../components/classes.module.css';

/** The first look at the classes: six, unfiltered, in the reader's languages first, named in the page's. */
const featuredQuery = (languages: string, lang: string) => classesQuery({ languages, lang }, 6);

/** classes: what one can learn here, the subjects, a first look at the classes, and teaching here. */
export function Component() {
  const { t } = useTranslation('classes');
  const { lang = 'en' } = useParams();
  const languages = useListLanguages(isLanguage(lang) ? lang : DEFAULT_LANGUAGE);
  const explore = localize(lang, paths.classesExplore());
  return (
    <PageFrame title={t('pages.classes', { ns: 'common' })} lead={t('landing.lead')} wide>
      <p>
        <Link to={explore} className="button">
          {t('landing.explore_all')}
        </Link>
      </p>
      <section className={styles.section} aria-labelledby="subjects">
        <h2 id="subjects">{t('landing.subjects')}</h2>
        <ul className={styles.categories}>
          {CLASS_CATEGORIES.map((category) => (
            <li key={category}>
              <Link to={`${explore}?category=${category}`}>{t(`categories.${category}`)}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="featured">
        <div className={styles.sectionHead}>
          <h2 id="featured">{t('landing.featured')}</h2>
          <Link to={explore}>{t('landing.see_all')}</Link>
        </div>
        <ClassGrid query={featuredQuery(languages, lang)} heading="h3" limit empty={<p>{t('explore.empty')}</p>} />
      </section>
      <section className={`${styles.section} ${styles.summary}`} aria-labelledby="teach">
        <h2 id="teach">{t('landing.teach_title')}</h2>
        <p>{t('landing.teach_text')}</p>
        <Link to={localize(lang, paths.creator())}>{t('landing.teach_link')}</Link>
      </section>
    </PageFrame>
  );
}

export const prefetch: PagePrefetch = ({ queryClient, params, onServer }) => {
  const lang = isLanguage(params.lang) ? params.lang : DEFAULT_LANGUAGE;
  return queryClient.prefetchInfiniteQuery(featuredQuery(listLanguages(lang, onServer), lang));
};
