/**
 * Refunds by policy, for retreats and journeys (decision 013). A policy is a list of steps: cancelled
 * at least `days_before` whole days before the start, `refund_percent` of what was paid comes back.
 * The step with the most days that the cancellation still meets applies; none met, nothing back.
 * Pure, so the API stores it and the web app shows the same figure before the person confirms.
 */

export interface RefundStep {
  days_before: number;
  refund_percent: number;
}

/** Whole days from the cancellation day to the first day, both as calendar dates ('YYYY-MM-DD'). */
export function daysBefore(startDate: string, cancelDate: string): number {
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const cancel = Date.parse(`${cancelDate}T00:00:00Z`);
  return Math.round((start - cancel) / 86_400_000);
}

/** The percentage a cancellation `days` before the start gives back under `policy`. */
export function refundPercent(policy: readonly RefundStep[], days: number): number {
  let best: RefundStep | null = null;
  for (const step of policy) {
    if (days >= step.days_before && (best === null || step.days_before > best.days_before)) best = step;
  }
  return best?.refund_percent ?? 0;
}

/**
 * What comes back of `paidMinor` (integer minor units) when cancelled on `cancelDate` for a start on
 * `startDate`; a host's cancellation gives everything back. Rounded down to a whole minor unit.
 */
export function refundMinor(
  policy: readonly RefundStep[],
  paidMinor: number,
  startDate: string,
  cancelDate: string,
  by: 'guest' | 'host' = 'guest',
): number {
  if (by === 'host') return paidMinor;
  const percent = refundPercent(policy, daysBefore(startDate, cancelDate));
  return Math.floor((paidMinor * percent) / 100);
}

/** The deposit due at checkout: `percent` of the total, rounded up so the deposit never falls short. */
export function depositMinor(totalMinor: number, percent: number): number {
  return Math.ceil((totalMinor * percent) / 100);
}
