import { refundMinor, refundPercent, daysBefore, type RefundStep, type RetreatBooking } from '@sangam/contracts';
import { todayIn } from './format';

/** A stay that is held or confirmed and whose first night is still to come: the guest may cancel it. */
export const cancellable = (booking: RetreatBooking, now = new Date()) =>
  (booking.status === 'held' || booking.status === 'confirmed') &&
  booking.start_date > todayIn(booking.retreat.time_zone, now);

/**
 * What a cancellation today gives back, by the same rule the API applies (refund-policy.ts): the
 * policy on the deposit paid, by whole days before the first night at the retreat's place.
 */
export function refundPreview(booking: RetreatBooking, now = new Date()) {
  const today = todayIn(booking.retreat.time_zone, now);
  const days = daysBefore(booking.start_date, today);
  const percent = refundPercent(booking.cancellation_policy, days);
  const paid = booking.paid ? booking.deposit_minor : 0;
  return { days, percent, paid, refund: refundMinor(booking.cancellation_policy, paid, booking.start_date, today) };
}

/** Upcoming: held or confirmed and not yet over, soonest first. Past: the rest, latest first. */
export function splitStays(bookings: RetreatBooking[], now = new Date()) {
  const isUpcoming = (b: RetreatBooking) =>
    (b.status === 'held' || b.status === 'confirmed') && b.end_date > todayIn(b.retreat.time_zone, now);
  const upcoming = bookings.filter(isUpcoming).sort((a, b) => a.start_date.localeCompare(b.start_date));
  const past = bookings.filter((b) => !isUpcoming(b)).sort((a, b) => b.start_date.localeCompare(a.start_date));
  return { upcoming, past };
}

/**
 * The policy as bands, most days first: "30 days or more before: 100%", "14–29 days: 50%", and the
 * band below the last step, where nothing comes back.
 */
export interface PolicyBand {
  /** Days before the first night, at least. */
  from: number;
  /** Up to (included); null for "or more". */
  to: number | null;
  percent: number;
}

export function policyBands(policy: readonly RefundStep[]): PolicyBand[] {
  const steps = [...policy].sort((a, b) => b.days_before - a.days_before);
  const bands: PolicyBand[] = steps.map((step, i) => ({
    from: step.days_before,
    to: i === 0 ? null : steps[i - 1]!.days_before - 1,
    percent: step.refund_percent,
  }));
  const lowest = steps[steps.length - 1];
  if (!lowest) return [{ from: 0, to: null, percent: 0 }];
  if (lowest.days_before > 0) bands.push({ from: 0, to: lowest.days_before - 1, percent: 0 });
  return bands;
}
