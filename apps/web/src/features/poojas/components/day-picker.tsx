import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../shared/ui/skeleton';
import { poojaDaysQuery } from '../api';
import { poojaFailure } from '../messages';
import { dateIn, plusDays } from '../temple-clock';
import styles from './poojas.module.css';
import { dateTimeFormat } from '../../../shared/lib/intl-format';
import { zoneName } from '../../../shared/lib/time-zones';
import { FullTargets } from '../../waitlists';

/** Two weeks of days at a time: a screenful of day buttons on a phone. */
const WINDOW_DAYS = 14;

/** A date of the temple's calendar in the reader's words: 'Thu, 2 Apr'. */
/** A day tile's two lines: the weekday, then the date (one line each, so every tile reads alike). */
function tileParts(day: string, language: string) {
  const date = new Date(`${day}T00:00:00Z`);
  return {
    weekday: dateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(date),
    date: dateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date),
  };
}

export function formatTempleDay(day: string, language: string, long = false): string {
  return dateTimeFormat(language, {
    weekday: long ? 'long' : 'short',
    day: 'numeric',
    month: long ? 'long' : 'short',
    ...(long ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * The days a pooja can be booked on, two weeks at a time, each with the places left of the temple's
 * daily limit. Days are the temple's calendar; days too soon, too far or full are not offered.
 */
export function DayPicker({
  slug,
  templeZone,
  selected,
  onSelect,
}: {
  slug: string;
  templeZone: string;
  selected: string | null;
  onSelect: (day: string) => void;
}) {
  const { t, i18n } = useTranslation('poojas');
  const language = i18n.resolvedLanguage ?? 'en';
  const today = dateIn(new Date(), templeZone);
  const [from, setFrom] = useState(today);
  const to = plusDays(from, WINDOW_DAYS - 1);
  const days = useQuery(poojaDaysQuery(slug, from, to));

  const latest = days.data?.latest;
  const open = days.data?.results.filter((d) => d.bookable) ?? [];
  const full = days.data?.results.filter((d) => d.reason === 'full') ?? [];

  return (
    <div>
      <p className={styles.meta}>{t('days.zone', { zone: zoneName(templeZone, language) })}</p>
      <div className={styles.weekNav}>
        <p aria-live="polite">
          {t('days.range', { from: formatTempleDay(from, language), to: formatTempleDay(to, language) })}
        </p>
        <button
          type="button"
          className="button button-secondary"
          disabled={from <= today}
          onClick={() => setFrom(plusDays(from, -WINDOW_DAYS) < today ? today : plusDays(from, -WINDOW_DAYS))}
        >
          {t('days.earlier')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={latest !== undefined && to >= latest}
          onClick={() => setFrom(plusDays(from, WINDOW_DAYS))}
        >
          {t('days.later')}
        </button>
      </div>
      {days.isPending ? (
        <Skeleton lines={2} label={t('loading', { ns: 'common' })} />
      ) : days.isError ? (
        <p role="alert">{poojaFailure(days.error, 'load')}</p>
      ) : open.length === 0 ? (
        <p className={styles.notice}>{t('days.none')}</p>
      ) : (
        <ul className={styles.days}>
          {open.map((d) => {
            const tile = tileParts(d.day, language);
            return (
              <li key={d.day}>
                <button
                  type="button"
                  className={styles.day}
                  aria-pressed={d.day === selected}
                  onClick={() => onSelect(d.day)}
                >
                  <span className={styles.dayDate}>{tile.date}</span>
                  <span>{tile.weekday}</span>
                  <span className={styles.places}>{t('days.places_left', { count: d.places_left })}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {full.length > 0 ? <FullDays slug={slug} days={full.map((d) => d.day)} /> : null}
    </div>
  );
}

/** The full days shown, each with its waitlist: a place that comes back is held for the first in line. */
function FullDays({ slug, days }: { slug: string; days: string[] }) {
  const { t, i18n } = useTranslation('waitlists');
  const language = i18n.resolvedLanguage ?? 'en';
  const items = days.map((day) => ({
    key: day,
    label: formatTempleDay(day, language, true),
    target: { pooja: slug, day },
  }));
  return <FullTargets kind="pooja" intro={t('full_days')} items={items} maxSeats={1} askName />;
}
