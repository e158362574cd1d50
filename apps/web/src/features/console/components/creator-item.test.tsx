import type { ConsoleCreator } from '@sangam/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { sessionStore } from '../../../shared/session/session-store';
import { CreatorItem } from './creator-item';

const doc = '0b7d2a3c-1f4e-4c7a-9a51-2d6f3e8b9c10';
const creator: ConsoleCreator = {
  user: { id: 41, username: 'ganga_retreats', display_name: 'Ganga Retreats' },
  email: 'ganga@example.test',
  creator_type: 'retreat_rep',
  headline: 'Retreats by the Ganga',
  verification: { status: 'pending', reason: '', requested_at: '2026-11-25T08:00:00Z', verified_at: null },
  note: 'Our trust registration is the second photo.',
  documents: [doc, '5e1c9d2b-7a3f-4b8e-8c21-9f0a6d4e3b72'],
  joined: '2026-10-01T08:00:00Z',
};

const calls: Array<{ url: string; authorization: string | undefined }> = [];
beforeEach(() => {
  calls.length = 0;
  sessionStore.set({
    accessToken: 'console-token',
    user: { id: 1, username: 'admin', email: '', role: 'admin', creator_type: null },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, authorization: (init.headers as Record<string, string> | undefined)?.Authorization });
      if (url.startsWith('/media/')) return new Response(new Blob(['RIFF'], { type: 'image/webp' }), { status: 200 });
      return new Response(JSON.stringify(creator), { status: 200 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

async function show(item: ConsoleCreator) {
  await i18n.loadNamespaces('console');
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/en/admin/creators']}>
        <Routes>
          <Route path="/:lang/admin/creators" element={<CreatorItem creator={item} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("a creator in the console's verification queue", () => {
  it('shows each document small, and opens it large with a description, fetched with the token', async () => {
    await show(creator);
    const first = screen.getByRole('button', { name: 'Open document 1 of Ganga Retreats' });
    // A document is served to the console only with the bearer token, which an <img> cannot send.
    await waitFor(() => expect(first.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/webp;base64,/));
    expect(calls).toContainEqual({ url: `/media/photos/${doc}-640.webp`, authorization: 'Bearer console-token' });
    fireEvent.click(first);
    const large = screen.getByRole('img', { name: 'Document 1 sent by Ganga Retreats' });
    await waitFor(() => expect(large.getAttribute('src')).toMatch(/^data:image\/webp;base64,/));
    expect(calls).toContainEqual({ url: `/media/photos/${doc}-1600.webp`, authorization: 'Bearer console-token' });
    expect(screen.getByText('Their note: Our trust registration is the second photo.')).toBeTruthy();
  });

  it('verifies a waiting creator', async () => {
    await show(creator);
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/admin/creators/41/verify/'));
  });

  it('shows the reason given to a refused creator, and offers Verify but not Refuse again', async () => {
    await show({
      ...creator,
      verification: { ...creator.verification, status: 'rejected', reason: 'The photo is blurred.' },
    });
    expect(screen.getByText('Reason given: The photo is blurred.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refuse' })).toBeNull();
  });
});
