import { POOJA_SORTS } from '@sangam/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/lib/money';
import type { PoojaFilters as Filters } from '../api';
import { DEITIES, PRICE_CAPS } from '../labels';
import styles from './poojas.module.css';

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
  const id = useId();
  const language = i18n.resolvedLanguage ?? 'en';

  const select = (name: FilterName, label: string, options: Array<[string, string]>, any = t('filters.any')) => (
    <div>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <select id={`${id}-${name}`} value={filters[name] ?? ''} onChange={(event) => onChange(name, event.target.value)}>
        <option value="">{any}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className={styles.filters} role="search">
      <div className={styles.search}>
        <label htmlFor={`${id}-q`}>{t('filters.search')}</label>
        <input
          id={`${id}-q`}
          type="search"
          value={search}
          placeholder={t('filters.search_placeholder')}
          maxLength={100}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      {select(
        'deity',
        t('filters.deity'),
        DEITIES.map((d) => [d, t(`deities.${d}`)]),
      )}
      <div>
        <label htmlFor={`${id}-place`}>{t('filters.place')}</label>
        <input
          id={`${id}-place`}
          type="text"
          value={place}
          placeholder={t('filters.place_placeholder')}
          maxLength={100}
          autoComplete="address-level2"
          onChange={(event) => onPlace(event.target.value)}
        />
      </div>
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
    </div>
  );
}
