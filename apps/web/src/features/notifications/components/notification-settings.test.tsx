import type { NotificationPreferences } from '@sangam/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { toast } from '../../../shared/ui/toast/toast-store';
import { notificationKeys } from '../api';
import { NotificationSettings } from './notification-settings';

const stored: NotificationPreferences = { channels: {}, quiet_hours: null };

const sent: Array<{ url: string; method: string; body: unknown }> = [];
/** What the writes answer, once the test lets them (reads answer at once). */
let answerWrite: () => Response;
let held: Promise<void>;
let release: () => void;

beforeEach(() => {
  sent.length = 0;
  held = new Promise((resolve) => {
    release = resolve;
  });
  answerWrite = () => new Response(JSON.stringify({ ...stored, quiet_hours: { start: '22:00', end: '06:00' } }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      if (method === 'GET') return new Response(JSON.stringify(url.includes('unread') ? { count: 1 } : stored));
      sent.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
      await held;
      return answerWrite();
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  toast.list().forEach((shown) => toast.dismiss(shown.id));
});

async function show() {
  await i18n.loadNamespaces(['notifications', 'common']);
  const client = new QueryClient();
  const refreshed = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en/profile']}>
        <Routes>
          <Route path="/:lang/profile" element={<NotificationSettings timeZone="Asia/Kolkata" />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByRole('button', { name: 'Save notification settings' });
  return { client, refreshed };
}

describe('the notification settings, saved by a mutation', () => {
  it('is busy while saving, then keeps what the server saved and says so', async () => {
    const { client } = await show();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Keep quiet hours' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    const busy = await screen.findByRole('button', { name: 'Saving…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(sent[0]).toMatchObject({
      url: '/api/notifications/preferences/',
      method: 'PUT',
      body: { quiet_hours: { start: '22:00', end: '06:00' } },
    });

    release();
    await waitFor(() => expect(toast.list().map((shown) => shown.message)).toContain('Notification settings saved'));
    expect(client.getQueryData(notificationKeys.preferences())).toEqual({
      ...stored,
      quiet_hours: { start: '22:00', end: '06:00' },
    });
    expect(await screen.findByRole('button', { name: 'Save notification settings' })).toBeTruthy();
  });

  it("puts the API's refusal on the quiet hours", async () => {
    answerWrite = () =>
      new Response(
        JSON.stringify({ detail: 'Invalid input.', code: 'invalid', errors: { 'quiet_hours.end': ['Use HH:MM.'] } }),
        { status: 400 },
      );
    await show();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Keep quiet hours' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    release();
    expect(await screen.findByText('Use HH:MM.')).toBeTruthy();
    expect(toast.list()).toHaveLength(0);
  });

  it('is busy while the test notification is asked for, then shows it on the bell', async () => {
    const { refreshed } = await show();
    const test = screen.getByRole('button', { name: 'Send me a test notification' }) as HTMLButtonElement;
    fireEvent.click(test);
    await waitFor(() => expect(test.disabled).toBe(true));
    expect(test.getAttribute('aria-busy')).toBe('true');
    expect(sent[0]).toMatchObject({ url: '/api/notifications/test/', method: 'POST' });

    release();
    await waitFor(() => expect(test.disabled).toBe(false));
    expect(refreshed).toHaveBeenCalledWith({ queryKey: ['notifications', 'unread-count'] });
    expect(toast.list().map((shown) => shown.message)).toContain('Sent — check your notifications');
  });
});
