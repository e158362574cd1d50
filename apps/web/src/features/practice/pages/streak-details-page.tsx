import { PRACTICE_LIMITS } from '@sangam/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { track } from '../../../shared/tracking';
import { PageFrame } from '../../../shared/ui/page-frame';
import { Skeleton } from '../../../shared/ui/skeleton';
import { trackerQuery } from '../api';
import { StreakSummary } from '../components/streak-summary';
import { practiceName } from '../labels';
import styles from '../components/practice.module.css';

/** Streak details: each practice's current and longest streak, freezes, and the milestones. */
export function Component() {
  const { t } = useTranslation('practice');
  const { lang = 'en' } = useParams();
  const tracker = useQuery(trackerQuery());
  useEffect(() => track('streak_view', {}), []);
  if (tracker.isPending) {
    return (
      <PageFrame title={t('pages.streak_details', { ns: 'common' })}>
        <Skeleton lines={5} label={t('details.loading')} />
      </PageFrame>
    );
  }
  if (tracker.isError) {
    return (
      <PageFrame title={t('pages.streak_details', { ns: 'common' })}>
        <p role="alert">{t('details.error')}</p>
      </PageFrame>
    );
  }
  const { overall, active_practices: practices } = tracker.data;
  return (
    <PageFrame title={t('pages.streak_details', { ns: 'common' })} lead={t('details.lead')}>
      <StreakSummary streak={overall} />
      <h2>{t('details.milestones')}</h2>
      <ol className={styles.milestones}>
        {PRACTICE_LIMITS.milestones.map((days) => (
          <li key={days} className={overall.longest >= days ? styles.reached : ''}>
            <span className={styles.milestoneBadge}>{days}</span>
            {overall.longest >= days
              ? t('details.reached', { count: days })
              : t('details.ahead', { count: days - overall.current })}
          </li>
        ))}
      </ol>
      <p className={styles.note}>{t('tracker.freeze_hint')}</p>
      {practices.length ? (
        <>
          <h2>{t('details.per_practice')}</h2>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('details.practice')}</th>
                <th scope="col">{t('details.current')}</th>
                <th scope="col">{t('details.longest')}</th>
                <th scope="col">{t('details.freezes')}</th>
              </tr>
            </thead>
            <tbody>
              {practices.map((p) => (
                <tr key={p.id}>
                  <th scope="row">{practiceName(t, p)}</th>
                  <td>{p.streak.current}</td>
                  <td>{p.streak.longest}</td>
                  <td>{p.streak.freezes}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <p>
          <Link className="button" to={localize(lang, paths.practiceSetup('streakdetails'))}>
            {t('tracker.setup_cta')}
          </Link>
        </p>
      )}
    </PageFrame>
  );
}
