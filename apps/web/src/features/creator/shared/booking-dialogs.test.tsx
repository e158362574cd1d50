import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CancelBookingDialog, ConfirmBookingDialog } from './booking-dialogs';

const texts = {
  title: 'Deposit received?',
  text: 'Meera paid you directly.',
  back: 'Back',
  busy: 'Saving…',
  confirm: 'Yes',
};
const booking = { id: 7, status: 'confirmed' };

const inClient = (children: ReactNode) =>
  render(<QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>);

afterEach(cleanup);

describe("a creator's booking dialogs", () => {
  it('sends the step, then hands the booking back; a refusal is said in the dialog', async () => {
    const action = vi.fn().mockRejectedValueOnce(new Error('no')).mockResolvedValueOnce(booking);
    const onDone = vi.fn();
    inClient(
      <ConfirmBookingDialog
        texts={texts}
        action={action}
        onClose={vi.fn()}
        onDone={onDone}
        describeError={() => ({ form: 'It was paid already.', fields: {} })}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('It was paid already.')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(booking));
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('asks for a reason before cancelling, and sends it trimmed', async () => {
    const cancel = vi.fn().mockResolvedValue(booking);
    const onDone = vi.fn();
    inClient(
      <CancelBookingDialog
        texts={{ ...texts, reason: 'Reason', reasonHint: 'Meera reads it.', reasonRequired: 'Write a reason.' }}
        reasonMax={500}
        cancel={cancel}
        onClose={vi.fn()}
        onDone={onDone}
        describeError={() => ({ form: null, fields: {} })}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Write a reason.')).toBeTruthy();
    expect(cancel).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: '  I am unwell  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(booking));
    expect(cancel).toHaveBeenCalledWith('I am unwell');
  });
});
