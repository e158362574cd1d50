import { hasFestivalPage, type PanchangDay } from '@sangam/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { dateTimeFormat } from '../../../shared/lib/intl-format';
import { localize, paths } from '../../../shared/lib/paths';
import { track } from '../../../shared/tracking';
import { festivalName } from '../festival-name';
import { DayTimings } from './day-timings';
import { SunMoonTimes } from './sun-moon-times';
import styles from './practice.module.css';

/**
 * Today's tithi, nakshatra, month, samvat, sun and moon, the day's timings, and its festivals, for the person's
 * city when the page knows where they are (else Kolkata, said so).
 */
export function DayCalendar({ day, city }: { day: PanchangDay; city: string | null }) {
  const { t, i18n } = useTranslation('practice');
  const { lang = 'en' } = useParams();
  const festivalIds = day.festivals.map((f) => f.name ?? f.id).join(',');
  useEffect(() => {
    if (festivalIds) track('festival_view', { festivals: festivalIds, date: day.date });
  }, [festivalIds, day.date]);
  const time = dateTimeFormat(i18n.language, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: day.place.time_zone,
  });
  const at = (iso: string | null) => (iso ? time.format(new Date(iso)) : '—');
  const tithi = t(`calendar.tithis.${day.tithi.id}` as 'calendar.tithis.pratipada');
  const paksha = t(`calendar.paksha.${day.tithi.paksha}`);
  const month = t(`calendar.months.${day.purnimanta_month.id}` as 'calendar.months.chaitra');
  return (
    <section className={styles.card} aria-labelledby="today-calendar">
      <h2 id="today-calendar">{t('today.calendar')}</h2>
      <dl className={styles.facts}>
        <dt>{t('today.tithi')}</dt>
        <dd>
          {paksha} {tithi}
          {day.tithi.ends_at ? (
            <span className={styles.until}> {t('today.until', { time: at(day.tithi.ends_at) })}</span>
          ) : null}
        </dd>
        <dt>{t('today.nakshatra')}</dt>
        <dd>{t(`calendar.nakshatras.${day.nakshatra.id}` as 'calendar.nakshatras.ashwini')}</dd>
        <dt>{t('today.month')}</dt>
        <dd>
          {day.purnimanta_month.adhika ? t('calendar.adhika', { month }) : month}
          {' · '}
          {t('today.samvat', { year: day.vikram_samvat })}
        </dd>
        <SunMoonTimes day={day} at={at} />
      </dl>
      <DayTimings day={day} at={at} />
      <h3 className={styles.subheading}>{t('today.festivals')}</h3>
      {day.festivals.length ? (
        <ul className={styles.festivals}>
          {day.festivals.map((f) => (
            <li key={`${f.id}-${f.name ?? ''}`}>
              {/* A yearly festival has its page: the date's rule, both traditions' days, the calendar link. */}
              {hasFestivalPage(f.id) ? (
                <Link to={localize(lang, paths.festival(f.id, Number(f.date.slice(0, 4))))}>{festivalName(t, f)}</Link>
              ) : (
                festivalName(t, f)
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.note}>{t('today.no_festival')}</p>
      )}
      <p className={styles.note}>
        {city ? `${t('today.place', { city })} · ${t('today.month_note')}` : t('today.place_note')}
      </p>
      <p>
        <Link to={localize(lang, paths.panchang())}>{t('panchang_day.full_day')}</Link>
      </p>
    </section>
  );
}
