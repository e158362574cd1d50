import { TUTORING_MESSAGES } from '@sangam/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, i18n } from '../../../shared/i18n/i18n';
import hi from '../../../locales/hi/creator.json';
import { PaymentInstructionsCard } from './payment-instructions-card';

/** The API answers the GET with `saved` (and no deadline to pay), then the PUT with `put`. */
function answering(saved: string, put: { status: number; body: unknown }) {
  const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
    init?.method === 'PUT'
      ? new Response(JSON.stringify(put.body), { status: put.status })
      : new Response(JSON.stringify({ payment_instructions: saved, pay_within_days: null }), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

async function show(lang: 'en' | 'hi') {
  await activateLanguage(lang);
  await i18n.loadNamespaces('creator');
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[`/${lang}/creator`]}>
        <PaymentInstructionsCard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('"How you are paid" on the creator dashboard', () => {
  it('shows the saved instructions, sends the new ones and says they are saved', async () => {
    const fetch = answering('UPI: old@okaxis', {
      status: 200,
      body: { payment_instructions: 'UPI: new@okaxis', pay_within_days: null },
    });
    await show('en');
    const field = (await screen.findByLabelText('Your payment instructions')) as HTMLTextAreaElement;
    expect(field.value).toBe('UPI: old@okaxis');
    expect(screen.getByText(/15 of 1,000 characters used\./)).toBeTruthy();
    fireEvent.change(field, { target: { value: ' UPI: new@okaxis ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save instructions' }));
    expect(await screen.findByText('Saved. People who book you will see these instructions.')).toBeTruthy();
    expect(field.value).toBe('UPI: new@okaxis');
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({
      payment_instructions: ' UPI: new@okaxis ',
      pay_within_days: null,
    });
  });

  it("puts the API's field error at the field, in the reader's language", async () => {
    const message = TUTORING_MESSAGES.paymentInstructionsMax;
    answering('', {
      status: 400,
      body: {
        detail: `Invalid request body: payment_instructions: ${message}`,
        code: 'invalid',
        errors: { payment_instructions: [message] },
      },
    });
    await show('hi');
    const field = await screen.findByLabelText(hi.payment_instructions.label);
    fireEvent.change(field, { target: { value: 'UPI' } });
    fireEvent.click(screen.getByRole('button', { name: hi.payment_instructions.save }));
    const error = await screen.findByText(hi.errors.paymentInstructionsMax);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.queryByText(hi.payment_instructions.saved)).toBeNull();
  });

  it("refuses days out of the contract's range at the field, before sending", async () => {
    const fetch = answering('Cash', { status: 200, body: {} });
    await show('hi');
    const days = await screen.findByLabelText(hi.payment_instructions.days_label);
    fireEvent.change(days, { target: { value: '61' } });
    fireEvent.click(screen.getByRole('button', { name: hi.payment_instructions.save }));
    const error = await screen.findByText(hi.errors.payWithinDays);
    expect(days.getAttribute('aria-describedby')).toContain(error.id);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});
