import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { PagePrefetch } from '../../../shared/lib/page-prefetch';
import { useHydrated } from '../../../shared/lib/use-hydrated';
import { localize, paths } from '../../../shared/lib/paths';
import { isAuthenticated, useSession } from '../../../shared/session/session-store';
import { track } from '../../../shared/tracking';
import { PageFrame } from '../../../shared/ui/page-frame';
import { trackerQuery } from '../api';
import { PracticeList } from '../components/practice-list';
import { StreakSummary } from '../components/streak-summary';
import { ReminderOnThisDevice } from '../components/reminder-on-this-device';
import { prefetchToday, TodayPanel } from '../components/today-panel';
import styles from '../components/practice.module.css';

/**
 * The daily practice landing: today's content for everyone; a guest who has set up practice keeps
 * it here under the guest id (and is invited to an account to keep it safe); others are invited to
 * set up.
 */
export function Component() {
  const { t } = useTranslation('practice');

  useEffect(() => track('landing_view', { page: 'daily-dharma' }), []);

  return (
    <PageFrame title={t('pages.daily_dharma', { ns: 'common' })} lead={t('landing.lead')}>
      <YourPractice />
      <TodayPanel />
    </PageFrame>
  );
}

/**
 * The visitor's practices, or the invitation to set them up. A guest's practices are kept under the
 * guest id, which only the browser has: the server's page shows the invitation, and the tracker is
 * asked for once the page is adopted. A part of its own, so that only it renders again then.
 */
function YourPractice() {
  const { t } = useTranslation('practice');
  const { lang = 'en' } = useParams();
  const session = useSession();
  const signedIn = isAuthenticated(session);
  const tracker = useQuery({ ...trackerQuery(), enabled: useHydrated() });
  const practices = tracker.data?.active_practices ?? [];

  return practices.length && !signedIn ? (
    <>
      <StreakSummary streak={tracker.data!.overall} />
      <PracticeList practices={practices} />
      <aside className={styles.invite}>
        <p>{t('landing.guest_note')}</p>
        <Link className="button" to={localize(lang, paths.register())}>
          {t('landing.signup')}
        </Link>
        <Link to={localize(lang, paths.practiceSetup('daily-dharma'))}>{t('tracker.edit')}</Link>
      </aside>
      {/* The guest's tracker: their reminder reaches them only on a device they turn it on for. */}
      {tracker.data!.reminders_enabled ? <ReminderOnThisDevice /> : null}
    </>
  ) : practices.length ? (
    <p>
      <Link className="button" to={localize(lang, paths.practiceTracker())}>
        {t('landing.tracker_cta')}
      </Link>
    </p>
  ) : (
    <aside className={styles.invite}>
      <h2>{t('landing.invite_title')}</h2>
      <p>{t('landing.invite_body')}</p>
      <Link
        className="button"
        to={localize(lang, paths.practiceSetup('daily-dharma'))}
        onClick={() => track('click_cta', { action: 'practice_setup', from: 'daily-dharma' })}
      >
        {t('landing.invite_cta')}
      </Link>
    </aside>
  );
}

/** Today's content and the visitor's practice (a guest's too, under the guest id) at once. */
export const prefetch: PagePrefetch = (args) =>
  Promise.all([args.onServer ? null : args.queryClient.prefetchQuery(trackerQuery()), prefetchToday(args)]);
