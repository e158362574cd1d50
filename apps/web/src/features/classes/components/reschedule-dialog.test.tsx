import { BOOKING_ERROR_CODES } from '@sangam/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../shared/api/http-client';
import { i18n } from '../../../shared/i18n/i18n';
import { toast } from '../../../shared/ui/toast/toast-store';
import en from '../../../locales/en/classes.json';
import { bookingCalls, classesKeys, type LearnerBooking } from '../api';
import { RescheduleDialog } from './reschedule-dialog';

// An open time tomorrow, in the week the picker opens on.
const tomorrow = new Date(Date.now() + 86_400_000);
tomorrow.setUTCHours(6, 0, 0, 0);
const OPEN = tomorrow.toISOString();

const booking = {
  id: 34,
  status: 'confirmed',
  class: 'gita-basics',
  class_title: 'Gita basics',
  start: '2099-12-05T03:30:00.000Z',
} as LearnerBooking;

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

/** The keys a spied `invalidateQueries` was called with, in order. */
const invalidatedKeys = (invalidate: { mock: { calls: unknown[][] } }) =>
  invalidate.mock.calls.map(([filters]) => (filters as { queryKey: unknown }).queryKey);

async function show() {
  await i18n.loadNamespaces(['classes', 'waitlists']);
  // The class (capacity 1 when not said) and the week's open times.
  vi.spyOn(api, 'get').mockResolvedValue({ results: [{ start: OPEN, seats_left: 1 }], full: [] });
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <RescheduleDialog booking={booking} zone="UTC" onClose={onClose} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const [slot] = await screen.findAllByRole('button', { pressed: false });
  fireEvent.click(slot!);
  return { invalidate, onClose };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('moving a class booking', () => {
  it('is busy while it moves, says a refusal in place and reads the open times again', async () => {
    const call = deferred<LearnerBooking>();
    const reschedule = vi.spyOn(bookingCalls, 'reschedule').mockReturnValue(call.promise);
    const { invalidate, onClose } = await show();

    fireEvent.click(screen.getByRole('button', { name: en.booking.move }));
    const busy = await screen.findByRole('button', { name: en.booking.moving });
    expect(busy).toHaveProperty('disabled', true);
    expect(reschedule).toHaveBeenCalledWith(34, OPEN);

    call.reject(new ApiError(409, BOOKING_ERROR_CODES.slotTaken, 'Taken.'));
    expect(await screen.findByText(en.errors.slot_taken)).toBeTruthy();
    expect(screen.getByRole('button', { name: en.booking.move })).toHaveProperty('disabled', false);
    expect(invalidatedKeys(invalidate)).toEqual([classesKeys.bookings(), classesKeys.slots('gita-basics')]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('once moved, says where to and closes, the bookings read again', async () => {
    vi.spyOn(bookingCalls, 'reschedule').mockResolvedValue({ ...booking, start: OPEN });
    const success = vi.spyOn(toast, 'success');
    const { invalidate, onClose } = await show();

    fireEvent.click(screen.getByRole('button', { name: en.booking.move }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(success).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(invalidatedKeys(invalidate)).toEqual([classesKeys.bookings(), classesKeys.slots('gita-basics')]),
    );
  });
});
