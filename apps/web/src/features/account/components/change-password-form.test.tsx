import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../shared/api/http-client';
import { i18n } from '../../../shared/i18n/i18n';
import { sessionStore } from '../../../shared/session/session-store';
import { toast } from '../../../shared/ui/toast/toast-store';
import auth from '../../../locales/en/auth.json';
import en from '../../../locales/en/account.json';
import { ChangePasswordForm } from './change-password-form';

async function show() {
  await i18n.loadNamespaces(['account', 'auth', 'common']);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ChangePasswordForm />
    </QueryClientProvider>,
  );
}

/** A call whose answer the test gives when it chooses. */
function held<T>() {
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const button = () => screen.getByRole('button', { name: new RegExp(`^(${en.password.save}|${en.password.saving})$`) });

function fill() {
  fireEvent.change(field(en.password.current), { target: { value: 'old-password' } });
  fireEvent.change(field(en.password.new), { target: { value: 'a-new-password' } });
  fireEvent.change(field(en.password.repeat), { target: { value: 'a-new-password' } });
}

afterEach(() => {
  for (const t of toast.list()) toast.dismiss(t.id);
  sessionStore.clear();
});

describe('changing the password', () => {
  it('is busy while the change runs, then says so, keeps the new tokens and empties the fields', async () => {
    const answer = held<{ access: string; refresh: string }>();
    const post = vi.spyOn(api, 'post').mockReturnValue(answer.promise);
    await show();
    fill();
    fireEvent.click(button());

    await waitFor(() => expect(button().textContent).toBe(en.password.saving));
    expect(button()).toHaveProperty('disabled', true);
    expect(post).toHaveBeenCalledWith('users/me/password/', {
      current_password: 'old-password',
      new_password: 'a-new-password',
    });
    expect(toast.list()).toEqual([]);

    answer.resolve({ access: 'new-access', refresh: 'new-refresh' });
    await waitFor(() => expect(toast.list().map((t) => [t.type, t.message])).toEqual([['success', en.password.saved]]));
    expect(button().textContent).toBe(en.password.save);
    expect(sessionStore.get()).toMatchObject({ accessToken: 'new-access', refreshToken: 'new-refresh' });
    expect([field(en.password.current), field(en.password.new), field(en.password.repeat)].map((f) => f.value)).toEqual(
      ['', '', ''],
    );
  });

  it('puts a wrong current password on its field and keeps what was typed', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(new ApiError(400, 'wrong_password', 'The password is not correct.'));
    await show();
    fill();
    fireEvent.click(button());

    await waitFor(() => expect(screen.getByText(auth.errors.wrong_password)).toBeTruthy());
    expect(field(en.password.current).getAttribute('aria-invalid')).toBe('true');
    expect(field(en.password.new).value).toBe('a-new-password');
    expect(button()).toHaveProperty('disabled', false);
    expect(toast.list()).toEqual([]);
  });

  it('sends nothing while its own checks find a problem', async () => {
    const post = vi.spyOn(api, 'post');
    await show();
    fireEvent.change(field(en.password.new), { target: { value: 'short' } });
    fireEvent.click(button());

    expect(await screen.findByText(auth.validation.required)).toBeTruthy();
    expect(screen.getByText(auth.validation.password_length)).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });
});
