import type { FailedDelivery } from '@sangam/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { sessionStore } from '../../../shared/session/session-store';
import { toast } from '../../../shared/ui/toast/toast-store';
import { DeliveryItem, deliveryTopic } from './delivery-item';

const refund: FailedDelivery = {
  id: 77,
  topic: 'stripe-refund',
  attempts: 6,
  last_error: 'The payment service is not answering. Please try again in a moment.',
  created_at: '2026-11-30T08:00:00Z',
  failed_at: '2026-11-30T09:05:00Z',
  refund: { kind: 'pooja', booking_id: 12, amount_minor: 220000, currency: 'INR' },
};

const calls: Array<{ url: string; method: string | undefined }> = [];
beforeEach(() => {
  calls.length = 0;
  sessionStore.set({
    accessToken: 'console-token',
    user: { id: 1, username: 'admin', email: '', role: 'admin', creator_type: null },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, method: init.method });
      return new Response(JSON.stringify({ ...refund, attempts: 0, failed_at: null }), { status: 200 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

async function show(lang: string, item: FailedDelivery) {
  await i18n.loadNamespaces('console');
  await i18n.changeLanguage(lang);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[`/${lang}/admin/deliveries`]}>
        <Routes>
          <Route path="/:lang/admin/deliveries" element={<DeliveryItem delivery={item} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a delivery the outbox gave up on, in the console', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('names a refund by its booking and amount, with the tries and the last error', async () => {
    await show('en', refund);
    expect(screen.getByRole('heading', { name: /Refund through Stripe/ })).toBeTruthy();
    expect(screen.getByText('₹2,200 owed back for pooja booking #12.')).toBeTruthy();
    expect(screen.getByText(/^Given up on .* after 6 tries\.$/)).toBeTruthy();
    expect(screen.getByText(refund.last_error!)).toBeTruthy();
  });

  it('is said in the reader’s language (hi)', async () => {
    await show('hi', refund);
    expect(screen.getByRole('heading', { name: /Stripe से रिफ़ंड/ })).toBeTruthy();
    expect(screen.getByText('पूजा बुकिंग #12 के ₹2,200 लौटाने बाकी हैं।')).toBeTruthy();
    expect(screen.getByRole('button', { name: /फिर से कोशिश करें/ })).toBeTruthy();
  });

  it('is put back in line by Try again, and says so', async () => {
    await show('en', refund);
    fireEvent.click(screen.getByRole('button', { name: /Try again/ }));
    await waitFor(() =>
      expect(toast.list().map((t) => t.message)).toContain('Put back in line: it is being tried again now.'),
    );
    expect(calls).toContainEqual({ url: '/api/admin/deliveries/77/retry/', method: 'POST' });
  });

  it('names the medium of each topic, whatever handler it has', () => {
    expect(
      ['stripe-refund', 'push', 'notification_delivery', 'mail', 'pooja_booking_mail', 'password_reset', 'x'].map(
        deliveryTopic,
      ),
    ).toEqual(['refund', 'push', 'notification', 'mail', 'mail', 'mail', 'other']);
  });
});
