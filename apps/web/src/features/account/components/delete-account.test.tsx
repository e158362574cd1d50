import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../shared/api/http-client';
import { i18n } from '../../../shared/i18n/i18n';
import { sessionStore } from '../../../shared/session/session-store';
import { toast } from '../../../shared/ui/toast/toast-store';
import auth from '../../../locales/en/auth.json';
import en from '../../../locales/en/account.json';
import { DeleteAccount } from './delete-account';

function Landed() {
  return <p data-testid="landed">{useLocation().pathname}</p>;
}

async function show() {
  await i18n.loadNamespaces(['account', 'auth', 'common']);
  sessionStore.set({ accessToken: 'h.e30.s', refreshToken: 'r' });
  const router = createMemoryRouter(
    [
      { path: '/:lang/profile', element: <DeleteAccount /> },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: ['/en/profile'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  fireEvent.click(await screen.findByRole('button', { name: en.delete.start }));
  fireEvent.change(screen.getByLabelText(en.delete.password), { target: { value: 'her-password' } });
  fireEvent.click(screen.getByLabelText(en.delete.understand));
}

/** A call whose answer the test gives when it chooses. */
function held<T>() {
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

const button = () => screen.getByRole('button', { name: new RegExp(`^(${en.delete.confirm}|${en.delete.deleting})$`) });

afterEach(() => {
  for (const t of toast.list()) toast.dismiss(t.id);
  sessionStore.clear();
});

describe('deleting the account', () => {
  it('is busy while deleting, then signs out, says so and leads home', async () => {
    const answer = held<undefined>();
    const remove = vi.spyOn(api, 'delete').mockReturnValue(answer.promise);
    await show();
    fireEvent.click(button());

    await waitFor(() => expect(button().textContent).toBe(en.delete.deleting));
    expect(button()).toHaveProperty('disabled', true);
    expect(remove).toHaveBeenCalledWith('users/me/', { password: 'her-password' });

    answer.resolve(undefined);
    expect((await screen.findByTestId('landed')).textContent).toBe('/en');
    expect(toast.list().map((t) => [t.type, t.message])).toEqual([['success', en.delete.done]]);
    expect(sessionStore.get().accessToken).toBeFalsy();
  });

  it('puts a wrong password on its field and keeps the account', async () => {
    vi.spyOn(api, 'delete').mockRejectedValue(new ApiError(400, 'wrong_password', 'The password is not correct.'));
    await show();
    fireEvent.click(button());

    expect(await screen.findByText(auth.errors.wrong_password)).toBeTruthy();
    expect(button()).toHaveProperty('disabled', false);
    expect(screen.queryByTestId('landed')).toBeNull();
    expect(sessionStore.get().accessToken).toBe('h.e30.s');
    expect(toast.list()).toEqual([]);
  });
});
