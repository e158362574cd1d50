import type { Report } from '@sangam/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../shared/api/http-client';
import { i18n } from '../../../shared/i18n/i18n';
import { toast } from '../../../shared/ui/toast/toast-store';
import en from '../../../locales/en/community.json';
import { communityKeys } from '../api';
import { ModerationQueue } from './moderation-queue';

const report: Report = {
  id: 4,
  content_type: 'post',
  content_id: 7,
  reason: 'spam',
  details: '',
  status: 'open',
  created_at: '2026-11-01T10:00:00Z',
  reporter: { username: 'arjun' },
  community: 'satsang',
  community_name: 'Satsang',
  post: 7,
  excerpt: 'Buy cheap malas',
  is_removed: false,
};

async function show() {
  await i18n.loadNamespaces(['community', 'common']);
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en/communities/satsang']}>
        <Routes>
          <Route path="/:lang/communities/:slug" element={<ModerationQueue community="satsang" />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByText('Buy cheap malas');
  return invalidate;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  for (const t of toast.list()) toast.dismiss(t.id);
});

describe("a community's open reports", () => {
  it('resolve one, say so and read the queue again without it', async () => {
    vi.spyOn(api, 'get')
      .mockResolvedValueOnce({ count: 1, next: null, previous: null, results: [report] })
      .mockResolvedValue({ count: 0, next: null, previous: null, results: [] });
    const post = vi.spyOn(api, 'post').mockResolvedValue({ ...report, status: 'resolved' });
    const invalidate = await show();
    fireEvent.click(screen.getByRole('button', { name: en.moderation.resolve }));

    expect(await screen.findByText(en.moderation.no_reports)).toBeTruthy();
    expect(post).toHaveBeenCalledWith('reports/4/resolve/');
    expect(toast.list().map((t) => [t.type, t.message])).toEqual([['success', en.toasts.resolved]]);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([communityKeys.reports]);
  });

  it('keep the report and say what failed when resolving it fails', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ count: 1, next: null, previous: null, results: [report] });
    vi.spyOn(api, 'post').mockRejectedValue(new ApiError(500, 'server_error', ''));
    const invalidate = await show();
    fireEvent.click(screen.getByRole('button', { name: en.moderation.resolve }));

    await waitFor(() =>
      expect(toast.list().map((t) => [t.type, t.message])).toEqual([['error', en.failures.moderate]]),
    );
    expect(screen.getByText('Buy cheap malas')).toBeTruthy();
    expect(invalidate).not.toHaveBeenCalled();
  });
});
