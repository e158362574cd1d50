import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import en from '../../../locales/en/classes.json';
import type { LearnerBooking } from '../api';
import { BookingDetails } from './booking-details';

const HOUR = 3_600_000;
const at = (offsetHours: number) => new Date(Date.now() + offsetHours * HOUR).toISOString();

const booking: LearnerBooking = {
  id: 11,
  status: 'confirmed',
  class: 'gita-basics',
  class_title: 'Gita basics',
  tutor: { username: 'acharya_ravi', slug: 'ravi-shastri', display_name: 'Acharya Ravi' },
  learner: { username: 'meera', display_name: 'Meera' },
  format: 'online',
  address: '',
  meeting_url: 'https://meet.example.org/gita',
  cancellation_hours: 24,
  start: at(2),
  end: at(3),
  seats: 1,
  price_minor: 0,
  currency: 'INR',
  hold_expires_at: null,
  paid: false,
  payment_provider: 'direct',
  cancel_reason: '',
  refund_minor: null,
  refund_sent_at: null,
  pay_by: null,
  created_at: at(-48),
  reviewed: false,
  proposal: null,
};

async function show(b: LearnerBooking) {
  await i18n.loadNamespaces('classes');
  render(
    <MemoryRouter initialEntries={['/en/my-bookings']}>
      <Routes>
        <Route path="/:lang/my-bookings" element={<BookingDetails booking={b} zone="UTC" />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("a class booking's details", () => {
  it('offer the meeting link of a confirmed online class to come', async () => {
    await show(booking);
    expect(screen.getByRole('link', { name: en.booking.join_link }).getAttribute('href')).toBe(booking.meeting_url);
  });

  it('no longer offer it once the class has ended, attended or not', async () => {
    await show({ ...booking, status: 'attended', start: at(-26), end: at(-25) });
    expect(screen.queryByRole('link', { name: en.booking.join_link })).toBeNull();
  });

  it('say what comes back of a cancelled paid booking, and once it was sent', async () => {
    const cancelled = { ...booking, status: 'cancelled' as const, price_minor: 90000, paid: true, refund_minor: 90000 };
    await show(cancelled);
    expect(document.body.textContent).toMatch(/Refund: ₹900(\.00)? · Not sent yet/);
    cleanup();
    await show({ ...cancelled, refund_sent_at: '2026-03-02T10:00:00Z' });
    expect(document.body.textContent).toContain('Refund sent on');
    expect(document.body.textContent).not.toContain(en.booking.refund_not_sent);
  });
});
