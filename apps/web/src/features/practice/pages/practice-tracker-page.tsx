import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { track } from '../../../shared/tracking';
import { PageFrame } from '../../../shared/ui/page-frame';
import { Skeleton } from '../../../shared/ui/skeleton';
import { trackerQuery } from '../api';
import { PracticeList } from '../components/practice-list';
import { StreakSummary } from '../components/streak-summary';
import { TodayPanel } from '../components/today-panel';
import { useLocalDate } from '../use-local-date';
import styles from '../components/practice.module.css';

/** My Sadhana: today's practices to mark, the streaks, and today's sankalp, mantra and calendar. */
export function Component() {
  const { t } = useTranslation('practice');
  const { lang = 'en' } = useParams();
  const tracker = useQuery(trackerQuery());
  const date = useLocalDate(tracker.data?.today);

  useEffect(() => track('tracker_view', {}), []);

  return (
    <PageFrame
      title={t('pages.practice_tracker', { ns: 'common' })}
      lead={date ? t('tracker.today', { date }) : undefined}
    >
      {tracker.isPending ? (
        <Skeleton lines={5} label={t('tracker.loading')} />
      ) : tracker.isError ? (
        <p role="alert">{t('tracker.load_error')}</p>
      ) : tracker.data.active_practices.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('tracker.empty')}</p>
          <Link className="button" to={localize(lang, paths.practiceSetup('tracker'))}>
            {t('tracker.setup_cta')}
          </Link>
        </div>
      ) : (
        <>
          <StreakSummary streak={tracker.data.overall} />
          <PracticeList practices={tracker.data.active_practices} />
          <nav className={styles.links} aria-label={t('tracker.links_label')}>
            <Link to={localize(lang, paths.practiceSetup('tracker'))}>{t('tracker.edit')}</Link>
            <Link to={localize(lang, paths.practiceProgress())}>{t('tracker.progress')}</Link>
            <Link to={localize(lang, paths.streakDetails())}>{t('tracker.details')}</Link>
            {/* An account's reminder goes by the channels chosen on the profile (app, devices, mail). */}
            {tracker.data.reminders_enabled ? (
              <Link to={`${localize(lang, paths.profile())}#notifications`}>{t('setup.reminder_settings_link')}</Link>
            ) : null}
          </nav>
        </>
      )}
      <TodayPanel />
    </PageFrame>
  );
}
