import type { RetreatBooking } from '@sangam/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../shared/api/http-client';
import { i18n } from '../../../shared/i18n/i18n';
import { toast } from '../../../shared/ui/toast/toast-store';
import en from '../../../locales/en/retreats.json';
import { retreatCalls } from '../api';
import { RetreatBookingsPanel } from './retreat-bookings-panel';

const stay: RetreatBooking = {
  id: 31,
  status: 'confirmed',
  retreat: {
    slug: 'rishikesh-yoga',
    title: 'Yoga by the Ganga',
    place: 'Rishikesh',
    country: 'India',
    address: '',
    time_zone: 'Asia/Kolkata',
  },
  package: { id: 1, name: 'Garden room' },
  host: { username: 'ananda', display_name: 'Ananda Ashram' },
  guest: { username: 'meera', display_name: 'Meera' },
  start_date: '2099-01-31',
  end_date: '2099-02-07',
  nights: 7,
  guests: 1,
  total_minor: 2_100_000,
  deposit_minor: 0,
  balance_minor: 2_100_000,
  currency: 'INR',
  note: '',
  hold_expires_at: null,
  paid: false,
  payment_provider: 'direct',
  review_state: 'none',
  cancellation_policy: [{ days_before: 14, refund_percent: 100 }],
  refund_minor: null,
  refund_sent_at: null,
  pay_by: null,
  cancelled_at: null,
  cancelled_by: null,
  cancel_reason: '',
  created_at: '2098-12-01T00:00:00Z',
};

/** The API as the panel reads it: the guest's stays (counted), and no waitlists. */
function readsStays() {
  const reads = { stays: 0 };
  vi.spyOn(api, 'get').mockImplementation((path: string) => {
    if (path.startsWith('retreat-bookings/')) {
      reads.stays += 1;
      return Promise.resolve({ count: 1, next: null, previous: null, results: [stay] });
    }
    return Promise.resolve({ results: [] });
  });
  return reads;
}

/** A cancel call that answers only when the test says so. */
function cancelWhenTold() {
  let answer!: { resolve: (b: RetreatBooking) => void; reject: (e: unknown) => void };
  const call = vi
    .spyOn(retreatCalls, 'cancel')
    .mockImplementation(() => new Promise<RetreatBooking>((resolve, reject) => (answer = { resolve, reject })));
  return { call, answer: () => answer };
}

async function show() {
  await i18n.loadNamespaces(['retreats', 'waitlists', 'reviews', 'common']);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <RetreatBookingsPanel />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  fireEvent.click(await screen.findByRole('button', { name: en.stay.cancel }));
  fireEvent.change(screen.getByLabelText(new RegExp(en.cancel.reason)), { target: { value: ' Unwell ' } });
  fireEvent.click(screen.getByRole('button', { name: en.cancel.confirm }));
}

describe('cancelling a stay from my bookings', () => {
  it('is busy while the cancellation runs, then closes, says so and reads the stays again', async () => {
    const reads = readsStays();
    const cancel = cancelWhenTold();
    const said = vi.spyOn(toast, 'success');
    await show();

    const busy = screen.getByRole('button', { name: en.cancel.cancelling });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(cancel.call).toHaveBeenCalledWith(31, 'Unwell');
    expect(reads.stays).toBe(1);

    cancel.answer().resolve({ ...stay, status: 'cancelled', cancelled_by: 'guest' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(said).toHaveBeenCalledWith(en.cancel.done);
    await waitFor(() => expect(reads.stays).toBe(2));
  });

  it('says a refusal, lets the guest try again, and still reads the stays again', async () => {
    const reads = readsStays();
    const cancel = cancelWhenTold();
    const said = vi.spyOn(toast, 'error');
    await show();

    cancel.answer().reject(new ApiError(409, 'not_cancellable', 'This stay can no longer be cancelled.'));
    const again = await screen.findByRole('button', { name: en.cancel.confirm });
    expect((again as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(said).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(reads.stays).toBe(2));
  });
});

describe('my bookings in the reader’s language', () => {
  it('asks for the page’s language and shows a Tamil reader the retreat’s Tamil title', async () => {
    const asked: string[] = [];
    vi.spyOn(api, 'get').mockImplementation((path: string) => {
      asked.push(path);
      if (!path.startsWith('retreat-bookings/')) return Promise.resolve({ results: [] });
      // The API answers the title translated only when asked in Tamil.
      const title =
        new URLSearchParams(path.split('?')[1]).get('lang') === 'ta' ? 'கங்கைக் கரையில் யோகம்' : stay.retreat.title;
      return Promise.resolve({
        count: 1,
        next: null,
        previous: null,
        results: [{ ...stay, retreat: { ...stay.retreat, title } }],
      });
    });
    await i18n.loadNamespaces(['retreats', 'waitlists', 'reviews', 'common']);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/ta/my-bookings?kind=retreats']}>
          <Routes>
            <Route path="/:lang/my-bookings" element={<RetreatBookingsPanel />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('கங்கைக் கரையில் யோகம்')).toBeTruthy();
    expect(screen.queryByText(stay.retreat.title)).toBeNull();
    expect(asked).toContain('retreat-bookings/?page_size=100&lang=ta');
  });
});
