import type { User } from '@sangam/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../shared/api/http-client';
import { i18n } from '../../../shared/i18n/i18n';
import { sessionStore } from '../../../shared/session/session-store';
import { toast } from '../../../shared/ui/toast/toast-store';
import en from '../../../locales/en/auth.json';
import { VerifyEmailBanner } from './verify-email-banner';

const user: User = {
  id: 7,
  username: 'meera',
  email: 'meera@example.in',
  role: 'user',
  creator_type: null,
  display_name: 'Meera',
  preferred_language: 'en',
  content_languages: [],
  time_zone: 'Asia/Kolkata',
  city: 'Pune',
  karma: 3,
  email_verified: false,
  date_joined: '2026-01-01T00:00:00Z',
};

async function show() {
  await i18n.loadNamespaces(['auth', 'common']);
  sessionStore.set({ accessToken: 'h.e30.s', refreshToken: 'r', user });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <VerifyEmailBanner />
    </QueryClientProvider>,
  );
  fireEvent.change(await screen.findByLabelText(en.fields.code), { target: { value: '123456' } });
}

/** A call whose answer the test gives when it chooses. */
function held<T>() {
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

const verifyButton = () =>
  screen.getByRole('button', { name: new RegExp(`^(${en.actions.verify}|${en.actions.verifying})$`) });
const toasts = () => toast.list().map((t) => [t.type, t.message]);

afterEach(() => {
  for (const t of toast.list()) toast.dismiss(t.id);
  sessionStore.clear();
});

describe('confirming the email address from the banner', () => {
  it('is busy while the code is checked, then says so and goes', async () => {
    const answer = held<User>();
    const post = vi.spyOn(api, 'post').mockReturnValue(answer.promise);
    await show();
    fireEvent.click(verifyButton());

    await waitFor(() => expect(verifyButton().textContent).toBe(en.actions.verifying));
    expect(verifyButton()).toHaveProperty('disabled', true);
    expect(post).toHaveBeenCalledWith('users/verify-email/', { code: '123456' });

    answer.resolve({ ...user, email_verified: true });
    await waitFor(() => expect(toasts()).toEqual([['success', en.verify.done]]));
    await waitFor(() => expect(screen.queryByRole('button', { name: en.actions.verify })).toBeNull());
  });

  it('shows a wrong code under the field and can be sent again', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(new ApiError(400, 'invalid_code', 'This code is not correct.'));
    await show();
    fireEvent.click(verifyButton());

    expect((await screen.findByRole('alert')).textContent).toBe(en.errors.invalid_code);
    expect(verifyButton()).toHaveProperty('disabled', false);
    expect(verifyButton().textContent).toBe(en.actions.verify);
    expect(toasts()).toEqual([]);
  });

  it('sends a new code, clearing the last message, and says so', async () => {
    const post = vi
      .spyOn(api, 'post')
      .mockRejectedValueOnce(new ApiError(400, 'invalid_code', 'This code is not correct.'))
      .mockResolvedValueOnce(undefined);
    await show();
    fireEvent.click(verifyButton());
    await screen.findByRole('alert');

    fireEvent.click(screen.getByRole('button', { name: en.actions.resend }));
    await waitFor(() => expect(toasts()).toEqual([['info', en.verify.resent]]));
    expect(post).toHaveBeenLastCalledWith('users/verify-email/resend/');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
