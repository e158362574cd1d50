import type { PostDetail } from '@sangam/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../shared/api/http-client';
import { i18n } from '../../../shared/i18n/i18n';
import { sessionStore } from '../../../shared/session/session-store';
import { toast } from '../../../shared/ui/toast/toast-store';
import en from '../../../locales/en/community.json';
import { communityKeys } from '../api';
import { Component as PostDetailPage } from './post-detail-page';

const post: PostDetail = {
  id: 7,
  title: 'Morning japa',
  content: 'A mala a day.',
  media_url: '',
  media_title: null,
  community: 'satsang',
  community_name: 'सत्संग',
  tags: [],
  creator: { username: 'arjun' },
  score: 5,
  comment_count: 0,
  created_at: '2026-11-01T10:00:00Z',
  user_vote: 0,
  is_locked: false,
  is_removed: false,
  is_deleted: false,
  edit_history: [],
  can_moderate: true,
};

async function show() {
  await i18n.loadNamespaces(['community', 'common']);
  vi.spyOn(api, 'get').mockImplementation((path: string) =>
    Promise.resolve(path.startsWith('posts/7/') ? post : { count: 0, next: null, previous: null, results: [] }),
  );
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en/posts/7']}>
        <Routes>
          <Route path="/:lang/posts/:id" element={<PostDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByRole('button', { name: en.moderation.lock });
  return { client, invalidate };
}

beforeEach(() => {
  sessionStore.set({
    accessToken: 'moderator-token',
    user: { id: 5, username: 'meera', email: '', role: 'user', creator_type: null },
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  sessionStore.clear();
  for (const t of toast.list()) toast.dismiss(t.id);
});

describe("a moderator on a post's page", () => {
  it('locks its comments: the answer shown in the reader’s names, the lists read again', async () => {
    // The answer names the community in its original.
    const call = vi.spyOn(api, 'post').mockResolvedValue({ ...post, is_locked: true, community_name: 'Satsang' });
    const { client, invalidate } = await show();
    fireEvent.click(screen.getByRole('button', { name: en.moderation.lock }));

    expect(await screen.findByRole('button', { name: en.moderation.unlock })).toBeTruthy();
    expect(call).toHaveBeenCalledWith('posts/7/lock/');
    expect(client.getQueryData<PostDetail>(communityKeys.post(7, 'en'))?.community_name).toBe('सत्संग');
    expect(toast.list().map((t) => [t.type, t.message])).toEqual([['success', en.toasts.locked]]);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([communityKeys.postLists]);
  });

  it('keeps the post as it was when the change fails', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(new ApiError(500, 'server_error', ''));
    const { invalidate } = await show();
    fireEvent.click(screen.getByRole('button', { name: en.moderation.remove }));

    await waitFor(() =>
      expect(toast.list().map((t) => [t.type, t.message])).toEqual([['error', en.failures.moderate]]),
    );
    expect(screen.getByRole('button', { name: en.moderation.remove })).toBeTruthy();
    expect(invalidate).not.toHaveBeenCalled();
  });
});
