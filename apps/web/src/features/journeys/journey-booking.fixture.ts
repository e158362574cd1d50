import type { JourneyBooking } from '@sangam/contracts';

/** A traveller's confirmed, paid booking of two places, for the journeys' component tests. */
export const journeyBooking: JourneyBooking = {
  id: 31,
  status: 'confirmed',
  journey: {
    id: 4,
    slug: 'char-dham',
    title: 'Char Dham Yatra',
    duration_days: 10,
    region: 'Uttarakhand',
    start_place: 'Haridwar',
  },
  // Far ahead, so the booking may still be cancelled whatever today is.
  departure: { id: 9, start_date: '2099-05-10', end_date: '2099-05-19' },
  organiser: { display_name: 'Himalaya Yatra' },
  traveller: { username: 'meera', display_name: 'Meera', email: 'meera@example.com' },
  travellers: 2,
  traveller_names: ['Meera', 'Ravi'],
  total_minor: 6_000_000,
  deposit_minor: 1_200_000,
  currency: 'INR',
  hold_expires_at: null,
  paid: true,
  payment_provider: 'direct',
  pay_by: null,
  refund_minor: null,
  refund_sent_at: null,
  cancelled_by: null,
  cancel_reason: '',
  cancelled_at: null,
  cancellation_policy: [{ days_before: 30, refund_percent: 100 }],
  review_state: 'none',
  created_at: '2026-11-01T10:00:00Z',
};

/** A call that answers (or fails) when the test says so, to look at the screen while it runs. */
export function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}
