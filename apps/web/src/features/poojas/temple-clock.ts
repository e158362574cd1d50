import { dateInZone } from '../../shared/lib/time-zones';
import { dateTimeFormat } from '../../shared/lib/intl-format';
/**
 * A temple's clock and the visitor's: temples list their timings and aartis on their own clock
 * ('06:00' in Asia/Kolkata); a visitor elsewhere reads them on theirs.
 */

/** The date (YYYY-MM-DD) an instant falls on in a zone. */
export function dateIn(instant: Date, timeZone: string): string {
  return dateInZone(instant, timeZone);
}

/** The date `days` after a YYYY-MM-DD date. */
export function plusDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Minutes the zone's clock is ahead of UTC at an instant (330 in India). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    dateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant a zone's clock shows `time` ('HH:MM') on `date`. The offset is read at a first guess
 * and again at the answer, which settles it across a change of daylight saving time.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hour, minute);
  let at = wall - offsetMinutes(new Date(wall), timeZone) * 60_000;
  at = wall - offsetMinutes(new Date(at), timeZone) * 60_000;
  return new Date(at);
}

export interface AartiOccurrence {
  name: string;
  /** The time on the temple's clock. */
  templeTime: string;
  /** When it happens. */
  at: Date;
}

/**
 * A temple's aartis on the temple's today (in order), and the next one to come (today's, or the
 * first of tomorrow's), as instants any clock can show.
 */
export function aartisAround(
  aartis: ReadonlyArray<{ name: string; time: string; name_original?: string }>,
  templeZone: string,
  now = new Date(),
): { today: AartiOccurrence[]; next: AartiOccurrence | null } {
  const today = dateIn(now, templeZone);
  const on = (date: string) =>
    aartis
      .filter((a) => /^\d{2}:\d{2}$/.test(a.time))
      .map((a) => ({
        name: a.name,
        ...(a.name_original ? { original: a.name_original } : {}),
        templeTime: a.time,
        at: zonedInstant(date, a.time, templeZone),
      }))
      .sort((a, b) => a.at.getTime() - b.at.getTime());
  const todays = on(today);
  const next = [...todays, ...on(plusDays(today, 1))].find((a) => a.at.getTime() > now.getTime()) ?? null;
  return { today: todays, next };
}
