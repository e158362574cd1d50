import type { PostDetail, SavedAnswer } from '@sangam/contracts';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../shared/api/http-client';
import { i18n } from '../../../shared/i18n/i18n';
import { sessionStore } from '../../../shared/session/session-store';
import { toast } from '../../../shared/ui/toast/toast-store';
import en from '../../../locales/en/community.json';
import { communityKeys, postQuery } from '../api';
import { SaveButton } from './save-button';

const post = { id: 7, title: 'Morning japa', saved: false } as PostDetail;

/** The button as the post's page shows it: the post read from the cache the save patches. */
function Shown() {
  const { data } = useQuery({ ...postQuery(7, 'en'), enabled: false });
  return data ? <SaveButton kind="posts" item={data} /> : null;
}

async function show(cached: PostDetail = post, signedIn = true) {
  await i18n.loadNamespaces(['community', 'common']);
  if (signedIn)
    sessionStore.set({
      accessToken: 'member-token',
      user: { id: 5, username: 'meera', email: '', role: 'user', creator_type: null },
    });
  const client = new QueryClient();
  client.setQueryData(communityKeys.post(7, 'en'), cached);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en/posts/7']}>
        <Routes>
          <Route path="/:lang/posts/:id" element={<Shown />} />
          <Route path="/:lang/login" element={<p>Login page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The one toggle, by whichever of its two words it shows. */
const toggle = () => screen.getByRole('button', { name: new RegExp(`^(${en.save.save}|${en.save.saved})$`) });

beforeEach(() => sessionStore.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  sessionStore.clear();
  for (const t of toast.list()) toast.dismiss(t.id);
});

describe('saving a post', () => {
  it('shows Saved (pressed) at once, busy until the answer, then says it is saved', async () => {
    let answer!: (value: SavedAnswer) => void;
    const call = vi.spyOn(api, 'post').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await show();
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle());

    await waitFor(() => expect(toggle().textContent).toBe(en.save.saved));
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    expect(toggle()).toHaveProperty('disabled', true);
    expect(call).toHaveBeenCalledWith('posts/7/save/');

    answer({ saved: true });
    await waitFor(() => expect(toggle()).toHaveProperty('disabled', false));
    expect(toast.list().map((t) => [t.type, t.message])).toEqual([['success', en.toasts.saved]]);
  });

  it('unsaves with DELETE, and puts Saved back when that fails', async () => {
    const call = vi.spyOn(api, 'delete').mockRejectedValue(new ApiError(500, 'server_error', ''));
    await show({ ...post, saved: true });
    fireEvent.click(toggle());

    await waitFor(() => expect(toast.list().map((t) => [t.type, t.message])).toEqual([['error', en.failures.unsave]]));
    expect(call).toHaveBeenCalledWith('posts/7/save/');
    expect(toggle().textContent).toBe(en.save.saved);
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
  });

  it('says why when the person already keeps as many as can be kept', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(new ApiError(400, 'too_many_saved', 'You can keep at most 1000…'));
    await show();
    fireEvent.click(toggle());

    await waitFor(() =>
      expect(toast.list().map((t) => [t.type, t.message])).toEqual([['error', en.errors.too_many_saved]]),
    );
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
  });

  it('sends a guest to log in instead', async () => {
    const call = vi.spyOn(api, 'post');
    await show(post, false);
    fireEvent.click(toggle());
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });
});
