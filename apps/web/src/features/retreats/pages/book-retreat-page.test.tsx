import { RETREAT_ERROR_CODES, type RetreatBooking, type RetreatDetail } from '@sangam/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../shared/api/http-client';
import { i18n } from '../../../shared/i18n/i18n';
import en from '../../../locales/en/retreats.json';
import { retreatCalls } from '../api';
import { Component as BookRetreatPage } from './book-retreat-page';

// The page records the guest's choices; here nothing is sent anywhere.
vi.mock('../../../shared/tracking', () => ({ track: vi.fn() }));

const retreat: RetreatDetail = {
  id: 4,
  slug: 'rishikesh-yoga',
  title: 'Yoga by the Ganga',
  summary: '',
  type: 'yoga',
  content_language: 'en',
  languages: ['en'],
  place: 'Rishikesh',
  country: 'India',
  photo: '',
  date_mode: 'fixed',
  next_start: '2099-01-31',
  nights_min: 7,
  nights_max: 7,
  price_from_minor: 2_100_000,
  currency: 'INR',
  deposit_percent: 25,
  max_guests_per_booking: 4,
  host: { username: 'ananda', display_name: 'Ananda Ashram', headline: '', verified: true, bio: '' },
  description: '',
  address: '',
  latitude: null,
  longitude: null,
  time_zone: 'Asia/Kolkata',
  photos: [],
  teachers: [],
  schedule: [],
  included: [],
  packages: [{ id: 1, name: 'Garden room', description: '', price_minor: 2_100_000, capacity: 4 }],
  departures: [{ start: '2099-01-31', end: '2099-02-07', nights: 7, packages: [{ package_id: 1, guests_left: 4 }] }],
  available_from: null,
  available_until: null,
  min_nights: 7,
  max_nights: 7,
  cancellation_policy: [{ days_before: 14, refund_percent: 100 }],
};

const held = { id: 77, status: 'held' } as RetreatBooking;

/** The API as the page reads it: the retreat (counted), no nights to check, no waitlists. */
function readsRetreat() {
  const reads = { retreat: 0 };
  vi.spyOn(api, 'get').mockImplementation((path: string) => {
    if (path.includes('/availability/')) return Promise.resolve({ packages: [] });
    if (!path.startsWith('retreats/')) return Promise.resolve({ results: [] });
    reads.retreat += 1;
    return Promise.resolve(retreat);
  });
  return reads;
}

async function show() {
  await i18n.loadNamespaces(['retreats', 'waitlists', 'common']);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/en/retreats/rishikesh-yoga/book']}>
        <Routes>
          <Route path="/:lang/retreats/:slug/book" element={<BookRetreatPage />} />
          <Route path="/:lang/checkout" element={<p>Checkout page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return (await screen.findByRole('button', { name: en.book.continue })) as HTMLButtonElement;
}

describe('holding a stay', () => {
  it('is busy while it holds, starts over once past an expired hold, then opens checkout', async () => {
    readsRetreat();
    let answer!: (b: RetreatBooking) => void;
    const book = vi
      .spyOn(retreatCalls, 'book')
      .mockResolvedValueOnce({ id: 70, status: 'expired' } as RetreatBooking)
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    fireEvent.click(await show());

    const busy = (await screen.findByRole('button', { name: en.book.holding })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    await waitFor(() => expect(book).toHaveBeenCalledTimes(2));
    const [first, second] = book.mock.calls.map(([, input]) => input);
    expect(second).toMatchObject({ package_id: 1, start_date: '2099-01-31', end_date: '2099-02-07', guests: 1 });
    expect(second!.idempotency_key).not.toBe(first!.idempotency_key);

    answer(held);
    expect(await screen.findByText('Checkout page')).toBeTruthy();
  });

  it('says when the places went meanwhile, reads them again, and clears that once a choice changes', async () => {
    const reads = readsRetreat();
    vi.spyOn(retreatCalls, 'book').mockRejectedValue(new ApiError(409, RETREAT_ERROR_CODES.full, 'Full.'));
    fireEvent.click(await show());

    expect(await screen.findByText(en.errors.full)).toBeTruthy();
    await waitFor(() => expect(reads.retreat).toBe(2));
    expect((screen.getByRole('button', { name: en.book.continue }) as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: en.book.more_guests }));
    expect(screen.queryByText(en.errors.full)).toBeNull();
  });
});
