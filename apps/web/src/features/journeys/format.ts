import type { RefundStep } from '@sangam/contracts';
import { dateInZone } from '../../shared/lib/time-zones';
import { numberFormat } from '../../shared/lib/intl-format';
import { formatCalendarDate } from '../../shared/lib/format-calendar-date';

/** Dates of journeys are calendar dates ('2026-05-15'), the same wherever the traveller is. */
export {
  formatCalendarRange as formatDateRange,
  formatCalendarMonth as formatMonth,
} from '../../shared/lib/format-calendar-date';

/** 'Fri, 15 May 2026'. */
export const formatDate = (date: string, language: string, weekday = true) =>
  formatCalendarDate(date, language, weekday);

/** '25%'. */
export const formatPercent = (percent: number, language: string) =>
  numberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);

/** A number in the language's digits. */
export const formatNumber = (value: number, language: string) => numberFormat(language).format(value);

/**
 * The day the API counts cancellations from: journeys keep India's calendar (seats.ts JOURNEY_TIME_ZONE),
 * so the refund shown before confirming is the one the API will record.
 */
const JOURNEY_TIME_ZONE = 'Asia/Kolkata';
export const journeyToday = (now = new Date()) => dateInZone(now, JOURNEY_TIME_ZONE);

/** One line of a refund policy: from how many days before departure, up to how many, what comes back. */
export interface PolicyLine {
  /** Days before departure, at least. */
  from: number;
  /** Days before, at most (null: no upper bound, the first line). */
  to: number | null;
  percent: number;
}

/**
 * The policy as lines a traveller reads, most days first: "45 days or more: 100%", "30 to 44 days:
 * 50%", … and, below the last step, "less than 15 days: nothing" (as refund-policy.ts decides it).
 */
export function policyLines(policy: readonly RefundStep[]): { lines: PolicyLine[]; noneBelow: number | null } {
  const steps = [...policy].sort((a, b) => b.days_before - a.days_before);
  const lines = steps.map((step, i) => ({
    from: step.days_before,
    to: i === 0 ? null : steps[i - 1]!.days_before - 1,
    percent: step.refund_percent,
  }));
  const last = steps[steps.length - 1];
  return { lines, noneBelow: last && last.days_before > 0 ? last.days_before : null };
}
