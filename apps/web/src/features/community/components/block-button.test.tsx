import type { Profile } from '@sangam/contracts';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../shared/api/http-client';
import { i18n } from '../../../shared/i18n/i18n';
import { sessionStore } from '../../../shared/session/session-store';
import { toast } from '../../../shared/ui/toast/toast-store';
import en from '../../../locales/en/community.json';
import { communityKeys, personQuery } from '../api';
import { BlockButton } from './block-button';
import { signedInMemberForEachTest } from '../signed-in-member';

const person: Profile = {
  username: 'gopal_das',
  display_name: '',
  date_joined: '2026-11-01T10:00:00Z',
  post_karma: 3,
  comment_karma: 1,
  moderates: [],
  is_blocked: false,
};

/** The button as the profile shows it: the person read from the cache the answer patches. */
function Shown() {
  const { data } = useQuery({ ...personQuery('gopal_das', 'en'), enabled: false });
  return data ? <BlockButton person={data} /> : null;
}

async function show() {
  await i18n.loadNamespaces(['community', 'common']);
  const client = new QueryClient();
  client.setQueryData(communityKeys.person('gopal_das', 'en'), person);
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en/u/gopal_das']}>
        <Routes>
          <Route path="/:lang/u/:username" element={<Shown />} />
          <Route path="/:lang/login" element={<p>sign in</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return invalidate;
}

const question = en.person.block_question.replace('{{name}}', 'gopal_das');
const blockedNotice = en.person.blocked.replace('{{name}}', 'gopal_das');

signedInMemberForEachTest();

describe('blocking a person', () => {
  it('asks first, and Cancel sends nothing', async () => {
    const post = vi.spyOn(api, 'post');
    await show();
    fireEvent.click(screen.getByRole('button', { name: en.person.block }));
    expect(screen.getByText(question)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en.cancel }));
    expect(screen.queryByText(question)).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it('blocks once confirmed, says so, and reads the lists of posts and comments again; Unblock undoes it', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ is_blocked: true });
    const remove = vi.spyOn(api, 'delete').mockResolvedValue({ is_blocked: false });
    const invalidate = await show();
    fireEvent.click(screen.getByRole('button', { name: en.person.block }));
    fireEvent.click(screen.getByRole('button', { name: en.person.block }));

    await waitFor(() => expect(screen.getByText(blockedNotice)).toBeTruthy());
    expect(post).toHaveBeenCalledWith('users/gopal_das/block/');
    expect(toast.list().map((t) => t.message)).toEqual([en.toasts.blocked.replace('{{name}}', 'gopal_das')]);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      communityKeys.posts,
      communityKeys.comments,
    ]);

    fireEvent.click(screen.getByRole('button', { name: en.person.unblock }));
    await waitFor(() => expect(screen.getByRole('button', { name: en.person.block })).toBeTruthy());
    expect(remove).toHaveBeenCalledWith('users/gopal_das/block/');
  });

  it('keeps the question open and says why when the block fails', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(new ApiError(400, 'block_limit', 'You can block at most 1000 people.'));
    await show();
    fireEvent.click(screen.getByRole('button', { name: en.person.block }));
    fireEvent.click(screen.getByRole('button', { name: en.person.block }));
    await waitFor(() => expect(toast.list().map((t) => t.message)).toEqual([en.errors.block_limit]));
    expect(screen.getByText(question)).toBeTruthy();
  });

  it('sends a guest to sign in', async () => {
    sessionStore.clear();
    await show();
    fireEvent.click(screen.getByRole('button', { name: en.person.block }));
    await waitFor(() => expect(screen.getByText('sign in')).toBeTruthy());
  });
});
