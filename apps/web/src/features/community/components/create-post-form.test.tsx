import { COMMUNITY_ERROR_CODES, type Community, type PostDetail } from '@sangam/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../shared/api/http-client';
import { i18n } from '../../../shared/i18n/i18n';
import { toast } from '../../../shared/ui/toast/toast-store';
import en from '../../../locales/en/community.json';
import { communityKeys } from '../api';
import { CreatePostForm } from './create-post-form';
import { signedInMemberForEachTest } from '../signed-in-member';

const community = { id: 3, slug: 'satsang', name: 'Satsang' } as Community;

async function show() {
  await i18n.loadNamespaces(['community', 'common']);
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en/communities/satsang']}>
        <Routes>
          <Route path="/:lang/communities/:slug" element={<CreatePostForm community={community} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: en.create_post.open }));
  return invalidate;
}

/** A call whose answer the test gives when it chooses. */
function held<T>() {
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

const publish = () =>
  screen.getByRole('button', { name: new RegExp(`${en.create_post.submit}|${en.create_post.submitting}`) });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

signedInMemberForEachTest();

describe('creating a post', () => {
  it('is busy while it publishes, then says so, closes and refreshes the posts and communities', async () => {
    const answer = held<PostDetail>();
    const post = vi.spyOn(api, 'post').mockReturnValue(answer.promise);
    const invalidate = await show();
    type(en.create_post.field_title, '  Morning japa ');
    type(en.create_post.field_tags, 'japa, mantra');
    fireEvent.click(publish());

    await waitFor(() => expect(publish().textContent).toBe(en.create_post.submitting));
    expect(publish()).toHaveProperty('disabled', true);
    expect(post).toHaveBeenCalledWith('posts/', {
      title: 'Morning japa',
      content: '',
      media_url: '',
      community: 'satsang',
      tags: ['japa', 'mantra'],
    });
    expect(invalidate).not.toHaveBeenCalled();

    answer.resolve({ id: 9 } as PostDetail);
    await waitFor(() => expect(screen.getByRole('button', { name: en.create_post.open })).toBeTruthy());
    expect(toast.list().map((t) => [t.type, t.message])).toEqual([['success', en.toasts.post_created]]);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      communityKeys.posts,
      communityKeys.communities,
    ]);
  });

  it('names a missing title and a link that is not one before sending anything', async () => {
    const post = vi.spyOn(api, 'post');
    await show();
    type(en.create_post.field_media, 'not a link');
    fireEvent.click(publish());

    expect(await screen.findByText(en.validation.title_required)).toBeTruthy();
    expect(screen.getByText(en.validation.media_url)).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('keeps the form open with the refusal and usable again', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(new ApiError(403, COMMUNITY_ERROR_CODES.karmaTooLow, 'Too few points.'));
    const invalidate = await show();
    type(en.create_post.field_title, 'Morning japa');
    fireEvent.click(publish());

    expect(await screen.findByText(en.errors.karma_too_low)).toBeTruthy();
    expect(publish()).toHaveProperty('disabled', false);
    expect(screen.getByLabelText<HTMLInputElement>(en.create_post.field_title).value).toBe('Morning japa');
    expect(toast.list()).toEqual([]);
    expect(invalidate).not.toHaveBeenCalled();
  });
});
