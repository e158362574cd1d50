import { addDays } from '@sangam/contracts';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber, monthBounds, weekdayNames, weekdayOf } from '../../../creator';
import styles from '../../../../shared/ui/host-forms.module.css';

/** What the calendar shows of one night of one package (saved state with the unsaved changes on top). */
export interface NightView {
  night: string;
  capacity: number;
  ownCapacity: boolean;
  guests: number;
  closed: boolean;
  offered: boolean;
  past: boolean;
  changed: boolean;
}

/**
 * A month of nights as a WAI-ARIA grid: one Tab stop; the arrow keys move by day and week, Home and
 * End to the week's ends, Page Up and Page Down by month; Space or Enter selects a night. Each night
 * says its places taken and capacity, and whether it is closed; nights in the past or that the
 * retreat's dates do not offer cannot be selected.
 */
export function NightCalendar({
  month,
  nights,
  selected,
  focusDay,
  labelledBy,
  onFocusDay,
  onToggle,
  onMonth,
}: {
  month: string;
  /** The nights by date; a date missing is still loading. */
  nights: Map<string, NightView>;
  selected: ReadonlySet<string>;
  focusDay: string;
  labelledBy: string;
  onFocusDay: (day: string) => void;
  onToggle: (day: string) => void;
  /** Moves to another month, focusing `day` in it. */
  onMonth: (day: string) => void;
}) {
  const { t, i18n } = useTranslation(['retreat-host', 'common']);
  const language = i18n.resolvedLanguage ?? 'en';
  const gridRef = useRef<HTMLTableElement>(null);
  const { first, last } = monthBounds(month);
  const short = weekdayNames(language, 'short');
  const long = weekdayNames(language, 'long');
  const narrow = weekdayNames(language, 'narrow');

  // Weeks from Monday: blanks before the first and after the last day.
  const days: Array<string | null> = [...Array.from({ length: weekdayOf(first) }, () => null)];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  while (days.length % 7) days.push(null);
  const weeks = Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));

  // The focus follows the focused day when the person is moving inside the grid (to another month
  // too: the day they left is gone from the page by then, so the key press is remembered).
  const moving = useRef(false);
  useEffect(() => {
    const grid = gridRef.current;
    if (!grid || !(moving.current || grid.contains(document.activeElement))) return;
    moving.current = false;
    grid.querySelector<HTMLElement>(`[data-night="${focusDay}"]`)?.focus();
  }, [focusDay, month]);

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(focusDay, -1),
      ArrowRight: () => addDays(focusDay, 1),
      ArrowUp: () => addDays(focusDay, -7),
      ArrowDown: () => addDays(focusDay, 7),
      Home: () => addDays(focusDay, -weekdayOf(focusDay)),
      End: () => addDays(focusDay, 6 - weekdayOf(focusDay)),
      PageUp: () => sameDayIn(focusDay, -1),
      PageDown: () => sameDayIn(focusDay, 1),
    };
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      onToggle(focusDay);
      return;
    }
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moving.current = true;
    const next = move();
    if (next.slice(0, 7) === month) onFocusDay(next);
    else onMonth(next);
  }

  function describe(view: NightView | undefined, day: string): string {
    const parts = [formatDate(day, language, true)];
    if (!view) parts.push(t('common:loading'));
    else if (!view.offered) parts.push(t('availability.cell_not_offered'));
    else {
      parts.push(t('availability.cell_taken', { taken: view.guests, capacity: view.capacity }));
      parts.push(view.closed ? t('availability.cell_closed') : t('availability.cell_open'));
      if (view.ownCapacity) parts.push(t('availability.cell_own'));
    }
    if (view?.past) parts.push(t('availability.cell_past'));
    if (view?.changed) parts.push(t('availability.cell_changed'));
    return parts.join(', ');
  }

  return (
    <table
      ref={gridRef}
      role="grid"
      aria-labelledby={labelledBy}
      aria-multiselectable="true"
      className={styles.calendar}
      onKeyDown={onKeyDown}
    >
      <thead>
        <tr>
          {short.map((name, i) => (
            <th key={name} scope="col" role="columnheader">
              <span aria-hidden="true" className={styles.dayShort}>
                {name}
              </span>
              <span aria-hidden="true" className={styles.dayNarrow}>
                {narrow[i]}
              </span>
              <span className="visually-hidden">{long[i]}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.find(Boolean) ?? ''}>
            {week.map((day, i) => {
              if (!day) return <td key={`blank-${i}`} role="gridcell" className={styles.blank} />;
              const view = nights.get(day);
              const selectable = Boolean(view && view.offered && !view.past);
              const full = view ? view.offered && view.guests >= view.capacity : false;
              const classes = [
                styles.night,
                !view || !view.offered ? styles.nightOff : '',
                view?.past ? styles.nightPast : '',
                view?.closed && view.offered ? styles.nightClosed : '',
                full && !view?.closed ? styles.nightFull : '',
                view?.changed ? styles.nightChanged : '',
                selected.has(day) ? styles.nightSelected : '',
              ];
              return (
                <td
                  key={day}
                  role="gridcell"
                  data-night={day}
                  tabIndex={day === focusDay ? 0 : -1}
                  aria-selected={selectable ? selected.has(day) : undefined}
                  aria-disabled={selectable ? undefined : true}
                  aria-label={describe(view, day)}
                  className={classes.filter(Boolean).join(' ')}
                  onClick={() => {
                    onFocusDay(day);
                    if (selectable) onToggle(day);
                  }}
                >
                  <span className={styles.dayNumber} aria-hidden="true">
                    {formatNumber(Number(day.slice(8)), language)}
                  </span>
                  {view && view.offered ? (
                    <span className={styles.dayPlaces} aria-hidden="true">
                      {view.closed
                        ? '✕'
                        : `${formatNumber(view.guests, language)}/${formatNumber(view.capacity, language)}`}
                    </span>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The same day of the month `delta` months away (the month's last day when it is shorter). */
function sameDayIn(day: string, delta: number): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const target = new Date(Date.UTC(year, month - 1 + delta, 1)).toISOString().slice(0, 7);
  const { last } = monthBounds(target);
  const candidate = `${target}-${day.slice(8)}`;
  return candidate > last ? last : candidate;
}
