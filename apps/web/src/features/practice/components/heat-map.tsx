import { useTranslation } from 'react-i18next';
import styles from './practice.module.css';
import { dateTimeFormat } from '../../../shared/lib/intl-format';

/**
 * Days as squares, a column per week (Monday on top), shaded by the share of practices done; each
 * square names its date and count for screen readers and on hover.
 */
export function HeatMap({
  days,
  today,
  total,
}: {
  days: { date: string; done: number[] }[];
  today: string;
  total: number;
}) {
  const { t, i18n } = useTranslation('practice');
  const format = dateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const weeks: (typeof days)[] = [];
  days.forEach((day, index) => {
    if (index % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1]!.push(day);
  });
  const level = (count: number) => (count === 0 ? 0 : Math.min(4, Math.ceil((count / Math.max(1, total)) * 4)));
  return (
    <div
      className={styles.heatmap}
      role="img"
      aria-label={t('progress.heatmap_label', { count: days.filter((d) => d.done.length).length })}
    >
      {weeks.map((week) => (
        <div key={week[0]!.date} className={styles.heatWeek}>
          {week.map((day) => (
            <span
              key={day.date}
              className={`${styles.heatDay} ${styles[`heat${level(day.done.length)}`] ?? ''} ${day.date > today ? styles.future : ''}`}
              title={t('progress.day_title', {
                date: format.format(new Date(`${day.date}T00:00:00Z`)),
                count: day.done.length,
              })}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
