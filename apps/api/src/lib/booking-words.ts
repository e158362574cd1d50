import { localDateTimeFormat } from '@sangam/contracts';

/*
 * Times, days and amounts as a reader's language writes them, in a booking's mails and in the
 * notifications made from its data (notifications/texts.ts). They live below the modules so that the
 * texts of notifications never import a kind's mail module, which itself writes notifications.
 */

/** "Saturday, 14 March 2026, 9:00–10:00 am IST" in the reader's language and zone ("सुबह 9:00–10:00"). */
export function formatWhen(start: Date, end: Date, language: string, timeZone: string): string {
  const format = localDateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });
  return format.formatRange(start, end);
}

/** "Sunday, 29 March 2026" in the reader's language: a date of the temple's calendar, no time. */
export function formatPoojaDay(day: string, language: string): string {
  return localDateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** "1–8 March 2026" in the reader's language: the first night to the day of leaving (calendar dates). */
export function formatStay(start: string, end: string, language: string): string {
  const format = localDateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return format.formatRange(new Date(`${start}T00:00:00Z`), new Date(`${end}T00:00:00Z`));
}

/** An amount in integer minor units as the reader's language writes it ("₹4,500.00", "₹४,५००.००"). */
export function formatMoney(minor: number, currency: string, language: string): string {
  const format = new Intl.NumberFormat(language, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

/** The minutes a held booking has left to be paid, counted from `now` (at least 1); 0 when nothing is held. */
export function holdMinutesLeft(holdExpiresAt: Date | string | null, now: Date): number {
  if (!holdExpiresAt) return 0;
  return Math.max(1, Math.round((new Date(holdExpiresAt).getTime() - now.getTime()) / 60_000));
}
