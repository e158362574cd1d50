import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { CancelDepositBookingDialog, RefundSentDialog } from './deposit-booking-dialogs';

const booking = { id: 7, currency: 'INR', refund_minor: 300_000 };
const step = { onClose: vi.fn(), describeError: () => ({ form: 'No.', fields: {} }) };

const inClient = (children: ReactNode) =>
  render(<QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>);

beforeAll(() => i18n.loadNamespaces(['retreat-host', 'journey-organiser']));
afterEach(cleanup);

describe("a deposit host's booking dialogs, worded in the area's namespace", () => {
  it('says what goes back before a cancellation, and sends the reason given', async () => {
    const cancel = vi.fn().mockResolvedValue(booking);
    const onDone = vi.fn();
    inClient(
      <CancelDepositBookingDialog
        ns="retreat-host"
        text="The stay of Asha will be cancelled."
        refund={300_000}
        currency="INR"
        reasonRequired="Tell the guest why."
        reasonMax={500}
        cancel={cancel}
        onDone={onDone}
        {...step}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Cancel this stay' })).toBeTruthy();
    expect(screen.getByText(/The whole deposit paid, .*3,000.*, will be refunded to the guest\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the stay' }));
    expect(await screen.findByText('Tell the guest why.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), { target: { value: 'Flooded roads' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the stay' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(booking));
    expect(cancel).toHaveBeenCalledWith('Flooded roads');
  });

  it('says when nothing was paid, so nothing comes back', () => {
    inClient(
      <CancelDepositBookingDialog
        ns="journey-organiser"
        text="The booking will be cancelled."
        refund={0}
        currency="INR"
        reasonRequired="Say why."
        reasonMax={500}
        cancel={vi.fn()}
        onDone={vi.fn()}
        {...step}
      />,
    );
    expect(
      screen.getByText('No deposit has been received for this booking, so there is nothing to refund.'),
    ).toBeTruthy();
  });

  it('asks whether the refund went back, naming the amount, the person and what they booked', async () => {
    const markSent = vi.fn().mockResolvedValue(booking);
    const onDone = vi.fn();
    inClient(
      <RefundSentDialog
        ns="journey-organiser"
        booking={booking}
        name="Asha"
        title="Char Dham"
        busy="Saving…"
        markSent={markSent}
        onDone={onDone}
        {...step}
      />,
    );
    expect(screen.getByText(/Have you sent .*3,000.* back to Asha for Char Dham\?/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, the refund is sent' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(booking));
  });
});
