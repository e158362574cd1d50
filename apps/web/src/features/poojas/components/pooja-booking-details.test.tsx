import type { PoojaBooking } from '@sangam/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, i18n } from '../../../shared/i18n/i18n';
import hi from '../../../locales/hi/poojas.json';
import { PoojaBookingDetails } from './pooja-booking-details';

const booking: PoojaBooking = {
  id: 7,
  status: 'cancelled',
  review_state: 'none',
  pooja: { slug: 'rudrabhishek', name: 'Rudrabhishek' },
  temple: { id: 1, slug: 'kashi', name: 'Kashi Vishwanath', time_zone: 'Asia/Kolkata' },
  day: '2026-12-10',
  devotee_name: 'Meera Sharma',
  gotra: 'Kashyap',
  nakshatra: '',
  sankalp: '',
  offerings: [],
  prasad: false,
  prasad_address: null,
  total_minor: 110_100,
  currency: 'INR',
  hold_expires_at: null,
  paid: true,
  payment_provider: 'stripe',
  recording_url: '',
  performed_at: null,
  prasad_sent_at: null,
  cancelled_at: '2026-12-01T10:00:00Z',
  cancel_reason: '',
  refund_minor: 110_100,
  refund_sent_at: null,
  pay_by: null,
  cancellable: false,
  created_at: '2026-11-20T10:00:00Z',
  devotee: { username: 'meera', display_name: 'Meera Sharma' },
};

async function show(lang: 'en' | 'hi', b: PoojaBooking) {
  await activateLanguage(lang);
  await i18n.loadNamespaces('poojas');
  render(
    <MemoryRouter initialEntries={[`/${lang}/my-bookings`]}>
      <Routes>
        <Route path="/:lang/my-bookings" element={<PoojaBookingDetails booking={b} />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => activateLanguage('en'));

describe("a cancelled pooja's details", () => {
  it('name the refund owed after a paid pooja was cancelled, in the reader’s language', async () => {
    await show('hi', booking);
    const term = screen.getByText(hi.booking.refund);
    // Not sent back yet: the amount, and that it is still to come.
    expect(term.nextElementSibling?.textContent).toBe(
      `${new Intl.NumberFormat('hi', { style: 'currency', currency: 'INR', minimumFractionDigits: 0 }).format(1101)} · ${hi.booking.refund_not_sent}`,
    );
  });

  it('say the day the temple sent the refund back, once it did, in the reader’s language', async () => {
    await show('hi', { ...booking, refund_sent_at: '2026-12-03T06:00:00Z' });
    const amount = screen.getByText(hi.booking.refund).nextElementSibling?.textContent ?? '';
    const day = new Intl.DateTimeFormat('hi', { day: 'numeric', month: 'long', year: 'numeric' }).format(
      new Date('2026-12-03T06:00:00Z'),
    );
    expect(amount).toContain(hi.booking.refund_sent_on.replace('{{date}}', day));
  });

  it('say nothing of a refund when none is owed (paid to the temple directly)', async () => {
    await show('en', { ...booking, paid: false, payment_provider: 'direct', refund_minor: null });
    expect(screen.queryByText('Refund due')).toBeNull();
  });
});
