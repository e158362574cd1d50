import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../../shared/lib/paths';
import { useIsRetreatHost } from '../use-retreat-host';
import styles from '../../components/creator.module.css';

/**
 * The retreat host's pages for a retreat representative; another kind of creator (a tutor, a
 * mentor) is told these pages are not for them, instead of meeting the API's refusal.
 */
export function HostOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('retreat-host');
  const { lang = 'en' } = useParams();
  if (useIsRetreatHost()) return <>{children}</>;
  return (
    <div className={styles.empty}>
      <h2>{t('not_host.title')}</h2>
      <p>{t('not_host.text')}</p>
      <p>
        <Link to={localize(lang, paths.creator())}>{t('not_host.back')}</Link>
      </p>
    </div>
  );
}
