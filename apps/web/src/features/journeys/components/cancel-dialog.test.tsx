import { JOURNEY_ERROR_CODES, JOURNEY_MESSAGES, type JourneyBooking } from '@sangam/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/http-client';
import { i18n } from '../../../shared/i18n/i18n';
import { toast } from '../../../shared/ui/toast/toast-store';
import en from '../../../locales/en/travel.json';
import { journeyCalls, journeyKeys } from '../api';
import { CancelDialog } from './cancel-dialog';
import { journeyBooking as booking, later } from '../journey-booking.fixture';

async function show() {
  await i18n.loadNamespaces('travel');
  const client = new QueryClient();
  // What the traveller's pages show: their bookings, this journey, a list of journeys.
  client.setQueryData(journeyKeys.myBookings('en'), { results: [booking] });
  client.setQueryData(journeyKeys.detail('char-dham'), { slug: 'char-dham' });
  client.setQueryData(journeyKeys.detail('kailash'), { slug: 'kailash' });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <CancelDialog booking={booking} onClose={onClose} />
    </QueryClientProvider>,
  );
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { onClose, stale };
}

describe('cancelling a journey booking', () => {
  it('is busy while the cancellation runs, then says so and reads the traveller’s pages again', async () => {
    const call = later<JourneyBooking>();
    const cancel = vi.spyOn(journeyCalls, 'cancel').mockReturnValue(call.promise);
    const said = vi.spyOn(toast, 'success');
    const { onClose, stale } = await show();

    fireEvent.change(screen.getByLabelText(en.cancel.reason, { exact: false }), {
      target: { value: '  A wedding at home  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: en.cancel.confirm }));
    const busy = await screen.findByRole('button', { name: en.cancel.cancelling });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(cancel).toHaveBeenCalledWith(31, 'A wedding at home');
    expect(stale(journeyKeys.myBookings('en'))).toBe(false);

    call.resolve({ ...booking, status: 'cancelled' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(said).toHaveBeenCalledWith(en.booking.cancelled);
    expect(stale(journeyKeys.myBookings('en'))).toBe(true);
    expect(stale(journeyKeys.detail('char-dham'))).toBe(true);
    // Another journey's places did not change.
    expect(stale(journeyKeys.detail('kailash'))).toBe(false);
  });

  it('says a refusal in the dialog, which stays open to try again', async () => {
    vi.spyOn(journeyCalls, 'cancel').mockRejectedValue(
      new ApiError(409, JOURNEY_ERROR_CODES.alreadyLeft, JOURNEY_MESSAGES.alreadyLeft),
    );
    const said = vi.spyOn(toast, 'success');
    const { onClose, stale } = await show();

    fireEvent.click(screen.getByRole('button', { name: en.cancel.confirm }));
    expect(await screen.findByText(en.api.alreadyLeft)).toBeTruthy();
    const again = screen.getByRole('button', { name: en.cancel.confirm }) as HTMLButtonElement;
    expect(again.disabled).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
    expect(said).not.toHaveBeenCalled();
    expect(stale(journeyKeys.myBookings('en'))).toBe(false);
  });
});
