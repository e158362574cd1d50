import { LANGUAGES } from '@sangam/contracts';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/lib/money';
import { monthsFrom } from '../../../shared/lib/time-zones';
import { useThisMonth } from '../../../shared/lib/use-hydrated';
import { languageName } from '../../classes';
import { DURATIONS, PRICE_CAPS, PRICE_CURRENCY, type FilterName, type Filters } from '../filters';
import { formatMonth, formatNumber } from '../format';
import styles from './journeys.module.css';

/**
 * The list's filters: search, region, month of departure, price per traveller, length and the
 * language the journey is guided in. The search box keeps what is typed; the page debounces it.
 */
export function JourneyFilters({
  filters,
  regions,
  search,
  onSearch,
  onChange,
}: {
  filters: Filters;
  regions: string[];
  search: string;
  onSearch: (text: string) => void;
  onChange: (name: FilterName, value: string) => void;
}) {
  const { t, i18n } = useTranslation('travel');
  const id = useId();
  const language = i18n.resolvedLanguage ?? 'en';
  // The next twelve months from this one where the reader is (the server's page: in its zone).
  const thisMonth = useThisMonth();
  const months = useMemo(() => monthsFrom(thisMonth, 12), [thisMonth]);
  // A region from a shared link stays selectable while the list (which names the regions) loads.
  const regionOptions = filters.region && !regions.includes(filters.region) ? [filters.region, ...regions] : regions;

  const select = (name: FilterName, label: string, options: Array<[string, string]>) => (
    <div>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <select id={`${id}-${name}`} value={filters[name] ?? ''} onChange={(event) => onChange(name, event.target.value)}>
        <option value="">{t('filters.any')}</option>
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
        'region',
        t('filters.region'),
        regionOptions.map((r) => [r, r]),
      )}
      {select(
        'month',
        t('filters.month'),
        months.map((m) => [m, formatMonth(m, language)]),
      )}
      {select(
        'price',
        t('filters.price'),
        PRICE_CAPS.map((cap) => [
          String(cap),
          t('filters.price_up_to', { price: formatMoney(cap, PRICE_CURRENCY, language) }),
        ]),
      )}
      {select(
        'duration',
        t('filters.duration'),
        (Object.keys(DURATIONS) as Array<keyof typeof DURATIONS>).map((d) => [
          d,
          t(`filters.durations.${d}`, {
            min: formatNumber(DURATIONS[d].min, language),
            max: formatNumber(DURATIONS[d].max ?? 0, language),
          }),
        ]),
      )}
      {select(
        'language',
        t('filters.language'),
        LANGUAGES.map((l) => [l, languageName(l, language)]),
      )}
    </div>
  );
}
