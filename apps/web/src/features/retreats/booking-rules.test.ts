import type { RetreatBooking } from '@sangam/contracts';
import { describe, expect, it } from 'vitest';
import { cancellable, policyBands, refundPreview, splitStays } from './booking-rules';

const policy = [
  { days_before: 14, refund_percent: 50 },
  { days_before: 30, refund_percent: 100 },
];

function stay(over: Partial<RetreatBooking> = {}): RetreatBooking {
  return {
    id: 1,
    status: 'confirmed',
    retreat: { slug: 'r', title: 'R', place: 'P', country: 'C', address: '', time_zone: 'Asia/Kolkata' },
    package: { id: 1, name: 'Room' },
    host: { username: 'h', display_name: 'H' },
    guest: { username: 'g', display_name: 'G' },
    start_date: '2027-01-31',
    end_date: '2027-02-07',
    nights: 7,
    guests: 2,
    total_minor: 4_200_000,
    deposit_minor: 1_050_001,
    balance_minor: 3_149_999,
    currency: 'INR',
    note: '',
    hold_expires_at: null,
    paid: true,
    payment_provider: 'direct',
    review_state: 'none',
    cancellation_policy: policy,
    refund_minor: null,
    refund_sent_at: null,
    pay_by: null,
    cancelled_at: null,
    cancelled_by: null,
    cancel_reason: '',
    created_at: '2026-12-01T00:00:00Z',
    ...over,
  };
}

describe('the policy in bands', () => {
  it('goes from the most days down, with nothing back below the last step', () => {
    expect(policyBands(policy)).toEqual([
      { from: 30, to: null, percent: 100 },
      { from: 14, to: 29, percent: 50 },
      { from: 0, to: 13, percent: 0 },
    ]);
  });

  it('says nothing comes back when there is no step, and adds no band below a step at day 0', () => {
    expect(policyBands([])).toEqual([{ from: 0, to: null, percent: 0 }]);
    expect(policyBands([{ days_before: 0, refund_percent: 20 }])).toEqual([{ from: 0, to: null, percent: 20 }]);
  });
});

describe('the refund shown before cancelling', () => {
  // 18:30 UTC on 31 Dec is already 1 January at the retreat (India).
  const now = new Date('2026-12-31T18:30:00Z');

  it('counts the days from today at the retreat and rounds down, as the API does', () => {
    expect(refundPreview(stay(), now)).toEqual({ days: 30, percent: 100, paid: 1_050_001, refund: 1_050_001 });
    expect(refundPreview(stay({ start_date: '2027-01-20' }), now)).toMatchObject({
      days: 19,
      percent: 50,
      refund: 525_000,
    });
    expect(refundPreview(stay({ start_date: '2027-01-05' }), now)).toMatchObject({ percent: 0, refund: 0 });
  });

  it('gives nothing back of a deposit not paid', () => {
    expect(refundPreview(stay({ paid: false }), now)).toMatchObject({ paid: 0, refund: 0, percent: 100 });
  });
});

describe('stays', () => {
  const now = new Date('2027-02-01T06:00:00Z');

  it('can be cancelled while held or confirmed and not begun at the retreat', () => {
    expect(cancellable(stay({ start_date: '2027-02-02' }), now)).toBe(true);
    expect(cancellable(stay({ start_date: '2027-02-01' }), now)).toBe(false);
    expect(cancellable(stay({ start_date: '2027-02-02', status: 'cancelled' }), now)).toBe(false);
  });

  it('are upcoming until their last morning, soonest first; the rest are past, latest first', () => {
    const a = stay({ id: 1, start_date: '2027-03-01', end_date: '2027-03-05' });
    const b = stay({ id: 2, start_date: '2027-01-28', end_date: '2027-02-02' });
    const c = stay({ id: 3, start_date: '2027-01-20', end_date: '2027-01-25' });
    const d = stay({ id: 4, start_date: '2027-04-01', end_date: '2027-04-05', status: 'cancelled' });
    const { upcoming, past } = splitStays([a, b, c, d], now);
    expect(upcoming.map((s) => s.id)).toEqual([2, 1]);
    expect(past.map((s) => s.id)).toEqual([4, 3]);
  });
});
