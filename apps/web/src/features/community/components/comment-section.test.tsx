import { COMMUNITY_ERROR_CODES, type Comment, type PostDetail } from '@sangam/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../shared/api/http-client';
import type { Page } from '../../../shared/api/paged-list';
import { i18n } from '../../../shared/i18n/i18n';
import { toast } from '../../../shared/ui/toast/toast-store';
import en from '../../../locales/en/community.json';
import { communityKeys } from '../api';
import { CommentSection } from './comment-section';
import { signedInMemberForEachTest } from '../signed-in-member';

const post = {
  id: 7,
  title: 'Morning japa',
  comment_count: 1,
  is_locked: false,
  is_removed: false,
  removal_reason: '',
  can_moderate: false,
  my_ban: null,
} as PostDetail;

const mine: Comment = {
  id: 21,
  post: 7,
  content: 'Hari Om',
  content_html: '<p>Hari Om</p>\n',
  parent: null,
  level: 0,
  creator: { username: 'meera' },
  created_at: '2026-11-01T10:00:00Z',
  edit_history: [],
  is_deleted: false,
  is_removed: false,
  removal_reason: '',
  score: 0,
  user_vote: 0,
  saved: false,
};

const pageOf = (...results: Comment[]): Page<Comment> => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

async function show(shown: PostDetail = post) {
  await i18n.loadNamespaces(['community', 'common']);
  const client = new QueryClient();
  client.setQueryData(communityKeys.post(7, 'en'), shown);
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en/posts/7']}>
        <Routes>
          <Route path="/:lang/posts/:id" element={<CommentSection post={shown} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByText('Hari Om');
  return { client, invalidate };
}

/** A call whose answer the test gives when it chooses. */
function held<T>() {
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

const postButton = () =>
  screen.getByRole('button', { name: new RegExp(`${en.comments.submit}|${en.comments.sending}`) });
const box = (label: string) => screen.getByLabelText<HTMLTextAreaElement>(label);

signedInMemberForEachTest();

describe("a post's comments", () => {
  it('stay busy posting until the thread is read again, then count the comment and empty the form', async () => {
    const reply: Comment = { ...mine, id: 22, content: 'Jai Shri Ram', content_html: '<p>Jai Shri Ram</p>\n' };
    const reread = held<Page<Comment>>();
    vi.spyOn(api, 'get').mockResolvedValueOnce(pageOf(mine)).mockReturnValueOnce(reread.promise);
    const answer = held<Comment>();
    const call = vi.spyOn(api, 'post').mockReturnValue(answer.promise);
    const { client, invalidate } = await show();
    fireEvent.change(box(en.comments.add), { target: { value: ' Jai Shri Ram ' } });
    fireEvent.click(postButton());

    await waitFor(() => expect(postButton().textContent).toBe(en.comments.sending));
    expect(postButton()).toHaveProperty('disabled', true);
    expect(call).toHaveBeenCalledWith('comments/', { post: 7, content: 'Jai Shri Ram', parent: null });

    answer.resolve(reply);
    await waitFor(() =>
      expect(invalidate.mock.calls.map(([f]) => f?.queryKey)).toEqual([communityKeys.postComments(7)]),
    );
    expect(toast.list().map((t) => [t.type, t.message])).toEqual([['success', en.toasts.comment_posted]]);
    expect(client.getQueryData<PostDetail>(communityKeys.post(7, 'en'))?.comment_count).toBe(2);
    expect(postButton()).toHaveProperty('disabled', true);

    reread.resolve(pageOf(mine, reply));
    await waitFor(() => expect(postButton().textContent).toBe(en.comments.submit));
    expect(postButton()).toHaveProperty('disabled', false);
    expect(box(en.comments.add).value).toBe('');
    expect(screen.getByText('Jai Shri Ram')).toBeTruthy();
  });

  it('keep the text and show the refusal when the post is locked', async () => {
    vi.spyOn(api, 'get').mockResolvedValue(pageOf(mine));
    vi.spyOn(api, 'post').mockRejectedValue(new ApiError(403, COMMUNITY_ERROR_CODES.postLocked, 'Locked.'));
    const { invalidate } = await show();
    fireEvent.change(box(en.comments.add), { target: { value: 'Jai Shri Ram' } });
    fireEvent.click(postButton());

    expect(await screen.findByText(en.errors.post_locked)).toBeTruthy();
    expect(box(en.comments.add).value).toBe('Jai Shri Ram');
    expect(postButton()).toHaveProperty('disabled', false);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('show an edit in place once saved and close the editor', async () => {
    vi.spyOn(api, 'get').mockResolvedValue(pageOf(mine));
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({
      ...mine,
      content: 'Hari Om Tat Sat',
      content_html: '<p>Hari Om Tat Sat</p>\n',
      edit_history: [{ content: 'Hari Om', content_html: '<p>Hari Om</p>\n' }],
    });
    await show();
    fireEvent.click(screen.getByRole('button', { name: en.comments.edit }));
    fireEvent.change(box(en.comments.edit_label), { target: { value: 'Hari Om Tat Sat' } });
    fireEvent.click(screen.getByRole('button', { name: en.comments.save }));

    expect(await screen.findByText('Hari Om Tat Sat')).toBeTruthy();
    expect(patch).toHaveBeenCalledWith('comments/21/', { content: 'Hari Om Tat Sat' });
    expect(screen.queryByLabelText(en.comments.edit_label)).toBeNull();
    expect(toast.list().map((t) => [t.type, t.message])).toEqual([['success', en.toasts.comment_edited]]);
  });

  it('show a deleted comment as deleted', async () => {
    vi.spyOn(api, 'get').mockResolvedValue(pageOf(mine));
    const remove = vi
      .spyOn(api, 'delete')
      .mockResolvedValue({ ...mine, content: '', content_html: '', is_deleted: true });
    await show();
    fireEvent.click(screen.getByRole('button', { name: en.comments.delete }));

    expect(await screen.findByText(en.comments.deleted)).toBeTruthy();
    expect(remove).toHaveBeenCalledWith('comments/21/');
    expect(toast.list().map((t) => [t.type, t.message])).toEqual([['success', en.toasts.comment_deleted]]);
  });

  it('offer a member banned from the community no comment, reply or edit, but still Delete', async () => {
    vi.spyOn(api, 'get').mockResolvedValue(pageOf(mine));
    await show({ ...post, my_ban: { reason: 'Rule 2: no selling', expires_at: null } });
    expect(screen.queryByLabelText(en.comments.add)).toBeNull();
    expect(screen.queryByRole('button', { name: en.comments.reply })).toBeNull();
    expect(screen.queryByRole('button', { name: en.comments.edit })).toBeNull();
    expect(screen.getByRole('button', { name: en.comments.delete })).toBeTruthy();
  });
});

/** The browser's EventSource, played by the test: `emit` delivers one named event of the server. */
class FakeEventSource extends EventTarget {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 1;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  emit(event: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(event, { data: JSON.stringify(data) }));
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

describe("a post's live thread", () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());

  /** The thread's stream, once the page has bought its ticket and opened it. */
  async function stream() {
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    return FakeEventSource.opened[0]!;
  }

  it('counts new comments without touching the text being typed, and shows them when asked', async () => {
    const theirs: Comment = {
      ...mine,
      id: 30,
      creator: { username: 'ravi' },
      content: 'Jai Shri Ram',
      content_html: '<p>Jai Shri Ram</p>\n',
    };
    vi.spyOn(api, 'get').mockResolvedValueOnce(pageOf(mine)).mockResolvedValueOnce(pageOf(mine, theirs));
    const post = vi.spyOn(api, 'post').mockResolvedValue({ ticket: 'a b' });
    const { client } = await show();
    const source = await stream();
    // A member follows the thread as themselves, so the people they blocked stay out of it.
    expect(post).toHaveBeenCalledWith('notifications/stream-ticket/', {});
    expect(source.url).toBe('/api/posts/7/stream/?ticket=a%20b');
    fireEvent.change(box(en.comments.add), { target: { value: 'Hari Om Tat' } });

    act(() => {
      source.emit('comment', { id: 30, parent: null });
      source.emit('comment', { id: 30, parent: null });
    });
    const news = await screen.findByRole('button', { name: '1 new comment · show' });
    expect(news.closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByText('Jai Shri Ram')).toBeNull();
    expect(box(en.comments.add).value).toBe('Hari Om Tat');

    fireEvent.click(news);
    expect(await screen.findByText('Jai Shri Ram')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /new comment/ })).toBeNull();
    expect(box(en.comments.add).value).toBe('Hari Om Tat');
    expect(client.getQueryData<PostDetail>(communityKeys.post(7, 'en'))?.comment_count).toBe(2);
    await waitFor(() => expect(document.activeElement?.id).toBe('comment-30'));
  });

  it('puts scores in place, but not over the reader’s own vote on its way', async () => {
    const other: Comment = { ...mine, id: 22, creator: { username: 'ravi' }, content_html: '<p>Om Namah</p>\n' };
    vi.spyOn(api, 'get').mockResolvedValue(pageOf(mine, other));
    const vote = held<{ score: number; user_vote: number }>();
    vi.spyOn(api, 'post').mockImplementation((path: string) =>
      path === 'notifications/stream-ticket/' ? Promise.resolve({ ticket: 't' }) : vote.promise,
    );
    await show();
    const source = await stream();
    const [, theirs] = screen.getAllByRole('group', { name: en.vote.label });
    fireEvent.click(within(theirs!).getByRole('button', { name: en.vote.upvote }));
    await waitFor(() => expect(within(theirs!).getByText('Score: 1 point')).toBeTruthy());

    // Heard before the vote's answer: the score of the other comment moves, the voted one stays.
    act(() =>
      source.emit('scores', {
        posts: [],
        comments: [
          { id: 21, score: 4 },
          { id: 22, score: 0 },
        ],
      }),
    );
    expect(await screen.findByText('Score: 4 points')).toBeTruthy();
    expect(within(theirs!).getByText('Score: 1 point')).toBeTruthy();

    vote.resolve({ score: 3, user_vote: 1 });
    await waitFor(() => expect(within(theirs!).getByText('Score: 3 points')).toBeTruthy());
  });

  it('follows nothing for a removed post', async () => {
    vi.spyOn(api, 'get').mockResolvedValue(pageOf(mine));
    await i18n.loadNamespaces(['community', 'common']);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <CommentSection post={{ ...post, is_removed: true }} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByText('Hari Om');
    expect(FakeEventSource.opened).toHaveLength(0);
  });
});
