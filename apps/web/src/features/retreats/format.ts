import { dateInZone } from '../../shared/lib/time-zones';
import { dateTimeFormat } from '../../shared/lib/intl-format';
import { formatCalendarDate } from '../../shared/lib/format-calendar-date';
/**
 * Dates, times and money of retreats in the active language. A retreat's dates are calendar dates of
 * its place ('YYYY-MM-DD'): they are formatted as such (in UTC, so no zone moves them a day), and
 * "today" is today at the retreat's place.
 */

/** A price in minor units as the language writes money (shared with every kind of booking). */
export { formatMoney } from '../../shared/lib/money';

export {
  formatCalendarRange as formatDateRange,
  formatCalendarMonth as formatMonth,
} from '../../shared/lib/format-calendar-date';

/** 'Mon, 28 Dec 2026' */
export const formatDate = (date: string, language: string, weekday = true) =>
  formatCalendarDate(date, language, weekday);

/** A time of the daily schedule ('05:30', the retreat's own clock) as the language writes times. */
export function formatClock(time: string, language: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return dateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(1970, 0, 1, hours, minutes)),
  );
}

/** The zone's name in the language ('India Standard Time'), for saying which clock the times follow. */
export function zoneName(timeZone: string, language: string): string {
  try {
    const parts = dateTimeFormat(language, { timeZone, timeZoneName: 'long' }).formatToParts(new Date());
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** Today's date (YYYY-MM-DD) in a zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return dateInZone(now, timeZone);
}

export { languageName } from '../../shared/i18n/language-name';

/** A country's or a list's words joined as the language joins them ('Hindi and English'). */
export { joinList } from '../../shared/i18n/odia-intl';
