import { addDays } from '@sangam/contracts';
import type { Slot } from '@sangam/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { slotsQuery } from '../api';
import { formatDay, formatTime, localDate } from '../format';
import { bookingFailure } from '../messages';
import { FullTargets } from '../../waitlists';
import { CardSkeletons } from './card-skeletons';
import styles from './classes.module.css';

/** How many weeks ahead the picker pages (the tutor's horizon usually ends sooner). */
const MAX_WEEKS = 26;

/** Slots grouped by their local date in the visitor's zone, in order. */
function groupByDay(slots: Slot[], zone: string): Array<[string, Slot[]]> {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const day = localDate(slot.start, zone);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days];
}

/**
 * A week of a class's open times in the visitor's zone, a button per time (pressed when chosen),
 * with the previous and next weeks. Seats left are shown for group classes; with `waitlist`, the
 * week's full times follow, each with its waitlist.
 */
export function SlotPicker({
  slug,
  zone,
  capacity,
  selected,
  onSelect,
  waitlist = false,
}: {
  slug: string;
  zone: string;
  capacity: number;
  selected: string | null;
  onSelect: (slot: Slot) => void;
  /** Lists the week's full times, each with "Join the waitlist" (booking, not moving a booking). */
  waitlist?: boolean;
}) {
  const { t, i18n } = useTranslation('classes');
  const { t: tw } = useTranslation('waitlists');
  const language = i18n.resolvedLanguage ?? 'en';
  const today = localDate(new Date(), zone);
  const [week, setWeek] = useState(0);
  const from = addDays(today, week * 7);
  const to = addDays(from, 6);
  const slots = useQuery(slotsQuery(slug, from, to, zone));

  return (
    <div>
      <div className={styles.weekNav}>
        <button
          type="button"
          className="button button-secondary"
          disabled={week === 0}
          onClick={() => setWeek((w) => Math.max(0, w - 1))}
        >
          {t('slots.previous_week')}
        </button>
        <p className={styles.meta} aria-live="polite">
          {t('slots.week_range', {
            from: formatDay(`${from}T12:00:00Z`, language, 'UTC'),
            to: formatDay(`${to}T12:00:00Z`, language, 'UTC'),
          })}
        </p>
        <button
          type="button"
          className="button button-secondary"
          disabled={week >= MAX_WEEKS}
          onClick={() => setWeek((w) => w + 1)}
        >
          {t('slots.next_week')}
        </button>
      </div>
      {slots.isPending ? (
        <CardSkeletons count={3} short />
      ) : slots.isError ? (
        <p role="alert">{bookingFailure(slots.error, 'load')}</p>
      ) : slots.data.results.length === 0 ? (
        <p className={styles.notice}>{t('slots.none_this_week')}</p>
      ) : (
        <ul className={styles.days}>
          {groupByDay(slots.data.results, zone).map(([day, daySlots]) => (
            <li key={day} className={styles.day}>
              <h3>{formatDay(daySlots[0]!.start, language, zone)}</h3>
              <ul className={styles.slots}>
                {daySlots.map((slot) => {
                  const chosen = selected !== null && new Date(selected).getTime() === new Date(slot.start).getTime();
                  return (
                    <li key={slot.start}>
                      <button
                        type="button"
                        className={styles.slot}
                        aria-pressed={chosen}
                        onClick={() => onSelect(slot)}
                      >
                        {formatTime(slot.start, language, zone)}
                        {capacity > 1 ? (
                          <span className={styles.seats}>{t('slots.seats_left', { count: slot.seats_left })}</span>
                        ) : null}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {waitlist && slots.data ? (
        <FullTargets
          kind="class"
          intro={tw('full_sittings')}
          maxSeats={1}
          items={slots.data.full.map((sitting) => ({
            key: sitting.start,
            label: `${formatDay(sitting.start, language, zone)}, ${formatTime(sitting.start, language, zone)}`,
            target: { class: slug, start: sitting.start },
          }))}
        />
      ) : null}
    </div>
  );
}
