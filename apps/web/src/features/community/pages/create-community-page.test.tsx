import { COMMUNITY_ERROR_CODES, type Community } from '@sangam/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../shared/api/http-client';
import { i18n } from '../../../shared/i18n/i18n';
import { toast } from '../../../shared/ui/toast/toast-store';
import en from '../../../locales/en/community.json';
import { communityKeys } from '../api';
import { Component as CreateCommunityPage } from './create-community-page';
import { signedInMemberForEachTest } from '../signed-in-member';

async function show() {
  await i18n.loadNamespaces(['community', 'common']);
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en/communities/create']}>
        <Routes>
          <Route path="/:lang/communities/create" element={<CreateCommunityPage />} />
          <Route path="/:lang/communities/:slug" element={<p>the new community</p>} />
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

const create = () => screen.getByRole('button', { name: new RegExp(`${en.create.submit}|${en.create.submitting}`) });
const nameField = () => screen.getByRole('textbox', { name: new RegExp(`^${en.create.name}`) });

signedInMemberForEachTest();

describe('creating a community', () => {
  it('is busy while it is created, then says so, refreshes the communities and opens it', async () => {
    const answer = held<Community>();
    const post = vi.spyOn(api, 'post').mockReturnValue(answer.promise);
    const invalidate = await show();
    fireEvent.change(nameField(), { target: { value: ' Gita Study ' } });
    fireEvent.click(create());

    await waitFor(() => expect(create().textContent).toBe(en.create.submitting));
    expect(create()).toHaveProperty('disabled', true);
    expect(post).toHaveBeenCalledWith(
      'communities/',
      expect.objectContaining({ name: 'Gita Study', content_language: 'en' }),
    );

    answer.resolve({ slug: 'gita-study' } as Community);
    expect(await screen.findByText('the new community')).toBeTruthy();
    expect(toast.list().map((t) => [t.type, t.message])).toEqual([['success', en.toasts.community_created]]);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([communityKeys.communities]);
  });

  it('puts a taken name next to the name field and stays on the form', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(new ApiError(400, COMMUNITY_ERROR_CODES.nameTaken, 'Taken.'));
    const invalidate = await show();
    fireEvent.change(nameField(), { target: { value: 'Satsang' } });
    fireEvent.click(create());

    await waitFor(() => expect(nameField().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(en.errors.name_taken)).toBeTruthy();
    expect(create()).toHaveProperty('disabled', false);
    expect(screen.queryByText('the new community')).toBeNull();
    expect(invalidate).not.toHaveBeenCalled();
  });
});
