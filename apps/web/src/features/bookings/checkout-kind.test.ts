import { describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { checkoutPhaseOf, checkoutView } from './checkout-kind';

describe('where a booking stands at checkout, by its status', () => {
  it('waits while held, ran out when expired, is over when cancelled', () => {
    expect(checkoutPhaseOf('held')).toBe('held');
    expect(checkoutPhaseOf('expired')).toBe('expired');
    expect(checkoutPhaseOf('cancelled')).toBe('ended');
  });

  it('has its place secured in every kind’s other statuses', () => {
    for (const status of ['confirmed', 'attended', 'completed', 'booked', 'performed', 'prasad_sent'])
      expect(checkoutPhaseOf(status)).toBe('settled');
  });
});

describe('a kind’s checkout view', () => {
  const own = {
    dueNowMinor: 1500,
    totalMinor: 6000,
    payDirectly: 'Pay the host',
    payee: 'Ganga Retreats',
    payBy: '28 Dec 2026',
    status: 'Held',
    againPath: '/retreats/x/book',
  };

  it('keeps the hold only while held, and words the rest from the kind’s namespace', async () => {
    await i18n.loadNamespaces('retreats');
    const held = checkoutView(
      { status: 'held', hold_expires_at: '2026-12-01T10:00:00Z', currency: 'INR', paid: false },
      'retreats',
      own,
    );
    expect(held).toMatchObject({ phase: 'held', holdExpiresAt: '2026-12-01T10:00:00Z', currency: 'INR', paid: false });
    expect(held).toMatchObject({ dueNowMinor: 1500, totalMinor: 6000, payee: 'Ganga Retreats', status: 'Held' });
    expect(held.paymentNote).toBe(i18n.t('retreats:checkout.payment_note'));
    expect(held.confirmed).toBe(i18n.t('retreats:checkout.confirmed'));
    expect(held.again).toEqual({ path: '/retreats/x/book', label: i18n.t('retreats:checkout.choose_again') });

    const confirmed = checkoutView(
      { status: 'confirmed', hold_expires_at: '2026-12-01T10:00:00Z', currency: 'INR', paid: true },
      'retreats',
      own,
    );
    expect(confirmed).toMatchObject({ phase: 'settled', holdExpiresAt: null, paid: true });
  });
});
