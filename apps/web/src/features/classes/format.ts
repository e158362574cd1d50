import { dateInZone } from '../../shared/lib/time-zones';
import { dateTimeFormat, numberFormat } from '../../shared/lib/intl-format';
/** Prices, times and lengths of classes, in the active language's words and digits. */

/** A price in minor units as the language writes money (shared with every kind of booking). */
export { formatMoney as formatPrice } from '../../shared/lib/money';

/** 'Sun, 29 Mar' in the visitor's zone. */
export function formatDay(iso: string, language: string, timeZone: string): string {
  return dateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', timeZone }).format(new Date(iso));
}

/** '10:00 am' in the visitor's zone. */
export function formatTime(iso: string, language: string, timeZone: string): string {
  return dateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(iso));
}

/** 'Sunday, 29 March 2026, 10:00 am' in the visitor's zone. */
export function formatDateTime(iso: string, language: string, timeZone: string): string {
  return dateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}

/** The local date (YYYY-MM-DD) of an instant in a zone: slots are grouped by it. */
export function localDate(iso: string | Date, timeZone: string): string {
  return dateInZone(new Date(iso), timeZone);
}

/** '1 hr 30 min' style lengths through Intl's unit formats. */
export function formatDuration(minutes: number, language: string): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const unit = (value: number, name: 'hour' | 'minute') =>
    numberFormat(language, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  return [hours ? unit(hours, 'hour') : '', rest ? unit(rest, 'minute') : ''].filter(Boolean).join(' ');
}
