import type { CreatorClass } from '@sangam/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, i18n } from '../../../../shared/i18n/i18n';
import { TutorClassCard } from './tutor-class-card';

const item: CreatorClass = {
  id: 3,
  slug: 'gita-basics',
  title: 'Gita basics',
  description: 'Reading the Gita together.',
  category: 'yoga',
  language: 'en',
  level: 'beginner',
  age_min: 12,
  age_max: 99,
  format: 'online',
  meeting_url: 'https://meet.example.org/gita',
  address: '',
  duration_minutes: 60,
  capacity: 8,
  price_minor: 0,
  currency: 'INR',
  cancellation_hours: 24,
  published: true,
  created_at: '2026-11-01T10:00:00Z',
  upcoming: { sittings: 1, seats_taken: 1, most_seats_taken: 1, next_start: null },
  translations: {},
};

async function show(lang: 'en' | 'hi', upcoming: CreatorClass['upcoming']) {
  await activateLanguage(lang);
  await i18n.loadNamespaces(['creator', 'classes']);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[`/${lang}/creator/classes`]}>
        <Routes>
          <Route
            path="/:lang/creator/classes"
            element={<TutorClassCard item={{ ...item, upcoming }} timeZone="Asia/Kolkata" />}
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => activateLanguage('en'));

describe("a tutor's class card", () => {
  it('counts sessions and seats each in their own number', async () => {
    await show('en', { sittings: 1, seats_taken: 1, most_seats_taken: 1, next_start: null });
    expect(screen.getByText('1 coming session booked, 1 seat taken')).toBeTruthy();
  });

  it('says many of both in the plural', async () => {
    await show('en', { sittings: 2, seats_taken: 5, most_seats_taken: 3, next_start: null });
    expect(screen.getByText('2 coming sessions booked, 5 seats taken')).toBeTruthy();
  });

  it('gives each number its own form in Hindi too', async () => {
    await show('hi', { sittings: 2, seats_taken: 1, most_seats_taken: 1, next_start: null });
    expect(screen.getByText('आने वाले 2 सत्र बुक, 1 सीट भरी')).toBeTruthy();
  });
});
