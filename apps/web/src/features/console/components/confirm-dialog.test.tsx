import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/http-client';
import { activateLanguage, i18n } from '../../../shared/i18n/i18n';
import { ConfirmDialog } from './confirm-dialog';

afterEach(async () => {
  await activateLanguage('en');
});

/** The dialog around a call the test answers by hand, to look at it while it is pending. */
async function show() {
  await i18n.loadNamespaces(['console']);
  let answer: { resolve: () => void; reject: (error: Error) => void } | null = null;
  const action = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        answer = { resolve, reject };
      }),
  );
  const onDone = vi.fn();
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ConfirmDialog title="Delete this video?" confirmLabel="Delete" action={action} onDone={onDone} onClose={onClose}>
        <p>It goes for good.</p>
      </ConfirmDialog>
    </QueryClientProvider>,
  );
  return { action, onDone, onClose, answer: () => answer! };
}

describe('a confirmation sent by a mutation', () => {
  it('is busy while the call runs, then runs onDone and closes', async () => {
    const dialog = await show();
    const confirm = screen.getByRole('button', { name: 'Delete' });
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm.getAttribute('aria-busy')).toBe('true'));
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    expect(dialog.action).toHaveBeenCalledTimes(1);
    expect(dialog.onDone).not.toHaveBeenCalled();

    dialog.answer().resolve();
    await waitFor(() => expect(dialog.onClose).toHaveBeenCalledTimes(1));
    expect(dialog.onDone).toHaveBeenCalledTimes(1);
    expect(dialog.onDone.mock.invocationCallOrder[0]).toBeLessThan(dialog.onClose.mock.invocationCallOrder[0]!);
  });

  it("says the API's refusal, stays open, and can be tried again", async () => {
    const dialog = await show();
    const confirm = screen.getByRole('button', { name: 'Delete' });
    fireEvent.click(confirm);
    await waitFor(() => expect(dialog.action).toHaveBeenCalledTimes(1));
    dialog.answer().reject(new ApiError(409, 'conflict', 'The video is in a category order.'));
    expect(await screen.findByText('The video is in a category order.')).toBeTruthy();
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
    expect(dialog.onDone).not.toHaveBeenCalled();
    expect(dialog.onClose).not.toHaveBeenCalled();

    fireEvent.click(confirm);
    // A new try clears the old refusal while it runs.
    await waitFor(() => expect(screen.queryByText('The video is in a category order.')).toBeNull());
    expect(dialog.action).toHaveBeenCalledTimes(2);
  });
});
