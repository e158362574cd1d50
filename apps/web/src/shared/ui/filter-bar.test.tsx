import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { FilterBar, FilterSelect, filterSelects } from './filter-bar';

describe('the catalogues’ filter bar', () => {
  it('is a search landmark with the search box in the catalogue’s words, then its filters', async () => {
    await i18n.loadNamespaces('poojas');
    const onSearch = vi.fn();
    const onChange = vi.fn();
    const select = filterSelects<'deity' | 'sort'>({ deity: 'shiva' }, onChange, 'Any');
    render(
      <FilterBar ns="poojas" search="ganga" onSearch={onSearch}>
        {select('deity', 'Deity', [
          ['shiva', 'Shiva'],
          ['vishnu', 'Vishnu'],
        ])}
        {select('sort', 'Order', [['price_asc', 'Price']], 'Featured')}
      </FilterBar>,
    );
    const search = screen.getByRole('searchbox', { name: i18n.t('poojas:filters.search') });
    expect(screen.getByRole('search').contains(search)).toBe(true);
    expect((search as HTMLInputElement).value).toBe('ganga');
    fireEvent.change(search, { target: { value: 'kashi' } });
    expect(onSearch).toHaveBeenCalledWith('kashi');

    const deity = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Deity' });
    expect(deity.value).toBe('shiva');
    fireEvent.change(deity, { target: { value: '' } });
    expect(onChange).toHaveBeenCalledWith('deity', '');
    // The first option clears the filter, in the words the call gives.
    const order = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Order' });
    expect(order.options[0]?.text).toBe('Featured');
  });

  it('leaves out the clearing option for a filter that always has a value', () => {
    render(
      <FilterSelect label="Order" value="soonest" onChange={() => {}} any={null}>
        <option value="soonest">Soonest</option>
      </FilterSelect>,
    );
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });
});
