import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/http-client';
import { i18n } from '../../../shared/i18n/i18n';
import { toast } from '../../../shared/ui/toast/toast-store';
import en from '../../../locales/en/classes.json';
import { bookingCalls, classesKeys, type LearnerBooking } from '../api';
import { BookingCard } from './booking-card';

const booking: LearnerBooking = {
  id: 34,
  status: 'confirmed',
  class: 'gita-basics',
  class_title: 'Gita basics',
  tutor: { username: 'acharya_ravi', slug: 'ravi-shastri', display_name: 'Acharya Ravi' },
  learner: { username: 'meera', display_name: 'Meera' },
  format: 'online',
  address: '',
  meeting_url: '',
  cancellation_hours: 24,
  // Far enough ahead that free cancellation is still open.
  start: '2099-12-05T03:30:00.000Z',
  end: '2099-12-05T04:30:00.000Z',
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
  created_at: '2026-11-20T10:00:00.000Z',
  reviewed: false,
  proposal: null,
};

/** A promise the test settles when it wants: the call is "on its way" until then. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function show() {
  await i18n.loadNamespaces('classes');
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <BookingCard booking={booking} zone="Asia/Kolkata" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { invalidate };
}

/** The keys a spied `invalidateQueries` was called with, in order. */
const invalidatedKeys = (invalidate: { mock: { calls: unknown[][] } }) =>
  invalidate.mock.calls.map(([filters]) => (filters as { queryKey: unknown }).queryKey);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('cancelling a class booking', () => {
  it('asks first, is busy while the cancellation runs, then says so and reads the bookings again', async () => {
    const call = deferred<LearnerBooking>();
    const cancel = vi.spyOn(bookingCalls, 'cancel').mockReturnValue(call.promise);
    const success = vi.spyOn(toast, 'success');
    const { invalidate } = await show();

    fireEvent.click(screen.getByRole('button', { name: en.booking.cancel }));
    expect(screen.getByRole('dialog', { name: en.booking.cancel_title }).textContent).toContain(
      en.booking.cancel_question.replace('{{title}}', 'Gita basics'),
    );
    expect(cancel).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: en.booking.confirm_cancel }));
    const busy = await screen.findByRole('button', { name: en.booking.cancelling });
    expect(busy).toHaveProperty('disabled', true);
    expect(cancel).toHaveBeenCalledWith(34);
    expect(invalidate).not.toHaveBeenCalled();

    call.resolve({ ...booking, status: 'cancelled' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(success).toHaveBeenCalledWith(en.booking.cancelled);
    expect(invalidatedKeys(invalidate)).toEqual([classesKeys.bookings(), classesKeys.slots('gita-basics')]);
  });

  it('keeps the question open, its button free again, when the cancellation is refused', async () => {
    vi.spyOn(bookingCalls, 'cancel').mockRejectedValue(new ApiError(400, 'too_late_to_cancel', 'Too late.'));
    const error = vi.spyOn(toast, 'error');
    const { invalidate } = await show();

    fireEvent.click(screen.getByRole('button', { name: en.booking.cancel }));
    fireEvent.click(screen.getByRole('button', { name: en.booking.confirm_cancel }));

    await waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    const again = await screen.findByRole('button', { name: en.booking.confirm_cancel });
    expect(again).toHaveProperty('disabled', false);
    expect(screen.getByRole('dialog', { name: en.booking.cancel_title })).toBeTruthy();
    expect(invalidate).not.toHaveBeenCalled();
  });
});
