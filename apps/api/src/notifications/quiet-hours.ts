import { addDays, localParts, zonedInstant } from '@sangam/panchang';

const minutesOf = (clock: string) => {
  const [h, m] = clock.split(':').map(Number);
  return h! * 60 + m!;
};

/**
 * When a person's quiet hours ('22:00'–'07:00' in their zone, across midnight when the start is
 * later than the end) end, if `now` is inside them; null when it is not, or when there are none.
 * Push and mail wait until then; the in-app item is there at once.
 */
export function quietHoursEnd(
  now: Date,
  timeZone: string,
  quietHours: { start: string; end: string } | null,
): Date | null {
  if (!quietHours) return null;
  const start = minutesOf(quietHours.start);
  const end = minutesOf(quietHours.end);
  if (start === end) return null;
  const local = localParts(now, timeZone);
  const minute = local.hour * 60 + local.minute;
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return null;
  // The end is later today when it is still ahead on the clock, else tomorrow morning.
  const day = minute < end ? local : addDays(local, 1);
  return zonedInstant(day, timeZone, Math.floor(end / 60), end % 60);
}
