import { dateInZone } from '../../shared/lib/time-zones';

/** Where a day stands from today: the inbox names the first two and dates the rest. */
type DayRelation = 'today' | 'yesterday' | 'earlier';

export interface DayGroup<T> {
  /** The day in the reader's zone, YYYY-MM-DD. */
  day: string;
  relation: DayRelation;
  items: T[];
}

/** The day before a YYYY-MM-DD day (calendar arithmetic, free of zones and daylight saving). */
function dayBefore(day: string): string {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

/**
 * The inbox's items under their days, newest day first as the list comes: the day of each is the
 * reader's (`timeZone`, else the browser's), so an item from 00:30 in Kolkata is not "yesterday"
 * because UTC was still on the day before.
 */
export function groupByDay<T extends { created_at: string }>(
  items: readonly T[],
  now: Date,
  timeZone?: string,
): DayGroup<T>[] {
  const today = dateInZone(now, timeZone);
  const yesterday = dayBefore(today);
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const day = dateInZone(new Date(item.created_at), timeZone);
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else
      groups.push({
        day,
        relation: day === today ? 'today' : day === yesterday ? 'yesterday' : 'earlier',
        items: [item],
      });
  }
  return groups;
}
