import { POOJA_ERROR_CODES, type PoojaBooking, type PoojaDetail } from '@sangam/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../shared/api/http-client';
import { i18n } from '../../../shared/i18n/i18n';
import { sessionStore } from '../../../shared/session/session-store';
import en from '../../../locales/en/poojas.json';
import { poojaKeys } from '../api';
import { BookingForm } from './booking-form';

// The form tells the tracker of the booking; its batches would go to a server the test has not.
vi.mock('../../../shared/tracking', () => ({ track: vi.fn() }));

const DAY = '2030-01-15';

const pooja: PoojaDetail = {
  id: 3,
  slug: 'rudrabhishek',
  name: 'Rudrabhishek',
  purpose: 'Peace',
  price_minor: 0,
  currency: 'INR',
  prasad_available: false,
  prasad_price_minor: 0,
  notice_days: 1,
  daily_limit: 10,
  temple: {
    slug: 'kashi',
    name: 'Kashi Vishwanath',
    deity: 'shiva',
    place: 'Varanasi',
    photo: '',
    time_zone: 'Asia/Kolkata',
    verified: true,
  },
  description: '',
  offerings: [],
  horizon_days: 90,
  next_bookable_days: [],
};

/** Where the form sent the devotee, shown so the test can read it. */
function Address() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

async function show() {
  await i18n.loadNamespaces(['poojas', 'common']);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/en/poojas/rudrabhishek?day=${DAY}`]}>
        <Routes>
          <Route
            path="/:lang/poojas/:slug"
            element={
              <>
                <BookingForm pooja={pooja} />
                <Address />
              </>
            }
          />
          <Route path="/:lang/checkout" element={<Address />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByLabelText(en.book.devotee_name, { exact: false }), {
    target: { value: 'Meera Sharma' },
  });
  return invalidate;
}

/** A call whose answer the test gives when it chooses. */
function held<T>() {
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

const submitButton = () => screen.getByRole('button', { name: new RegExp(`${en.book.book_free}|${en.book.booking}`) });
const refreshedKeys = (invalidate: Awaited<ReturnType<typeof show>>) =>
  invalidate.mock.calls.map(([filters]) => filters?.queryKey);

beforeEach(() => {
  sessionStore.set({
    accessToken: 'devotee-token',
    user: { id: 5, username: 'meera', email: '', role: 'user', creator_type: null },
  });
  vi.spyOn(api, 'get').mockResolvedValue({
    count: 0,
    next: null,
    previous: null,
    results: [],
    time_zone: 'Asia/Kolkata',
    earliest: DAY,
    latest: DAY,
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  sessionStore.clear();
});

describe('booking a pooja from its form', () => {
  it('stays busy while the place is taken, then refreshes the places and opens checkout', async () => {
    const answer = held<PoojaBooking>();
    const post = vi.spyOn(api, 'post').mockReturnValue(answer.promise);
    const invalidate = await show();
    fireEvent.click(submitButton());

    await waitFor(() => expect(submitButton().textContent).toBe(en.book.booking));
    expect(submitButton()).toHaveProperty('disabled', true);
    expect(post).toHaveBeenCalledWith(
      'poojas/rudrabhishek/bookings/',
      expect.objectContaining({ day: DAY, devotee_name: 'Meera Sharma', idempotency_key: expect.any(String) }),
    );
    expect(invalidate).not.toHaveBeenCalled();

    answer.resolve({ id: 41 } as PoojaBooking);
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/en/checkout?kind=pooja&booking=41'));
    expect(refreshedKeys(invalidate)).toEqual([
      poojaKeys.bookings,
      poojaKeys.allDays('rudrabhishek'),
      poojaKeys.poojaPages('rudrabhishek'),
    ]);
  });

  it('says a day that filled up meanwhile, reads the days again and asks for another', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(new ApiError(409, POOJA_ERROR_CODES.dayFull, 'That day is full.'));
    const invalidate = await show();
    fireEvent.click(submitButton());

    await waitFor(() => expect(screen.getByText(en.errors.day_full, { exact: false })).toBeTruthy());
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/en/poojas/rudrabhishek'));
    expect(refreshedKeys(invalidate)).toContainEqual(poojaKeys.allDays('rudrabhishek'));
    expect(submitButton()).toHaveProperty('disabled', false);
    expect(submitButton().textContent).toBe(en.book.book_free);
  });
});
