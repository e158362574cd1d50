import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { useIsTutor } from '../use-tutor';
import styles from './creator.module.css';

/**
 * The tutor's pages for a tutor; another kind of creator (a retreat host, a mentor) is told these
 * pages are not for them, instead of meeting the API's refusal.
 */
export function TutorOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('creator');
  const { lang = 'en' } = useParams();
  if (useIsTutor()) return <>{children}</>;
  return (
    <div className={styles.empty}>
      <h2>{t('not_tutor.title')}</h2>
      <p>{t('not_tutor.text')}</p>
      <p>
        <Link to={localize(lang, paths.creator())}>{t('not_tutor.back')}</Link>
      </p>
    </div>
  );
}
