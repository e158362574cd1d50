import type { PoojaSummary } from '@sangam/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, i18n } from '../../../shared/i18n/i18n';
import { PoojaSearchSuggestions } from './pooja-search-suggestions';

const rudrabhishek = {
  id: 3,
  slug: 'rudrabhishek',
  name: 'रुद्राभिषेक',
} as PoojaSummary;

function answering() {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ count: 1, next: null, previous: null, results: [rudrabhishek] }), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
afterEach(() => vi.unstubAllGlobals());

describe('an empty pooja search', () => {
  it('offers the nearest spellings for the search box, and the featured poojas of the list without a search', async () => {
    const fetch = answering();
    await activateLanguage('hi');
    await i18n.loadNamespaces('poojas');
    const onPick = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <PoojaSearchSuggestions
            suggestions={['Satyanarayan']}
            view="poojas"
            lang="hi"
            languages="hi"
            onPick={onPick}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Satyanarayan' }));
    expect(onPick).toHaveBeenCalledWith('Satyanarayan');
    expect(screen.getByText('क्या आप इनमें से कुछ खोज रहे थे?')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'रुद्राभिषेक' })).getAttribute('href')).toBe(
      '/hi/poojas/rudrabhishek',
    );
    expect(screen.getByText('चुनिंदा पूजाएँ')).toBeTruthy();
    // The featured list is the poojas list without the search.
    const asked = new URL(String((fetch.mock.calls[0] as unknown[])[0]), 'http://localhost');
    expect(asked.pathname).toMatch(/\/api\/poojas\/$/);
    expect(asked.searchParams.get('q')).toBeNull();
    await activateLanguage('en');
  });
});
