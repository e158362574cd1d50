import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../shared/api/http-client';
import { i18n } from '../../../shared/i18n/i18n';
import en from '../../../locales/en/auth.json';
import { PasswordResetForm } from './password-reset-form';

// Each step is tracked; the events are not what these tests hold, and no server answers them.
vi.mock('../../../shared/tracking', () => ({ track: vi.fn() }));

async function show(address: string) {
  await i18n.loadNamespaces(['auth', 'common']);
  const router = createMemoryRouter([{ path: '/:lang/password-reset', element: <PasswordResetForm /> }], {
    initialEntries: [address],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** A call whose answer the test gives when it chooses. */
function held<T>() {
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

describe('resetting a forgotten password', () => {
  it('is busy while the link is asked for, then says where it went', async () => {
    const answer = held<undefined>();
    vi.spyOn(api, 'get').mockResolvedValue({ enabled: false });
    const post = vi.spyOn(api, 'post').mockReturnValue(answer.promise);
    await show('/en/password-reset');
    fireEvent.change(await screen.findByLabelText(en.fields.email), { target: { value: ' meera@example.in ' } });
    fireEvent.click(screen.getByRole('button', { name: en.actions.send_link }));

    const busy = await screen.findByRole('button', { name: en.actions.sending });
    expect(busy).toHaveProperty('disabled', true);
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('users/password-reset/', { email: 'meera@example.in', bot_check: undefined }),
    );

    answer.resolve(undefined);
    expect(await screen.findByText(en.reset.sent.replace('{{email}}', 'meera@example.in'))).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("sets the new password with the link's token, and says when the link is no good", async () => {
    const post = vi
      .spyOn(api, 'post')
      .mockRejectedValueOnce(new ApiError(400, 'reset_link_invalid', 'This link is no longer valid.'))
      .mockResolvedValueOnce(undefined);
    await show('/en/password-reset?token=abc');
    fireEvent.change(await screen.findByLabelText(en.fields.new_password), { target: { value: 'a-new-password' } });
    fireEvent.change(screen.getByLabelText(en.fields.confirm_password), { target: { value: 'a-new-password' } });
    fireEvent.click(screen.getByRole('button', { name: en.actions.save_password }));

    expect(await screen.findByText(en.errors.reset_link_invalid)).toBeTruthy();
    expect(post).toHaveBeenCalledWith('users/password-reset/confirm/', { token: 'abc', password: 'a-new-password' });

    fireEvent.click(screen.getByRole('button', { name: en.actions.save_password }));
    expect(await screen.findByText(en.reset.done)).toBeTruthy();
  });
});
