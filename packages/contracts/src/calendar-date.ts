/**
 * A calendar date as the API takes it: 'YYYY-MM-DD' naming a day that exists (no 2026-02-30). Safe on
 * any input: zod runs refinements even after a format check failed, so this must never throw.
 */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

const DAY_MS = 86_400_000;

/** The calendar date `days` after a 'YYYY-MM-DD' date (negative: before), in no time zone at all. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one 'YYYY-MM-DD' date to another: a stay's nights, from the first night to the day of leaving. */
export function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);
}
