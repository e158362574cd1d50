import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { itemSteps } from './item-steps';

const RetreatSteps = itemSteps('retreat-host', (id) => [
  { path: `/creator/retreats/${id}/edit`, name: 'details' },
  { path: `/creator/retreats/${id}/packages`, name: 'packages' },
  { path: '/creator/retreats', name: 'all', end: true },
]);

beforeAll(() => i18n.loadNamespaces(['retreat-host']));

describe("an item's steps", () => {
  it("names the item's pages in the area's words, in the reader's language, the one open marked", () => {
    render(
      <MemoryRouter initialEntries={['/en/creator/retreats/4/packages']}>
        <Routes>
          <Route
            path="/:lang/creator/retreats/:id/packages"
            element={<RetreatSteps id={4} title="Rishikesh silence" lang="hi" />}
          />
        </Routes>
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Pages of Rishikesh silence' });
    const links = [...nav.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Details', '/en/creator/retreats/4/edit'],
      ['Packages', '/en/creator/retreats/4/packages'],
      ['All my retreats', '/en/creator/retreats'],
    ]);
    expect(screen.getByRole('link', { name: 'Packages' }).getAttribute('aria-current')).toBe('page');
    expect(nav.querySelector('p')?.getAttribute('lang')).toBe('hi');
  });
});
