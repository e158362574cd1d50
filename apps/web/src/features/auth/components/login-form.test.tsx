import type { LoginResponse, User } from '@sangam/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../shared/api/http-client';
import { i18n } from '../../../shared/i18n/i18n';
import { sessionStore } from '../../../shared/session/session-store';
import en from '../../../locales/en/auth.json';
import { LoginForm } from './login-form';

// A sign-in's events are sent at once; they are not what these tests hold, and no server answers.
vi.mock('../../../shared/tracking', () => ({ track: vi.fn() }));

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
  email_verified: true,
  date_joined: '2026-01-01T00:00:00Z',
};

function Landed() {
  return <p data-testid="landed">{useLocation().pathname}</p>;
}

async function show() {
  await i18n.loadNamespaces(['auth', 'common']);
  const router = createMemoryRouter(
    [
      { path: '/:lang/login', element: <LoginForm variant="user" />, handle: { title: 'login' } },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: ['/en/login'] },
  );
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

const button = () =>
  screen.getByRole('button', { name: new RegExp(`^(${en.actions.login}|${en.actions.logging_in})$`) });

function fill() {
  fireEvent.change(screen.getByLabelText(en.fields.login), { target: { value: ' meera ' } });
  fireEvent.change(screen.getByLabelText(en.fields.password), { target: { value: 'her-password' } });
}

afterEach(() => sessionStore.clear());

describe('logging in', () => {
  it('is busy until signed in and on the next page', async () => {
    const answer = held<LoginResponse>();
    const post = vi
      .spyOn(api, 'post')
      .mockImplementation((path: string) =>
        path === 'users/login/' ? answer.promise : Promise.resolve({ merged_practices: 0 }),
      );
    vi.spyOn(api, 'get').mockImplementation((path: string) =>
      Promise.resolve(path === 'users/me/' ? user : { active_practices: [] }),
    );
    await show();
    fill();
    fireEvent.click(await screen.findByRole('button', { name: en.actions.login }));

    await waitFor(() => expect(button().textContent).toBe(en.actions.logging_in));
    expect(button()).toHaveProperty('disabled', true);
    expect(post).toHaveBeenCalledWith('users/login/', { email: 'meera', password: 'her-password' });

    answer.resolve({ access: 'h.e30.s', refresh: 'r', user, creator_profile: null } as LoginResponse);
    expect((await screen.findByTestId('landed')).textContent).toBe('/en');
    expect(sessionStore.get().user).toEqual(user);
  });

  it('says what the API refused on the form and can be sent again', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(
      new ApiError(400, 'invalid_credentials', 'The email, username or password is not correct.'),
    );
    await show();
    fill();
    fireEvent.click(await screen.findByRole('button', { name: en.actions.login }));

    expect(await screen.findByText(en.errors.invalid_credentials)).toBeTruthy();
    expect(button()).toHaveProperty('disabled', false);
    expect(screen.queryByTestId('landed')).toBeNull();
    expect(sessionStore.get().user).toBeFalsy();
  });
});
