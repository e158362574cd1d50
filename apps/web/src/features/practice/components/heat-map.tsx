import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './practice.module.css';
import { dateTimeFormat } from '../../../shared/lib/intl-format';

/**
 * Days as squares, a column per week (Monday on top), shaded by the share of practices done; each
 * square names its date and count for screen readers and on hover. Days before the person began
 * (`since`) are blank, not missed. Wider than a phone, it opens scrolled to this week.
 */
export function HeatMap({
  days,
  today,
  since,
  total,
}: {
  days: { date: string; done: number[] }[];
  today: string;
  since: string | null;
  total: number;
}) {
  const { t, i18n } = useTranslation('practice');
  const map = useRef<HTMLDivElement>(null);
  // The newest week is at the end: show it first (before the browser paints), older weeks to the left.
  useLayoutEffect(() => {
    if (map.current) map.current.scrollLeft = map.current.scrollWidth;
  }, [days.length]);
  const format = dateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const weeks: (typeof days)[] = [];
  days.forEach((day, index) => {
    if (index % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1]!.push(day);
  });
  const level = (count: number) => (count === 0 ? 0 : Math.min(4, Math.ceil((count / Math.max(1, total)) * 4)));
  const before = (date: string) => since === null || date < since;
  return (
    <div
      ref={map}
      className={styles.heatmap}
      role="img"
      aria-label={t('progress.heatmap_label', { count: days.filter((d) => d.done.length).length })}
    >
      {weeks.map((week) => (
        <div key={week[0]!.date} className={styles.heatWeek}>
          {week.map((day) => {
            const date = format.format(new Date(`${day.date}T00:00:00Z`));
            const unmarked = before(day.date) && day.done.length === 0;
            const shade = unmarked ? styles.beforeStart : (styles[`heat${level(day.done.length)}`] ?? '');
            return (
              <span
                key={day.date}
                className={`${styles.heatDay} ${shade} ${day.date > today ? styles.future : ''}`}
                title={
                  unmarked
                    ? t('progress.day_before_start', { date })
                    : t('progress.day_title', { date, count: day.done.length })
                }
              />
            );
          })}
        </div>
      ))}
    </div>
  );
}
