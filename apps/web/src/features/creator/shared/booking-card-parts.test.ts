import { describe, expect, it } from 'vitest';
import { refundByStripe, refundToSend } from './booking-card-parts';

const cancelled = { status: 'cancelled', refund_minor: 50_000, refund_sent_at: null };

describe('who sends a refund back', () => {
  it('asks the creator to send and mark it when the money came to them directly', () => {
    const direct = { ...cancelled, payment_provider: 'direct' };
    expect(refundToSend(direct)).toBe(true);
    expect(refundByStripe(direct)).toBe(false);
  });

  it('leaves it to Stripe, with no button, when the booking was paid through Stripe', () => {
    const stripe = { ...cancelled, payment_provider: 'stripe' };
    expect(refundToSend(stripe)).toBe(false);
    expect(refundByStripe(stripe)).toBe(true);
  });

  it('has nothing to say once it is sent, or when nothing is owed', () => {
    for (const provider of ['direct', 'stripe']) {
      const sent = { ...cancelled, payment_provider: provider, refund_sent_at: '2026-12-03T06:00:00Z' };
      const nothing = { ...cancelled, payment_provider: provider, refund_minor: 0 };
      for (const b of [sent, nothing]) expect([refundToSend(b), refundByStripe(b)]).toEqual([false, false]);
    }
  });
});
