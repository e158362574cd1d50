import type { PanchangMonth } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useTradition } from '../../../shared/lib/calendar-tradition';
import { dateTimeFormat } from '../../../shared/lib/intl-format';
import { localize, paths } from '../../../shared/lib/paths';
import { festivalName } from '../festival-name';
import { festivalsFor, leadingBlanks, markOf, type CalendarMonth } from '../month-grid';
import styles from './month-grid.module.css';

/** Sunday to Saturday, any week will do: 2026-11-29 was a Sunday. */
const WEEK = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2026, 10, 29 + i)));

/**
 * The month as a wall calendar: a week per row on a wide screen, a list of days on a phone. Each day
 * is one link to its panchang page (so the keyboard moves day by day with Tab), holding the date,
 * the tithi at sunrise and the festivals the reader's tradition keeps; Ekadashi, Purnima and
 * Amavasya are marked, and today is `aria-current`.
 */
export function MonthGrid({ month, data, today }: { month: CalendarMonth; data: PanchangMonth; today: string }) {
  const { t, i18n } = useTranslation('practice');
  const { lang = 'en' } = useParams();
  // The reader's chosen tradition picks whose festivals each day names (the server's page: the language's).
  const tradition = useTradition(lang);
  const utc = { timeZone: 'UTC' } as const;
  const weekday = dateTimeFormat(i18n.language, { weekday: 'short', ...utc });
  const fullDate = dateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long', ...utc });
  const dayNumber = dateTimeFormat(i18n.language, { day: 'numeric', ...utc });
  return (
    <div className={styles.month}>
      <div className={styles.weekdays} aria-hidden="true">
        {WEEK.map((d) => (
          <span key={d.getUTCDay()}>{weekday.format(d)}</span>
        ))}
      </div>
      <ol className={styles.days}>
        {/* On a wide screen the 1st sits under its weekday; these cells are only seen, never read. */}
        {Array.from({ length: leadingBlanks(month) }, (_, i) => (
          <li key={`blank-${i}`} className={styles.blank} aria-hidden="true" />
        ))}
        {data.days.map((day) => {
          const at = new Date(`${day.date}T00:00:00Z`);
          const mark = markOf(day);
          const isToday = day.date === today;
          const tithi = t(`calendar.tithis.${day.tithi.id}` as 'calendar.tithis.pratipada');
          const paksha = t(`calendar.paksha.${day.paksha}`);
          return (
            <li
              key={day.date}
              className={[styles.day, mark ? styles[mark] : '', isToday ? styles.today : ''].join(' ')}
            >
              <Link to={localize(lang, paths.panchang(day.date))} aria-current={isToday ? 'date' : undefined}>
                <span className={styles.date}>
                  <span className={styles.number} aria-hidden="true">
                    {dayNumber.format(at)}
                  </span>
                  <span className={styles.weekday}>{fullDate.format(at)}</span>
                  {isToday ? <span className={styles.todayLabel}>{t('month_calendar.today')}</span> : null}
                </span>
                <span className={styles.tithi}>
                  {paksha} {tithi}
                </span>
                {festivalsFor(day, tradition).map((f) => (
                  <span key={`${f.id}-${f.name ?? ''}`} className={styles.festival}>
                    {festivalName(t, f)}
                  </span>
                ))}
              </Link>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
