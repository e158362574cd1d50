import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, i18n } from '../../../shared/i18n/i18n';
import { sessionStore } from '../../../shared/session/session-store';
import { badgeText } from '../bell-count';
import { NotificationBell } from './notification-bell';

afterEach(() => sessionStore.clear());

/** The bell of a signed-in person whose unread count the API answers as `count`. */
async function show(lang: 'en' | 'hi', count: number) {
  await activateLanguage(lang);
  await i18n.loadNamespaces('notifications');
  sessionStore.set({
    accessToken: 'token',
    refreshToken: 'refresh',
    user: { id: 1, username: 'meera', email: 'meera@example.test', role: 'user', creator_type: null },
  });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ count }));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/${lang}/videos`]}>
        <Routes>
          <Route path="/:lang/videos" element={<NotificationBell />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the bell', () => {
  it('says the count in words and shows it as a badge, linking to the inbox', async () => {
    await show('en', 3);
    const bell = await screen.findByRole('link', { name: '3 unread notifications' });
    expect(bell.getAttribute('href')).toBe('/en/notifications');
    expect(bell.textContent).toBe('3');
  });

  it('says one in the singular', async () => {
    await show('en', 1);
    await screen.findByRole('link', { name: '1 unread notification' });
  });

  it('caps the badge at 99+ while the name still says the whole count', async () => {
    await show('en', 150);
    const bell = await screen.findByRole('link', { name: '150 unread notifications' });
    expect(bell.textContent).toBe('99+');
  });

  it('has no badge when nothing is unread, and says so', async () => {
    await show('en', 0);
    const bell = await screen.findByRole('link', { name: 'Notifications, none unread' });
    expect(bell.textContent).toBe('');
  });

  it("speaks the reader's language", async () => {
    await show('hi', 3);
    const bell = await screen.findByRole('link', { name: '3 नई सूचनाएँ' });
    expect(bell.getAttribute('href')).toBe('/hi/notifications');
  });
});

describe('the badge text', () => {
  const plain = (n: number) => String(n);
  it('is nothing for none, the number up to 99, then 99+', () => {
    expect(badgeText(0, plain)).toBeNull();
    expect(badgeText(1, plain)).toBe('1');
    expect(badgeText(99, plain)).toBe('99');
    expect(badgeText(100, plain)).toBe('99+');
  });

  it("is written in the reader's digits", () => {
    const bengali = (n: number) => new Intl.NumberFormat('bn').format(n);
    expect(badgeText(7, bengali)).toBe('৭');
    expect(badgeText(500, bengali)).toBe('৯৯+');
  });
});
