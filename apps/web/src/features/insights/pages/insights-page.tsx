import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../shared/api/error-messages';
import { Dropdown } from '../../../shared/ui/dropdown/dropdown';
import { FormMessage } from '../../../shared/ui/form';
import { PageFrame } from '../../../shared/ui/page-frame';
import { Skeleton } from '../../../shared/ui/skeleton';
import { insightsQuery, type Insights } from '../api';
import { DailyChart } from '../components/daily-chart';
import { Funnel } from '../components/funnel';
import styles from '../components/insights.module.css';

const PERIODS = [7, 30, 90];

function RateTable<T extends Record<string, string | number>>({
  rows,
  columns,
  caption,
}: {
  rows: T[];
  columns: Array<{ key: keyof T & string; label: string }>;
  caption: string;
}) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key} scope="col">
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            {columns.map((c, j) =>
              j === 0 ? (
                <th key={c.key} scope="row">
                  {row[c.key]}
                </th>
              ) : (
                <td key={c.key}>{row[c.key]}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Sections({ data }: { data: Insights }) {
  const { t } = useTranslation('admin');
  const empty = <p>{t('insights.empty')}</p>;
  return (
    <div className={styles.grid}>
      <section className={styles.card} aria-labelledby="insights-daily">
        <h2 id="insights-daily">{t('insights.daily_heading')}</h2>
        <DailyChart daily={data.daily} days={data.days} />
      </section>
      <section className={styles.card} aria-labelledby="insights-funnel">
        <h2 id="insights-funnel">{t('insights.funnel_heading')}</h2>
        <Funnel funnel={data.funnel} />
      </section>
      <section className={styles.card} aria-labelledby="insights-nudges">
        <h2 id="insights-nudges">{t('insights.nudges_heading')}</h2>
        {data.nudges.length
          ? RateTable({
              rows: data.nudges,
              caption: t('insights.nudges_heading'),
              columns: [
                { key: 'nudge', label: t('insights.nudge') },
                { key: 'shown', label: t('insights.shown') },
                { key: 'clicked', label: t('insights.clicked') },
                { key: 'converted', label: t('insights.converted') },
              ],
            })
          : empty}
      </section>
      <section className={styles.card} aria-labelledby="insights-videos">
        <h2 id="insights-videos">{t('insights.videos_heading')}</h2>
        {data.top_videos.length
          ? RateTable({
              rows: data.top_videos,
              caption: t('insights.videos_heading'),
              columns: [
                { key: 'video_id', label: t('insights.video') },
                { key: 'starts', label: t('insights.starts') },
                { key: 'completes', label: t('insights.completes') },
              ],
            })
          : empty}
      </section>
    </div>
  );
}

/** The team's view of how the app is used (admin only), from the events table. */
export function Component() {
  const { t } = useTranslation(['admin', 'common']);
  const [days, setDays] = useState(30);
  const insights = useQuery(insightsQuery(days));
  return (
    <PageFrame title={t('common:pages.admin_insights')} lead={t('insights.lead')} wide>
      <div className={styles.toolbar}>
        <Dropdown
          label={t('insights.period')}
          options={PERIODS.map((n) => ({ value: String(n), label: t('insights.days', { count: n }) }))}
          value={String(days)}
          clearable={false}
          onChange={(value) => value && setDays(Number(value))}
        />
      </div>
      {insights.isPending ? <Skeleton lines={8} label={t('common:loading')} /> : null}
      {insights.isError ? (
        <FormMessage kind="error">{describeApiError(insights.error).form ?? t('insights.failed')}</FormMessage>
      ) : null}
      {insights.data ? <Sections data={insights.data} /> : null}
    </PageFrame>
  );
}
