import { useTranslation } from 'react-i18next';
import styles from './practice.module.css';
import { dateTimeFormat } from '../../../shared/lib/intl-format';

/** One practice's last weeks as bars (days done out of 7), with the numbers as a table for all. */
export function WeeklyChart({
  name,
  total,
  weeks,
}: {
  name: string;
  total: number;
  weeks: { week_start: string; count: number }[];
}) {
  const { t, i18n } = useTranslation('practice');
  const format = dateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return (
    <figure className={styles.chart}>
      <figcaption>
        <strong>{name}</strong> · {t('progress.total', { count: total })}
      </figcaption>
      <table className={styles.bars}>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">{t('progress.week_of')}</th>
            <th scope="col">{t('progress.days_done')}</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.week_start}>
              <th scope="row">{format.format(new Date(`${week.week_start}T00:00:00Z`))}</th>
              <td>
                <span className={styles.bar} style={{ inlineSize: `${(week.count / 7) * 100}%` }} />
                <span className={styles.barValue}>{week.count}/7</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
