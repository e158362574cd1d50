import type { Community, FollowAnswer } from '@sangam/contracts';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../shared/api/http-client';
import { i18n } from '../../../shared/i18n/i18n';
import { sessionStore } from '../../../shared/session/session-store';
import { toast } from '../../../shared/ui/toast/toast-store';
import en from '../../../locales/en/community.json';
import { communityKeys, communityQuery } from '../api';
import { FollowButton } from './follow-button';
import { signedInMemberForEachTest } from '../signed-in-member';

const community: Community = {
  id: 3,
  slug: 'satsang',
  name: 'Satsang',
  description: '',
  tags: [],
  tag_names: [],
  min_karma_to_post: 0,
  rules: '',
  content_language: 'en',
  follower_count: 10,
  post_count: 2,
  followers: [],
  is_followed: false,
  is_moderator: false,
  my_ban: null,
  creator: null,
  created_at: '2026-11-01T10:00:00Z',
};

/** The button as a page shows it: the community read from the cache the optimistic change patches. */
function Shown() {
  const { data } = useQuery({ ...communityQuery('satsang', 'en'), enabled: false });
  return data ? (
    <>
      <FollowButton community={data} />
      <p>followers: {data.follower_count}</p>
    </>
  ) : null;
}

async function show() {
  await i18n.loadNamespaces(['community', 'common']);
  const client = new QueryClient();
  client.setQueryData(communityKeys.community('satsang', 'en'), community);
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en/communities/satsang']}>
        <Routes>
          <Route path="/:lang/communities/:slug" element={<Shown />} />
          <Route path="/:lang/login" element={<p>sign in</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return invalidate;
}

/** A call whose answer the test gives when it chooses. */
function held<T>() {
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

const button = () => screen.getByRole('button', { name: /Satsang/ });

signedInMemberForEachTest();

describe('following a community', () => {
  it('shows it followed at once, stays busy until the server answers, then takes its count', async () => {
    const answer = held<FollowAnswer>();
    const post = vi.spyOn(api, 'post').mockReturnValue(answer.promise);
    const invalidate = await show();
    fireEvent.click(button());

    await waitFor(() => expect(button().textContent).toBe(en.follow.unfollow));
    expect(screen.getByText('followers: 11')).toBeTruthy();
    expect(button()).toHaveProperty('disabled', true);
    expect(button().getAttribute('aria-busy')).toBe('true');
    expect(post).toHaveBeenCalledWith('communities/3/follow/');
    expect(invalidate).not.toHaveBeenCalled();

    answer.resolve({ is_followed: true, follower_count: 15 });
    await waitFor(() => expect(button()).toHaveProperty('disabled', false));
    expect(screen.getByText('followers: 15')).toBeTruthy();
    expect(toast.list().map((t) => [t.type, t.message])).toEqual([['success', en.toasts.followed]]);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      communityKeys.mine,
      communityKeys.feeds,
    ]);
  });

  it('puts the community back as it was when the follow fails', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(new ApiError(500, 'server_error', ''));
    const invalidate = await show();
    fireEvent.click(button());

    await waitFor(() => expect(toast.list().map((t) => [t.type, t.message])).toEqual([['error', en.failures.follow]]));
    expect(button().textContent).toBe(en.follow.follow);
    expect(screen.getByText('followers: 10')).toBeTruthy();
    expect(button()).toHaveProperty('disabled', false);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('sends a guest to sign in and sends nothing', async () => {
    sessionStore.clear();
    const post = vi.spyOn(api, 'post');
    await show();
    fireEvent.click(button());

    await waitFor(() => expect(screen.getByText('sign in')).toBeTruthy());
    expect(post).not.toHaveBeenCalled();
  });
});
