import { useTranslation } from 'react-i18next';
import type { Insights } from '../api';
import styles from './insights.module.css';
import { dateTimeFormat } from '../../../shared/lib/intl-format';

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { top: 10, right: 8, bottom: 24, left: 32 };

/**
 * Daily active guests and users as paired bars. Drawn as SVG (no script, no chart library); the
 * same numbers are in a table for screen readers and for whoever prefers them.
 */
export function DailyChart({ daily, days }: { daily: Insights['daily']; days: number }) {
  const { t, i18n } = useTranslation('admin');
  const max = Math.max(1, ...daily.flatMap((d) => [d.guests, d.users]));
  const slot = (WIDTH - PAD.left - PAD.right) / Math.max(1, daily.length);
  const bar = Math.max(1, slot / 2 - 1);
  const y = (value: number) => PAD.top + (HEIGHT - PAD.top - PAD.bottom) * (1 - value / max);
  const day = dateTimeFormat(i18n.resolvedLanguage, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const label = (date: string) => day.format(new Date(`${date}T00:00:00Z`));
  const average = (key: 'guests' | 'users') =>
    Math.round(daily.reduce((sum, d) => sum + d[key], 0) / Math.max(1, daily.length));
  const summary = t('insights.daily_summary', {
    days,
    guests: average('guests'),
    users: average('users'),
  });
  const every = Math.ceil(daily.length / 8);

  return (
    <figure className={styles.figure}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.chart} role="img" aria-label={summary}>
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} className={styles.axis} />
        <text x={PAD.left - 6} y={y(max) + 4} className={styles.tick} textAnchor="end">
          {max}
        </text>
        <text x={PAD.left - 6} y={y(0) + 4} className={styles.tick} textAnchor="end">
          0
        </text>
        {daily.map((d, i) => {
          const x = PAD.left + i * slot;
          return (
            <g key={d.date}>
              <rect x={x + 1} y={y(d.guests)} width={bar} height={y(0) - y(d.guests)} className={styles.guests} />
              <rect x={x + 1 + bar} y={y(d.users)} width={bar} height={y(0) - y(d.users)} className={styles.users} />
              {i % every === 0 ? (
                <text x={x + slot / 2} y={HEIGHT - 6} className={styles.tick} textAnchor="middle">
                  {label(d.date)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className={styles.legend}>
        <span className={styles.key}>
          <span className={`${styles.swatch} ${styles.guests}`} aria-hidden="true" /> {t('insights.guests')}
        </span>
        <span className={styles.key}>
          <span className={`${styles.swatch} ${styles.users}`} aria-hidden="true" /> {t('insights.users')}
        </span>
        <span>{summary}</span>
      </figcaption>
      <details className={styles.details}>
        <summary>{t('insights.show_table')}</summary>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('insights.date')}</th>
              <th scope="col">{t('insights.guests')}</th>
              <th scope="col">{t('insights.users')}</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((d) => (
              <tr key={d.date}>
                <th scope="row">{label(d.date)}</th>
                <td>{d.guests}</td>
                <td>{d.users}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
