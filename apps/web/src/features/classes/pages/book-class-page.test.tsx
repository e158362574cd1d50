import { BOOKING_ERROR_CODES, type ClassDetail } from '@sangam/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../shared/api/http-client';
import { i18n } from '../../../shared/i18n/i18n';
import { sessionStore } from '../../../shared/session/session-store';
import en from '../../../locales/en/classes.json';
import { bookingCalls, classQuery, classesKeys, type LearnerBooking } from '../api';
import { Component as BookClassPage } from './book-class-page';

const START = '2099-12-05T03:30:00.000Z';

// Only what the page reads of the class.
const gita = {
  slug: 'gita-basics',
  title: 'Gita basics',
  tutor: { username: 'acharya_ravi', slug: 'ravi-shastri', display_name: 'Acharya Ravi' },
  duration_minutes: 60,
  price_minor: 0,
  currency: 'INR',
  capacity: 1,
} as unknown as ClassDetail;

function Address() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

async function show() {
  await i18n.loadNamespaces('classes');
  const client = new QueryClient();
  client.setQueryData(classQuery('gita-basics', 'en').queryKey, gita);
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/en/book/gita-basics?start=${encodeURIComponent(START)}`]}>
        <Routes>
          <Route path="/:lang/book/:slug" element={<BookClassPage />} />
          <Route path="*" element={<Address />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { invalidate };
}

/** The keys a spied `invalidateQueries` was called with, in order. */
const invalidatedKeys = (invalidate: { mock: { calls: unknown[][] } }) =>
  invalidate.mock.calls.map(([filters]) => (filters as { queryKey: unknown }).queryKey);

beforeEach(() => {
  sessionStore.set({
    accessToken: 'token',
    user: { id: 7, username: 'meera', email: 'meera@example.com', role: 'user', creator_type: null },
  });
  // The week's open times are not what these tests look at: they stay loading.
  vi.spyOn(api, 'get').mockReturnValue(new Promise(() => {}));
});

afterEach(() => {
  cleanup();
  sessionStore.clear();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('booking a class time', () => {
  it('is busy while the seat is taken, then reads the bookings again and opens checkout', async () => {
    let taken!: (booking: LearnerBooking) => void;
    const create = vi
      .spyOn(bookingCalls, 'create')
      .mockReturnValue(new Promise<LearnerBooking>((resolve) => (taken = resolve)));
    const { invalidate } = await show();

    fireEvent.click(await screen.findByRole('button', { name: en.book.continue }));
    const busy = await screen.findByRole('button', { name: en.book.reserving });
    expect(busy).toHaveProperty('disabled', true);
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ class: 'gita-basics', start: START }));

    taken({ id: 77 } as LearnerBooking);
    expect(await screen.findByText('at /en/checkout?booking=77')).toBeTruthy();
    expect(invalidatedKeys(invalidate)).toEqual([classesKeys.bookings(), classesKeys.slots('gita-basics')]);
  });

  it('says a time just taken, reads the open times again, and tries it next with a new key', async () => {
    const create = vi
      .spyOn(bookingCalls, 'create')
      .mockRejectedValue(new ApiError(409, BOOKING_ERROR_CODES.slotTaken, 'Taken.'));
    const { invalidate } = await show();

    fireEvent.click(await screen.findByRole('button', { name: en.book.continue }));
    expect(await screen.findByText(en.errors.slot_taken)).toBeTruthy();
    expect(screen.getByRole('button', { name: en.book.continue })).toHaveProperty('disabled', false);
    expect(invalidatedKeys(invalidate)).toEqual([classesKeys.bookings(), classesKeys.slots('gita-basics')]);

    fireEvent.click(screen.getByRole('button', { name: en.book.continue }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    const [first, second] = create.mock.calls.map(([input]) => input.idempotency_key);
    expect(second).not.toEqual(first);
  });
});
