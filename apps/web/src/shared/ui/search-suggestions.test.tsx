import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SearchSuggestions } from './search-suggestions';

const popular = [
  { key: 1, label: 'Sattvic Kitchen', to: '/en/communities/sattvic-kitchen' },
  { key: 2, label: 'Yoga Sadhana', to: '/en/communities/yoga-sadhana' },
];

describe('what an empty search offers', () => {
  it('offers each nearest spelling as a new search, put in the search box, and the popular items as links', () => {
    const onPick = vi.fn();
    render(
      <MemoryRouter>
        <SearchSuggestions
          suggestions={['Kitchen', 'Kirtan']}
          onPick={onPick}
          popular={popular}
          popularLabel="Popular Communities"
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Did you mean:')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Kitchen' }));
    expect(onPick).toHaveBeenCalledWith('Kitchen');
    expect(screen.getByText('Popular Communities')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Yoga Sadhana' }).getAttribute('href')).toBe(
      '/en/communities/yoga-sadhana',
    );
  });

  it('offers a spelling as a link where the list keeps its words in the address', () => {
    render(
      <MemoryRouter>
        <SearchSuggestions
          suggestions={['Ganesha']}
          linkFor={(name) => `/en/search/${name}`}
          popular={[]}
          popularLabel="Popular topics"
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Ganesha' }).getAttribute('href')).toBe('/en/search/Ganesha');
    expect(screen.queryByText('Popular topics')).toBeNull();
  });

  it('says nothing when it has nothing to offer', () => {
    const { container } = render(
      <MemoryRouter>
        <SearchSuggestions suggestions={[]} onPick={() => {}} popular={[]} popularLabel="Popular topics" />
      </MemoryRouter>,
    );
    expect(container.innerHTML).toBe('');
  });
});
