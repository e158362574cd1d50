import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { numberFormat } from '../../../shared/lib/intl-format';
import { localize } from '../../../shared/lib/paths';
import { countsQuery } from '../api';
import { areasFor, type ConsoleArea } from '../areas';
import { ConsolePage } from '../components/console-page';
import styles from '../components/console.module.css';
import { useIsAdmin } from '../use-console-role';

/** `admin`: the console's areas, with what waits in each where it is cheap to count. */
export function Component() {
  const { t, i18n } = useTranslation(['console', 'common']);
  const { lang = 'en' } = useParams();
  const isAdmin = useIsAdmin();
  const counts = useQuery(countsQuery(isAdmin));
  const waiting: Partial<Record<ConsoleArea, number | null | undefined>> = {
    videos: counts.data?.videos,
    creators: counts.data?.creators,
    reports: counts.data?.reports,
    deliveries: counts.data?.deliveries,
  };
  const format = numberFormat(i18n.resolvedLanguage ?? lang);

  return (
    <ConsolePage title={t('common:pages.admin')} lead={isAdmin ? t('home.lead_admin') : t('home.lead_editor')}>
      <ul className={styles.areas}>
        {areasFor(isAdmin).map((area) => {
          const count = waiting[area.id];
          const counted = area.id in waiting;
          return (
            <li key={area.id}>
              <section className={styles.area} aria-labelledby={`area-${area.id}`}>
                <h2 id={`area-${area.id}`}>{t(`areas.${area.id}.title`)}</h2>
                {counted ? (
                  <p aria-live="polite">
                    {typeof count === 'number' ? (
                      <>
                        <span className={styles.figure}>{format.format(count)}</span>{' '}
                        {t(`areas.${area.id as 'videos'}.waiting`, { count })}
                      </>
                    ) : counts.isError ? (
                      <span className={styles.meta}>{t('home.count_failed')}</span>
                    ) : (
                      <span className={styles.meta}>{t('common:loading')}</span>
                    )}
                  </p>
                ) : null}
                <p className={styles.meta}>{t(`areas.${area.id}.text`)}</p>
                <Link to={localize(lang, area.path)}>{t(`areas.${area.id}.open`)}</Link>
              </section>
            </li>
          );
        })}
      </ul>
    </ConsolePage>
  );
}
