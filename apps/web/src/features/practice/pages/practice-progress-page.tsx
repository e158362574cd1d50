import { addDays } from '@sangam/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { track } from '../../../shared/tracking';
import { PageFrame } from '../../../shared/ui/page-frame';
import { Skeleton } from '../../../shared/ui/skeleton';
import { progressQuery, trackerQuery } from '../api';
import { HeatMap } from '../components/heat-map';
import { StreakSummary } from '../components/streak-summary';
import { WeeklyChart } from '../components/weekly-chart';
import { practiceName } from '../labels';
import styles from '../components/practice.module.css';

const WEEKS = 26;

/** Progress: half a year as a calendar heat map, totals, and the last eight weeks per practice. */
export function Component() {
  const { t } = useTranslation('practice');
  const { lang = 'en' } = useParams();
  const tracker = useQuery(trackerQuery());
  const today = tracker.data?.today;
  // Whole weeks, Monday first, ending with this week.
  const weekday = today ? (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7 : 0;
  const from = today ? addDays(today, -weekday - (WEEKS - 1) * 7) : '';
  const progress = useQuery({ ...progressQuery(from, today ?? ''), enabled: Boolean(today) });

  useEffect(() => track('progress_view', {}), []);

  if (tracker.isPending || (today && progress.isPending)) {
    return (
      <PageFrame title={t('pages.practice_progress', { ns: 'common' })}>
        <Skeleton lines={8} label={t('progress.loading')} />
      </PageFrame>
    );
  }
  if (tracker.isError || progress.isError || !progress.data) {
    return (
      <PageFrame title={t('pages.practice_progress', { ns: 'common' })}>
        <p role="alert">{t('progress.error')}</p>
      </PageFrame>
    );
  }
  const data = progress.data;
  const marks = data.practices.reduce((sum, p) => sum + p.total, 0);
  return (
    <PageFrame title={t('pages.practice_progress', { ns: 'common' })} lead={t('progress.lead')} wide>
      <StreakSummary streak={data.overall} />
      <dl className={styles.totals}>
        <div>
          <dt>{t('progress.days_practised')}</dt>
          <dd>{data.days_practised}</dd>
        </div>
        <div>
          <dt>{t('progress.marks')}</dt>
          <dd>{marks}</dd>
        </div>
      </dl>
      <h2>{t('progress.heatmap')}</h2>
      <HeatMap
        days={data.days}
        today={today!}
        since={data.since}
        total={data.practices.filter((p) => p.active).length}
      />
      <h2>{t('progress.weekly')}</h2>
      {data.practices.length ? (
        data.practices.map((p) => (
          <WeeklyChart key={p.id} name={practiceName(t, p)} total={p.total} weeks={p.weekly.slice(-8)} />
        ))
      ) : (
        <p>{t('progress.empty')}</p>
      )}
      <p>
        <Link to={localize(lang, paths.practiceTracker())}>{t('progress.back')}</Link>
      </p>
    </PageFrame>
  );
}
