import type { ConsoleVideo } from '@sangam/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, i18n } from '../../../shared/i18n/i18n';
import { VideoItem } from './video-item';

const base: ConsoleVideo = {
  id: 7,
  title: 'Evening aarti at home',
  description: '',
  youtube_id: 'abcdefghijk',
  youtube_url: 'https://youtu.be/abcdefghijk',
  thumbnailUrl: '/media/thumbs/7-480.webp',
  thumbnailSrcset: '',
  duration_seconds: null,
  is_kids: false,
  category: { id: 1, name: 'Bhajan', slug: 'bhajan' },
  language: { id: 1, code: 'hi', name: 'Hindi', slug: 'hindi' },
  tags: [],
  created_at: '2026-11-20T10:00:00Z',
  status: 'pending',
  review_note: '',
  position: 0,
  added_by: { id: 3, username: 'guru_meenakshi', display_name: 'Guru Meenakshi' },
  reviewed_at: null,
};

const calls: Array<{ url: string; method: string; body: unknown }> = [];
let answer: () => Response;

beforeEach(() => {
  calls.length = 0;
  answer = () => new Response(JSON.stringify({ ...base, status: 'rejected' }), { status: 200 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
      return answer();
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

async function show(video: ConsoleVideo, lang: 'en' | 'hi' = 'en', client = new QueryClient()) {
  await activateLanguage(lang);
  await i18n.loadNamespaces(['console', 'videos']);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/${lang}/admin/videos`]}>
        <Routes>
          <Route path="/:lang/admin/videos" element={<VideoItem video={video} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("a video in the console's review queue", () => {
  it('offers Approve and Reject while it waits, and says who sent it', async () => {
    await show(base);
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(screen.getByText('Waiting for review')).toBeTruthy();
    expect(screen.getByText(/^Added by Guru Meenakshi on /)).toBeTruthy();
  });

  it('shows a rejected video with the reason the creator reads, and Publish instead of Approve', async () => {
    await show({ ...base, status: 'rejected', review_note: 'The sound is too faint.' });
    expect(screen.getByText('Reason given to the creator: The sound is too faint.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('asks for a reason before rejecting, then sends it', async () => {
    await show(base);
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this video' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Write the reason the person will read.')).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Why is the video not accepted?'), {
      target: { value: 'The sound is too faint.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls[0]).toEqual({
      url: '/api/admin/videos/7/reject/',
      method: 'POST',
      body: { reason: 'The sound is too faint.' },
    });
  });

  it("shows the API's message about the reason under the box and keeps the dialog open", async () => {
    answer = () =>
      new Response(
        JSON.stringify({
          detail: 'Invalid input.',
          code: 'invalid',
          errors: { reason: ['Use at most 500 characters.'] },
        }),
        { status: 400 },
      );
    await show(base);
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this video' });
    fireEvent.change(within(dialog).getByLabelText('Why is the video not accepted?'), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Use at most 500 characters.')).toBeTruthy();
  });

  it("is busy while approving, then refreshes the console's lists and the public library", async () => {
    let release: () => void = () => {};
    answer = () => new Response(JSON.stringify({ ...base, status: 'published' }), { status: 200 });
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.mocked(fetch).mockImplementationOnce(async (url, init) => {
      calls.push({ url: String(url), method: init?.method ?? 'GET', body: undefined });
      await held;
      return answer();
    });
    const client = new QueryClient();
    const refreshed = vi.spyOn(client, 'invalidateQueries');
    await show(base, 'en', client);
    const approve = screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement;
    const kids = screen.getByRole('checkbox', { name: "Kids' content" }) as HTMLInputElement;
    fireEvent.click(approve);
    await waitFor(() => expect(approve.disabled).toBe(true));
    expect(kids.disabled).toBe(true);
    expect(refreshed).not.toHaveBeenCalled();

    release();
    await waitFor(() => expect(approve.disabled).toBe(false));
    expect(calls[0]).toMatchObject({ url: '/api/admin/videos/7/publish/', method: 'POST' });
    const keys = refreshed.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([['console', 'videos'], ['console', 'counts'], ['console', 'audit'], ['videos']]),
    );
  });

  it('reads in Hindi', async () => {
    await show(base, 'hi');
    expect(screen.getByRole('button', { name: 'स्वीकार करें' })).toBeTruthy();
    expect(screen.getByText('जाँच की प्रतीक्षा में')).toBeTruthy();
  });
});
