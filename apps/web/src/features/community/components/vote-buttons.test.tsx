import type { PostDetail, VoteAnswer } from '@sangam/contracts';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../shared/api/http-client';
import { i18n } from '../../../shared/i18n/i18n';
import { toast } from '../../../shared/ui/toast/toast-store';
import en from '../../../locales/en/community.json';
import { communityKeys, postQuery } from '../api';
import { VoteButtons } from './vote-buttons';
import { signedInMemberForEachTest } from '../signed-in-member';

const post: PostDetail = {
  id: 7,
  title: 'Morning japa',
  content: '',
  content_html: '',
  media_url: '',
  media_title: null,
  community: 'satsang',
  community_name: 'Satsang',
  tags: [],
  creator: null,
  score: 5,
  comment_count: 0,
  created_at: '2026-11-01T10:00:00Z',
  user_vote: 0,
  is_locked: false,
  is_removed: false,
  removal_reason: '',
  is_pinned: false,
  is_deleted: false,
  edit_history: [],
  saved: false,
  can_moderate: false,
  my_ban: null,
};

/** The buttons as the post's page shows them: the post read from the cache the vote patches. */
function Shown() {
  const { data } = useQuery({ ...postQuery(7, 'en'), enabled: false });
  return data ? <VoteButtons kind="posts" item={data} /> : null;
}

async function show(cached: PostDetail = post) {
  await i18n.loadNamespaces(['community', 'common']);
  const client = new QueryClient();
  client.setQueryData(communityKeys.post(7, 'en'), cached);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en/posts/7']}>
        <Routes>
          <Route path="/:lang/posts/:id" element={<Shown />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A call whose answer the test gives when it chooses. */
function held<T>() {
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

const upvote = () => screen.getByRole('button', { name: en.vote.upvote });
const downvote = () => screen.getByRole('button', { name: en.vote.downvote });
const score = (count: number) => screen.getByText(`Score: ${count} points`);

signedInMemberForEachTest();

describe('voting on a post', () => {
  it('moves the score at once, disables both buttons until the answer, then takes its score', async () => {
    const answer = held<VoteAnswer>();
    const call = vi.spyOn(api, 'post').mockReturnValue(answer.promise);
    await show();
    fireEvent.click(upvote());

    await waitFor(() => expect(score(6)).toBeTruthy());
    expect(upvote().getAttribute('aria-pressed')).toBe('true');
    expect([upvote(), downvote()].map((b) => (b as HTMLButtonElement).disabled)).toEqual([true, true]);
    expect(call).toHaveBeenCalledWith('posts/7/upvote/');

    answer.resolve({ score: 9, user_vote: 1 });
    await waitFor(() => expect(upvote()).toHaveProperty('disabled', false));
    expect(score(9)).toBeTruthy();
    expect(toast.list().map((t) => [t.type, t.message])).toEqual([['success', en.toasts.upvoted]]);
  });

  it('takes back a vote given again the same way, and says so', async () => {
    vi.spyOn(api, 'post').mockResolvedValue({ score: 4, user_vote: 0 });
    await show({ ...post, user_vote: -1, score: 4 });
    fireEvent.click(downvote());

    await waitFor(() =>
      expect(toast.list().map((t) => [t.type, t.message])).toEqual([['info', en.toasts.vote_removed]]),
    );
    expect(score(4)).toBeTruthy();
    expect(downvote().getAttribute('aria-pressed')).toBe('false');
  });

  it('puts the score back when the vote fails', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(new ApiError(500, 'server_error', ''));
    await show();
    fireEvent.click(downvote());

    await waitFor(() =>
      expect(toast.list().map((t) => [t.type, t.message])).toEqual([['error', en.failures.downvote]]),
    );
    expect(score(5)).toBeTruthy();
    expect(downvote().getAttribute('aria-pressed')).toBe('false');
    expect(downvote()).toHaveProperty('disabled', false);
  });
});
