import type { PostDetail } from '@sangam/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../shared/api/http-client';
import { i18n } from '../../../shared/i18n/i18n';
import { toast } from '../../../shared/ui/toast/toast-store';
import en from '../../../locales/en/community.json';
import { communityKeys } from '../api';
import { Component as PostDetailPage } from './post-detail-page';
import { signedInMemberForEachTest } from '../signed-in-member';

const post: PostDetail = {
  id: 7,
  title: 'Morning japa',
  content: 'A mala a day.',
  content_html: '<p>A mala a day.</p>\n',
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
  removal_reason: '',
  is_pinned: false,
  is_deleted: false,
  edit_history: [],
  saved: false,
  can_moderate: true,
  my_ban: null,
};

/** The page of `shown`, once the button named `ready` is there. */
async function show(shown: PostDetail = post, ready: string = en.moderation.lock) {
  await i18n.loadNamespaces(['community', 'common']);
  vi.spyOn(api, 'get').mockImplementation((path: string) =>
    Promise.resolve(path.startsWith('posts/7/') ? shown : { count: 0, next: null, previous: null, results: [] }),
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
  await screen.findByRole('button', { name: ready });
  return { client, invalidate };
}

signedInMemberForEachTest('moderator-token');

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
    fireEvent.click(screen.getByRole('radio', { name: en.mods.reason_other }));
    fireEvent.change(screen.getByLabelText(en.mods.reason_other_label), { target: { value: 'Spam' } });
    fireEvent.click(screen.getByRole('button', { name: en.mods.remove_submit }));

    // The removal form says so where the moderator is looking, and stays open to try again.
    expect(await screen.findByText(en.failures.moderate)).toBeTruthy();
    expect(screen.getByRole('button', { name: en.moderation.remove })).toBeTruthy();
    expect(invalidate).not.toHaveBeenCalled();
  });
});

describe('a moderator removing a post', () => {
  it('chooses the reason among the community’s rules, and the author’s notice shows it', async () => {
    const rule = 'No selling or advertising';
    const removed: PostDetail = { ...post, is_removed: true, removal_reason: rule, community_name: 'Satsang' };
    const call = vi.spyOn(api, 'post').mockResolvedValue(removed);
    await show();
    vi.spyOn(api, 'get').mockImplementation((path: string) =>
      Promise.resolve(
        path.startsWith('posts/7/')
          ? post
          : path.startsWith('communities/satsang/')
            ? { slug: 'satsang', rules: `1. Be kind\n2. ${rule}` }
            : { count: 0, next: null, previous: null, results: [] },
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: en.moderation.remove }));
    fireEvent.click(await screen.findByRole('radio', { name: rule }));
    fireEvent.click(screen.getByRole('button', { name: en.mods.remove_submit }));

    expect(await screen.findByText(en.mods.reason_shown.replace('{{reason}}', rule))).toBeTruthy();
    expect(call).toHaveBeenCalledWith('posts/7/remove/', { reason: rule });
    expect(screen.getByRole('button', { name: en.moderation.restore })).toBeTruthy();
  });
});

describe("its author on a post's page", () => {
  const mine: PostDetail = { ...post, creator: { username: 'meera' }, can_moderate: false };

  it('edits it in the create form’s fields, then sees it marked edited with the version before', async () => {
    const edited: PostDetail = {
      ...mine,
      title: 'Evening japa',
      community_name: 'Satsang',
      edit_history: [
        {
          title: 'Morning japa',
          content: 'A mala a day.',
          content_html: '<p>A mala a day.</p>\n',
          media_url: '',
          tags: [],
          edited_at: '2026-11-02T10:00:00Z',
        },
      ],
    };
    const call = vi.spyOn(api, 'patch').mockResolvedValue(edited);
    await show(mine, en.post.edit);
    expect(screen.queryByRole('button', { name: en.moderation.lock })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: en.post.edit }));
    const title = screen.getByLabelText(en.create_post.field_title, { exact: false });
    expect((title as HTMLInputElement).value).toBe('Morning japa');
    fireEvent.change(title, { target: { value: '  Evening japa ' } });
    fireEvent.click(screen.getByRole('button', { name: en.edit_post.submit }));

    expect(await screen.findByText(en.post.edited_one)).toBeTruthy();
    expect(call).toHaveBeenCalledWith('posts/7/', {
      title: 'Evening japa',
      content: 'A mala a day.',
      media_url: '',
      tags: [],
    });
    expect(screen.getByRole('list', { name: en.history.label }).textContent).toContain('Morning japa');
    expect(toast.list().map((t) => [t.type, t.message])).toEqual([['success', en.toasts.post_edited]]);
  });

  it('refuses an empty title before sending', async () => {
    const call = vi.spyOn(api, 'patch');
    await show(mine, en.post.edit);
    fireEvent.click(screen.getByRole('button', { name: en.post.edit }));
    fireEvent.change(screen.getByLabelText(en.create_post.field_title, { exact: false }), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: en.edit_post.submit }));
    expect(await screen.findByText(en.validation.title_required)).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });

  it('deletes it only once asked, then reads it as deleted', async () => {
    const call = vi
      .spyOn(api, 'delete')
      .mockResolvedValue({ ...mine, title: '', content: '', content_html: '', creator: null, is_deleted: true });
    await show(mine, en.post.delete);
    fireEvent.click(screen.getByRole('button', { name: en.post.delete }));
    fireEvent.click(screen.getByRole('button', { name: en.delete_post.keep }));
    expect(call).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: en.post.delete }));
    fireEvent.click(screen.getByRole('button', { name: en.delete_post.confirm }));

    expect(await screen.findByText(en.post.deleted_title, { selector: 'h1' })).toBeTruthy();
    expect(call).toHaveBeenCalledWith('posts/7/');
    expect(screen.getAllByText(en.post.deleted).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: en.post.edit })).toBeNull();
    expect(toast.list().map((t) => [t.type, t.message])).toEqual([['success', en.toasts.post_deleted]]);
  });
});
