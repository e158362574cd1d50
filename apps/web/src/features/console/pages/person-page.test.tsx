import type { ConsolePersonDetail } from '@sangam/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, i18n } from '../../../shared/i18n/i18n';
import { Component as PersonPage } from './person-page';

const person: ConsolePersonDetail = {
  id: 12,
  username: 'meera',
  display_name: 'Meera',
  email: 'meera@example.test',
  role: 'user',
  creator_type: null,
  joined: '2026-09-01T08:00:00Z',
  banned: false,
  karma: 14,
  email_verified: true,
  ban: null,
  posts: [],
  comments: [],
  bookings: [
    { kind: 'class', id: 3, title: 'Gita for beginners', status: 'cancelled', created_at: '2026-11-02T08:00:00Z' },
    {
      kind: 'retreat',
      id: 4,
      title: 'Rishikesh silence week',
      status: 'confirmed',
      created_at: '2026-11-03T08:00:00Z',
    },
    { kind: 'pooja', id: 5, title: 'Rudrabhishek', status: 'prasad_sent', created_at: '2026-11-04T08:00:00Z' },
    { kind: 'journey', id: 6, title: 'Char Dham yatra', status: 'held', created_at: '2026-11-05T08:00:00Z' },
    { kind: 'class', id: 7, title: 'Sanskrit from the start', status: 'attended', created_at: '2026-11-06T08:00:00Z' },
  ],
  sessions: [],
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(person), { status: 200 })),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

async function show(lang: keyof typeof STATES) {
  await activateLanguage(lang);
  // What the screen table loads before the page (app/screens.ts).
  await i18n.loadNamespaces(['console', 'classes', 'retreats', 'poojas', 'travel']);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[`/${lang}/admin/people/12`]}>
        <Routes>
          <Route path="/:lang/admin/people/:id" element={<PersonPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.findByRole('region', { name: i18n.t('console:person.bookings_title') });
}

/** The line under a booking's title: its state, then the day it was made. */
const stateOf = (bookings: HTMLElement, title: string) =>
  within(bookings).getByText(title).closest('li')!.querySelector('span')!.textContent!.split(' · ')[0];

// Each kind in the words of its own booker's screens (classes, retreats, poojas, travel).
const STATES = {
  en: {
    'Gita for beginners': 'Cancelled',
    'Rishikesh silence week': 'Confirmed',
    Rudrabhishek: 'Prasad sent',
    'Char Dham yatra': 'Awaiting payment',
    'Sanskrit from the start': 'Attended',
  },
  hi: {
    'Gita for beginners': 'रद्द',
    'Rishikesh silence week': 'पक्की',
    Rudrabhishek: 'प्रसाद भेजा गया',
    'Char Dham yatra': 'भुगतान की प्रतीक्षा',
    'Sanskrit from the start': 'शामिल हुए',
  },
  // Said of the booker, not to the reader: the administrator did not attend.
  ta: {
    'Gita for beginners': 'ரத்துசெய்யப்பட்டது',
    'Rishikesh silence week': 'உறுதியானது',
    Rudrabhishek: 'பிரசாதம் அனுப்பப்பட்டது',
    'Char Dham yatra': 'பணம் செலுத்தக் காத்திருக்கிறது',
    'Sanskrit from the start': 'வருகை பதிவானது',
  },
};

describe("a person's bookings in the console", () => {
  it.each(['en', 'hi', 'ta'] as const)("says each booking's state in the reader's language (%s)", async (lang) => {
    const bookings = await show(lang);
    for (const [title, state] of Object.entries(STATES[lang])) expect(stateOf(bookings, title)).toBe(state);
  });
});
