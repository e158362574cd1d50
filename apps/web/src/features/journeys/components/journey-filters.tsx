import { LANGUAGES } from '@sangam/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/lib/money';
import { FilterBar, filterSelects } from '../../../shared/ui/filter-bar';
import { monthsFrom } from '../../../shared/lib/time-zones';
import { useThisMonth } from '../../../shared/lib/use-hydrated';
import { languageName } from '../../classes';
import { DURATIONS, PRICE_CAPS, PRICE_CURRENCY, type FilterName, type Filters } from '../filters';
import { formatMonth, formatNumber } from '../format';

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
  const language = i18n.resolvedLanguage ?? 'en';
  // The next twelve months from this one where the reader is (the server's page: in its zone).
  const thisMonth = useThisMonth();
  const months = useMemo(() => monthsFrom(thisMonth, 12), [thisMonth]);
  // A region from a shared link stays selectable while the list (which names the regions) loads.
  const regionOptions = filters.region && !regions.includes(filters.region) ? [filters.region, ...regions] : regions;

  const select = filterSelects(filters, onChange, t('filters.any'));

  return (
    <FilterBar ns="travel" search={search} onSearch={onSearch}>
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
    </FilterBar>
  );
}
