import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { localize, paths } from '../../../../shared/lib/paths';
import styles from '../../retreat-host/retreat-host.module.css';

/** The pages of one journey (details, departures, its bookings), shown above each of them. */
export function JourneySteps({ id, title, lang: contentLanguage }: { id: number; title: string; lang: string }) {
  const { t } = useTranslation('journey-organiser');
  const { lang = 'en' } = useParams();
  const to = (path: string) => localize(lang, path);
  return (
    <nav className={styles.steps} aria-label={t('steps.label', { title })}>
      <p className={styles.stepsTitle} lang={contentLanguage}>
        {title}
      </p>
      <ul>
        <li>
          <NavLink to={to(paths.creatorJourneyEdit(id))}>{t('steps.details')}</NavLink>
        </li>
        <li>
          <NavLink to={to(paths.creatorJourneyDepartures(id))}>{t('steps.departures')}</NavLink>
        </li>
        <li>
          <NavLink to={`${to(paths.creatorJourneyBookings())}?journey=${id}`}>{t('steps.bookings')}</NavLink>
        </li>
        <li>
          <NavLink to={to(paths.creatorJourneys())} end>
            {t('steps.all')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
