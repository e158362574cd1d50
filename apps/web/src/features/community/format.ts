import { dateTimeFormat } from '../../shared/lib/intl-format';
/**
 * 'MMM D, YYYY, h:mm A' (spec section 9), in the active locale's words and digits, in the reader's
 * zone; in a given zone (the server's render) with that zone's name after it.
 */
export function formatPostDate(iso: string, language: string, timeZone?: string): string {
  return dateTimeFormat(language, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone, timeZoneName: 'short' } : {}),
  }).format(new Date(iso));
}

/** The month and year someone joined ('November 2026'), in the active locale, in the reader's zone. */
export function formatJoined(iso: string, language: string, timeZone?: string): string {
  return dateTimeFormat(language, { month: 'long', year: 'numeric', ...(timeZone ? { timeZone } : {}) }).format(
    new Date(iso),
  );
}
