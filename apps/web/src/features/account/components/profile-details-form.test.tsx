import type { User } from '@sangam/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../shared/api/http-client';
import { i18n } from '../../../shared/i18n/i18n';
import { sessionStore } from '../../../shared/session/session-store';
import { toast } from '../../../shared/ui/toast/toast-store';
import en from '../../../locales/en/account.json';
import { accountKeys } from '../api';
import { ProfileDetailsForm } from './profile-details-form';

// The save's events are not what these tests hold; sent for real they would reach for a server.
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

async function show() {
  await i18n.loadNamespaces(['account', 'common']);
  const client = new QueryClient();
  const put = vi.spyOn(client, 'setQueryData');
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en/profile']}>
        <ProfileDetailsForm user={user} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return put;
}

/** A call whose answer the test gives when it chooses. */
function held<T>() {
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

const button = () => screen.getByRole('button', { name: new RegExp(`^(${en.profile.save}|${en.profile.saving})$`) });

afterEach(() => {
  for (const t of toast.list()) toast.dismiss(t.id);
  sessionStore.clear();
});

describe('saving the profile details', () => {
  it('is busy while saving, then puts the saved record back for the page and says so', async () => {
    const answer = held<User>();
    const patch = vi.spyOn(api, 'patch').mockReturnValue(answer.promise);
    const put = await show();
    fireEvent.change(screen.getByLabelText(en.profile.display_name), { target: { value: '  Meera Sharma ' } });
    fireEvent.click(button());

    await waitFor(() => expect(button().textContent).toBe(en.profile.saving));
    expect(button()).toHaveProperty('disabled', true);
    expect(patch).toHaveBeenCalledWith('users/me/', {
      display_name: 'Meera Sharma',
      preferred_language: 'en',
      time_zone: 'Asia/Kolkata',
      city: 'Pune',
    });
    expect(put).not.toHaveBeenCalled();

    const saved = { ...user, display_name: 'Meera Sharma' };
    answer.resolve(saved);
    await waitFor(() => expect(toast.list().map((t) => [t.type, t.message])).toEqual([['success', en.profile.saved]]));
    expect(put).toHaveBeenCalledWith(accountKeys.me(), saved);
    expect(sessionStore.get().user).toEqual(saved);
    await waitFor(() => expect(button().textContent).toBe(en.profile.save));
  });

  it("puts the API's refusal on its field and changes nothing else", async () => {
    vi.spyOn(api, 'patch').mockRejectedValue(
      new ApiError(400, 'validation_error', 'Please check the form.', { display_name: ['Too long.'] }),
    );
    const put = await show();
    fireEvent.click(button());

    expect(await screen.findByText('Too long.')).toBeTruthy();
    expect(button()).toHaveProperty('disabled', false);
    expect(put).not.toHaveBeenCalled();
    expect(toast.list()).toEqual([]);
  });
});
