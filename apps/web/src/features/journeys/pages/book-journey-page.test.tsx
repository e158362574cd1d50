import { JOURNEY_ERROR_CODES, JOURNEY_MESSAGES, type JourneyBooking, type JourneyDetail } from '@sangam/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../shared/api/http-client';
import { i18n } from '../../../shared/i18n/i18n';
import en from '../../../locales/en/travel.json';
import { journeyBooking as booking, later } from '../journey-booking.fixture';
import { journeyCalls, journeyKeys } from '../api';
import { Component as BookJourneyPage } from './book-journey-page';

const journey: JourneyDetail = {
  id: 4,
  slug: 'char-dham',
  title: 'Char Dham Yatra',
  summary: 'The four abodes in ten days.',
  region: 'Uttarakhand',
  start_place: 'Haridwar',
  duration_days: 10,
  languages: ['hi', 'en'],
  content_language: 'en',
  price_minor: 3_000_000,
  price_from_minor: 3_000_000,
  currency: 'INR',
  deposit_percent: 20,
  max_travellers_per_booking: 4,
  photo: null,
  next_departure: '2099-05-10',
  next_departure_seats_left: 6,
  organiser: { display_name: 'Himalaya Yatra', verified: true },
  description: '',
  itinerary: [],
  inclusions: [],
  exclusions: [],
  photos: [],
  cancellation_policy: [{ days_before: 30, refund_percent: 100 }],
  departures: [
    {
      id: 9,
      start_date: '2099-05-10',
      end_date: '2099-05-19',
      capacity: 12,
      seats_left: 6,
      price_minor: 3_000_000,
      currency: 'INR',
    },
  ],
};

function Checkout() {
  const { search } = useLocation();
  return <p>Checkout {search}</p>;
}

async function show() {
  await i18n.loadNamespaces(['travel', 'common']);
  // The journey read again after a booking answers from here, not from a server.
  const get = vi.spyOn(api, 'get').mockResolvedValue(journey);
  const client = new QueryClient();
  client.setQueryData(journeyKeys.detail('char-dham'), journey);
  client.setQueryData(journeyKeys.myBookings('en'), { results: [] });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en/travel/char-dham/book?departure=9']}>
        <Routes>
          <Route path="/:lang/travel/:slug/book" element={<BookJourneyPage />} />
          <Route path="/:lang/checkout" element={<Checkout />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByLabelText(en.book.traveller_name.replace('{{number}}', '1'), { exact: false }), {
    target: { value: ' Meera ' },
  });
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  // The page shows the journey: once invalidated, it is read again at once.
  const readAgain = () => get.mock.calls.some(([path]) => path === 'journeys/char-dham/');
  return { stale, readAgain };
}

describe('booking places on a journey', () => {
  it('holds the button while booking, books again with a new key after an expired hold, then opens checkout', async () => {
    const second = later<JourneyBooking>();
    const book = vi
      .spyOn(journeyCalls, 'book')
      .mockResolvedValueOnce({ ...booking, id: 40, status: 'expired' })
      .mockReturnValueOnce(second.promise);
    const { stale, readAgain } = await show();

    fireEvent.click(screen.getByRole('button', { name: en.book.continue }));
    const busy = await screen.findByRole('button', { name: en.book.reserving });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(book).toHaveBeenCalledTimes(2));
    const [first, again] = book.mock.calls.map(([, body]) => body);
    expect(first).toMatchObject({ departure_id: 9, travellers: 1, traveller_names: ['Meera'] });
    expect(again?.idempotency_key).not.toBe(first?.idempotency_key);
    expect(stale(journeyKeys.myBookings('en'))).toBe(false);
    expect(readAgain()).toBe(false);

    second.resolve({ ...booking, id: 41, status: 'held' });
    expect(await screen.findByText('Checkout ?kind=journey&booking=41')).toBeTruthy();
    expect(stale(journeyKeys.myBookings('en'))).toBe(true);
    expect(readAgain()).toBe(true);
  });

  it('says when the places went to someone else, reads the journey again, and tries next time with a new key', async () => {
    const book = vi
      .spyOn(journeyCalls, 'book')
      .mockRejectedValue(new ApiError(409, JOURNEY_ERROR_CODES.full, JOURNEY_MESSAGES.full));
    const { readAgain } = await show();

    fireEvent.click(screen.getByRole('button', { name: en.book.continue }));
    expect(await screen.findByText(en.api.full)).toBeTruthy();
    expect(readAgain()).toBe(true);
    const again = screen.getByRole('button', { name: en.book.continue }) as HTMLButtonElement;
    expect(again.disabled).toBe(false);

    fireEvent.click(again);
    await waitFor(() => expect(book).toHaveBeenCalledTimes(2));
    const [first, next] = book.mock.calls.map(([, body]) => body);
    expect(next?.idempotency_key).not.toBe(first?.idempotency_key);
  });
});
