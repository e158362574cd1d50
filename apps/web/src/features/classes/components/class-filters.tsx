import { CLASS_CATEGORIES, CLASS_FORMATS, CLASS_LEVELS, DAY_PART_NAMES, LANGUAGES } from '@sangam/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassFilters as Filters } from '../api';
import { languageName, weekdayName } from '../labels';
import { useQuery } from '@tanstack/react-query';
import { currencyTitle, formatMoney } from '../../../shared/lib/money';
import { FilterBar, FilterSelect, filterSelects } from '../../../shared/ui/filter-bar';
import { classCurrenciesQuery } from '../api';
import { capFromValue, capValue, PRICE_CAPS } from '../price-caps';

type FilterName = Exclude<keyof Filters, 'q' | 'tz' | 'tutor' | 'languages' | 'lang'>;
export type FilterChanges = Partial<Record<FilterName, string>>;

/**
 * The explore filters: search, category, language, level, format, age, price, day and time of day.
 * The search box keeps what is typed; the page debounces it before it reaches the address.
 */
export function ClassFilters({
  filters,
  search,
  onSearch,
  onChange,
}: {
  filters: Filters;
  search: string;
  onSearch: (text: string) => void;
  onChange: (changes: FilterChanges) => void;
}) {
  const { t, i18n } = useTranslation('classes');
  const id = useId();
  const language = i18n.resolvedLanguage ?? 'en';
  const [age, setAge] = useState(filters.age ?? '');

  const select = filterSelects<FilterName>(filters, (name, value) => onChange({ [name]: value }), t('filters.any'));

  return (
    <FilterBar ns="classes" search={search} onSearch={onSearch}>
      {select(
        'category',
        t('filters.category'),
        CLASS_CATEGORIES.map((c) => [c, t(`categories.${c}`)]),
      )}
      {select(
        'language',
        t('facts.language'),
        LANGUAGES.map((l) => [l, languageName(l, language)]),
      )}
      {select(
        'level',
        t('filters.level'),
        CLASS_LEVELS.filter((l) => l !== 'all').map((l) => [l, t(`levels.${l}`)]),
      )}
      {select(
        'format',
        t('filters.format'),
        CLASS_FORMATS.map((f) => [f, t(`formats.${f}`)]),
      )}
      <div>
        <label htmlFor={`${id}-age`}>{t('filters.age')}</label>
        <input
          id={`${id}-age`}
          type="number"
          inputMode="numeric"
          min={1}
          max={120}
          value={age}
          onChange={(event) => {
            setAge(event.target.value);
            const value = Number(event.target.value);
            if (event.target.value === '' || (Number.isInteger(value) && value >= 1 && value <= 120))
              onChange({ age: event.target.value });
          }}
        />
      </div>
      <PriceFilter filters={filters} onChange={onChange} />
      {select(
        'day',
        t('filters.day'),
        [0, 1, 2, 3, 4, 5, 6].map((d) => [String(d), weekdayName(d, language)]),
      )}
      {select(
        'time',
        t('filters.time'),
        DAY_PART_NAMES.map((p) => [p, t(`filters.times.${p}`)]),
      )}
    </FilterBar>
  );
}

/**
 * Free classes, or a highest price in one currency ("Up to ₹500", "Up to $25"), grouped by the
 * currencies classes are priced in: a price is only compared with prices in its own currency.
 */
function PriceFilter({ filters, onChange }: { filters: Filters; onChange: (changes: FilterChanges) => void }) {
  const { t, i18n } = useTranslation('classes');
  const language = i18n.resolvedLanguage ?? 'en';
  const currencies = useQuery(classCurrenciesQuery()).data?.results ?? [];
  const chosen =
    filters.price === 'free'
      ? 'free'
      : filters.price && filters.currency
        ? capValue(filters.currency, filters.price)
        : '';
  const upTo = (currency: string, cap: number) =>
    t('filters.price_up_to', { amount: formatMoney(cap, currency, language) });
  const offered = currencies.filter((currency) => PRICE_CAPS[currency]);
  const chosenCap = capFromValue(chosen);
  // A cap from a shared link that is not one of ours (or before the currencies have come) shows too.
  const listed =
    chosenCap !== null &&
    offered.includes(chosenCap.currency) &&
    PRICE_CAPS[chosenCap.currency]!.includes(Number(chosenCap.price));
  const custom = chosenCap && !listed ? chosenCap : null;
  return (
    <FilterSelect
      label={t('filters.price')}
      value={chosen}
      onChange={(value) => {
        const cap = capFromValue(value);
        onChange(cap ? { price: cap.price, currency: cap.currency } : { price: value, currency: '' });
      }}
      any={t('filters.any')}
    >
      <option value="free">{t('filters.price_free')}</option>
      {custom ? <option value={chosen}>{upTo(custom.currency, Number(custom.price))}</option> : null}
      {offered.map((currency) => (
        <optgroup key={currency} label={currencyTitle(currency, language)}>
          {PRICE_CAPS[currency]!.map((cap) => (
            <option key={cap} value={capValue(currency, cap)}>
              {upTo(currency, cap)}
            </option>
          ))}
        </optgroup>
      ))}
    </FilterSelect>
  );
}
