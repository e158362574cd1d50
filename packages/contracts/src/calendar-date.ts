/**
 * A calendar date as the API takes it: 'YYYY-MM-DD' naming a day that exists (no 2026-02-30). Safe on
 * any input: zod runs refinements even after a format check failed, so this must never throw.
 */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}
