import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ItemsSection, QuickLinks } from './item-list';

type Items = { results: { id: number; title: string }[] };
const answered = (results: Items['results']) =>
  ({ isPending: false, isError: false, error: null, data: { results } }) as unknown as UseQueryResult<Items>;

function section(query: UseQueryResult<Items>) {
  render(
    <MemoryRouter>
      <ItemsSection
        id="my-retreats"
        heading="My Retreats"
        query={query}
        describeError={() => 'Could not load.'}
        empty={{ text: 'None yet.', hint: 'Make one.', action: { to: '/en/new', text: 'New retreat' } }}
      >
        {(item) => <li key={item.id}>{item.title}</li>}
      </ItemsSection>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe("a creator's list of items", () => {
  it('shows the cards under a heading that names the section', () => {
    section(answered([{ id: 1, title: 'Rishikesh silence' }]));
    expect(screen.getByRole('region', { name: 'My Retreats' })).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('Rishikesh silence');
    expect(screen.queryByText('None yet.')).toBeNull();
  });

  it('says what to do when there are none yet', () => {
    section(answered([]));
    expect(screen.getByText('None yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New retreat' }).getAttribute('href')).toBe('/en/new');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says a failure in the words given', () => {
    section({ isPending: false, isError: true, error: new Error('x') } as unknown as UseQueryResult<Items>);
    expect(screen.getByText('Could not load.')).toBeTruthy();
  });

  it('draws the main action as the main button, the others as secondary, named as a group', () => {
    render(
      <MemoryRouter>
        <QuickLinks
          label="Retreat actions"
          links={[
            { to: '/en/new', text: 'New retreat', main: true },
            { to: '/en/bookings', text: 'Retreat bookings' },
          ]}
        />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Retreat actions' });
    expect([...nav.querySelectorAll('a')].map((a) => a.className)).toEqual(['button', 'button button-secondary']);
  });
});
