import { POOJA_ERROR_CODES, type PoojaBooking } from '@sangam/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../shared/api/http-client';
import { i18n } from '../../../shared/i18n/i18n';
import { toast } from '../../../shared/ui/toast/toast-store';
import en from '../../../locales/en/poojas.json';
import { poojaKeys } from '../api';
import { PoojaBookingCard } from './pooja-booking-card';

const booking: PoojaBooking = {
  id: 7,
  status: 'booked',
  review_state: 'none',
  pooja: { slug: 'rudrabhishek', name: 'Rudrabhishek' },
  temple: { id: 1, slug: 'kashi', name: 'Kashi Vishwanath', time_zone: 'Asia/Kolkata' },
  day: '2026-12-10',
  devotee_name: 'Meera Sharma',
  gotra: '',
  nakshatra: '',
  sankalp: '',
  offerings: [],
  prasad: false,
  prasad_address: null,
  total_minor: 0,
  currency: 'INR',
  hold_expires_at: null,
  paid: false,
  payment_provider: 'direct',
  recording_url: '',
  performed_at: null,
  prasad_sent_at: null,
  cancelled_at: null,
  cancel_reason: '',
  refund_minor: null,
  refund_sent_at: null,
  pay_by: null,
  cancellable: true,
  created_at: '2026-11-20T10:00:00Z',
  devotee: { username: 'meera', display_name: 'Meera Sharma' },
};

async function show() {
  await i18n.loadNamespaces(['poojas', 'common', 'reviews']);
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en/my-bookings']}>
        <Routes>
          <Route path="/:lang/my-bookings" element={<PoojaBookingCard booking={booking} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return invalidate;
}

/** A call whose answer the test gives when it chooses. */
function held<T>() {
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

const confirmButton = () =>
  screen.getByRole('button', { name: new RegExp(`${en.booking.confirm_cancel}|${en.booking.cancelling}`) });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  for (const t of toast.list()) toast.dismiss(t.id);
});

describe("cancelling a devotee's pooja from its card", () => {
  it('is busy while the cancel runs, then says so, refreshes the bookings and places, and closes', async () => {
    const answer = held<PoojaBooking>();
    const post = vi.spyOn(api, 'post').mockReturnValue(answer.promise);
    const invalidate = await show();
    fireEvent.click(screen.getByRole('button', { name: en.booking.cancel }));
    fireEvent.click(confirmButton());

    await waitFor(() => expect(confirmButton().textContent).toBe(en.booking.cancelling));
    expect(confirmButton()).toHaveProperty('disabled', true);
    expect(post).toHaveBeenCalledWith('pooja-bookings/7/cancel/', { reason: '' });
    expect(invalidate).not.toHaveBeenCalled();

    answer.resolve({ ...booking, status: 'cancelled', cancellable: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast.list().map((t) => [t.type, t.message])).toEqual([['success', en.booking.cancelled]]);
    const refreshed = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(refreshed).toEqual([
      poojaKeys.bookings,
      poojaKeys.allDays('rudrabhishek'),
      poojaKeys.poojaPages('rudrabhishek'),
    ]);
  });

  it('keeps the question open and the button usable again when the cancel is refused', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(
      new ApiError(400, POOJA_ERROR_CODES.tooLateToCancel, 'Too late to cancel.'),
    );
    const invalidate = await show();
    fireEvent.click(screen.getByRole('button', { name: en.booking.cancel }));
    fireEvent.click(confirmButton());

    await waitFor(() => expect(toast.list().map((t) => t.type)).toEqual(['error']));
    expect(toast.list()[0]?.message).toBe(en.errors.fields.tooLateToCancel);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await waitFor(() => expect(confirmButton()).toHaveProperty('disabled', false));
    expect(confirmButton().textContent).toBe(en.booking.confirm_cancel);
    expect(invalidate).not.toHaveBeenCalled();
  });
});
