import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ItemNotFound } from './item-not-found';

describe('an item that is not found', () => {
  it("says so as the page's title and leads back to the list in the reader's language", () => {
    render(
      <MemoryRouter initialEntries={['/hi/retreats/gone']}>
        <Routes>
          <Route
            path="/:lang/retreats/:slug"
            element={<ItemNotFound title="Retreat not found" back={{ path: '/retreats', text: 'All retreats' }} />}
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Retreat not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All retreats' }).getAttribute('href')).toBe('/hi/retreats');
  });
});
