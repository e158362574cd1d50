import type { Chant } from '@sangam/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { sessionStore } from '../../../shared/session/session-store';
import { MalaCounter } from './mala-counter';

const chant: Chant = {
  id: 'om-namah-shivaya',
  devanagari: 'ॐ नमः शिवाय',
  script: 'oṃ namaḥ śivāya',
  iast: 'oṃ namaḥ śivāya',
  deity: 'shiva',
  tradition: 'Shaiva',
  source: null,
  count: 108,
  meaning: 'Salutations to Shiva.',
};

const sent: Array<{ url: string; body: unknown }> = [];
let answer: () => Response;
let held: Promise<void>;
let release: () => void;

beforeEach(() => {
  sent.length = 0;
  localStorage.clear();
  held = new Promise((resolve) => {
    release = resolve;
  });
  answer = () => new Response(JSON.stringify({ today_count: 3, target: 108, practice: null }), { status: 201 });
  sessionStore.set({
    accessToken: 'token',
    user: { id: 5, username: 'meera', email: '', role: 'user', creator_type: null },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      sent.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      await held;
      return answer();
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
  localStorage.clear();
});

async function show() {
  await i18n.loadNamespaces(['devotion', 'common']);
  const client = new QueryClient();
  const refreshed = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en/chanting']}>
        <Routes>
          <Route path="/:lang/chanting" element={<MalaCounter chant={chant} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const tap = await screen.findByRole('button', { name: /^Count a repetition/ });
  fireEvent.click(tap);
  fireEvent.click(tap);
  fireEvent.click(tap);
  return { refreshed };
}

describe("finishing a chanting session into today's japa", () => {
  it("says it is adding while sent, then the count added, and refreshes the practice's keys", async () => {
    const { refreshed } = await show();
    fireEvent.click(screen.getByRole('button', { name: "Finish and add to today's japa" }));
    const busy = await screen.findByRole('button', { name: 'Adding…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(sent[0]).toMatchObject({ url: '/api/chants/om-namah-shivaya/sessions/', body: { count: 3 } });

    release();
    expect(await screen.findByText(/3 repetitions added to today's japa\./)).toBeTruthy();
    expect(refreshed).toHaveBeenCalledWith({ queryKey: ['practice'] });
    // The count went into the japa: the counter starts again, and Finish waits for a repetition.
    const finish = screen.getByRole('button', { name: "Finish and add to today's japa" }) as HTMLButtonElement;
    expect(finish.disabled).toBe(true);
  });

  it('keeps the count and says so when the session could not be added', async () => {
    answer = () => new Response(JSON.stringify({ detail: 'Server error.', code: 'error' }), { status: 500 });
    const { refreshed } = await show();
    fireEvent.click(screen.getByRole('button', { name: "Finish and add to today's japa" }));
    release();
    expect(
      await screen.findByText('Your session could not be added. Your count is kept; please try again.'),
    ).toBeTruthy();
    expect(refreshed).not.toHaveBeenCalled();
    const finish = screen.getByRole('button', { name: "Finish and add to today's japa" }) as HTMLButtonElement;
    expect(finish.disabled).toBe(false);
  });
});
