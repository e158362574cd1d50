import { POOJA_SORTS } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/lib/money';
import { FilterBar, FilterText, filterSelects } from '../../../shared/ui/filter-bar';
import type { PoojaFilters as Filters } from '../api';
import { DEITIES, PRICE_CAPS } from '../labels';

export type FilterName = 'deity' | 'price_max' | 'sort';

/**
 * The poojas screen's filters: words and place are typed (the page debounces them before they reach
 * the address), deity, price and order are chosen. Temples have no price or order.
 */
export function PoojaFilters({
  filters,
  search,
  place,
  onSearch,
  onPlace,
  onChange,
  forTemples,
}: {
  filters: Filters;
  search: string;
  place: string;
  onSearch: (text: string) => void;
  onPlace: (text: string) => void;
  onChange: (name: FilterName, value: string) => void;
  forTemples: boolean;
}) {
  const { t, i18n } = useTranslation('poojas');
  const language = i18n.resolvedLanguage ?? 'en';

  const select = filterSelects(filters, onChange, t('filters.any'));

  return (
    <FilterBar ns="poojas" search={search} onSearch={onSearch}>
      {select(
        'deity',
        t('filters.deity'),
        DEITIES.map((d) => [d, t(`deities.${d}`)]),
      )}
      <FilterText
        label={t('filters.place')}
        placeholder={t('filters.place_placeholder')}
        value={place}
        onChange={onPlace}
        autoComplete="address-level2"
      />
      {forTemples ? null : (
        <>
          {select(
            'price_max',
            t('filters.price'),
            PRICE_CAPS.map((cap) => [
              String(cap),
              t('filters.price_up_to', { price: formatMoney(cap, 'INR', language) }),
            ]),
          )}
          {select(
            'sort',
            t('filters.sort'),
            POOJA_SORTS.filter((s) => s !== 'featured').map((s) => [s, t(`filters.sorts.${s}`)]),
            t('filters.sorts.featured'),
          )}
        </>
      )}
    </FilterBar>
  );
}
