import { LANGUAGES, RETREAT_SORTS, RETREAT_TYPES } from '@sangam/contracts';
import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RetreatFilters as Filters } from '../api';
import {
  NIGHT_RANGES,
  nightsValue,
  PRICE_RANGES,
  priceFromValue,
  priceOf,
  priceValue,
  type PriceRange,
} from '../filters';
import { formatMoney, formatMonth, languageName } from '../format';
import styles from './retreats.module.css';
import { useThisMonth } from '../../../shared/lib/use-hydrated';
import { monthsFrom } from '../../../shared/lib/time-zones';
import { currencyTitle } from '../../../shared/lib/money';
import { FilterBar, FilterSelect, FilterText, option } from '../../../shared/ui/filter-bar';

type Changes = Partial<Record<keyof Filters, string>>;

/** How many months ahead the month filter offers. */
const MONTHS_AHEAD = 12;

/**
 * The list's filters: search, type (unless the page fixes it), month, price per person, place,
 * language, length of stay and order. The search and place boxes keep what is typed; the page
 * debounces them before they reach the address. Several address values change at once for a range.
 */
export function RetreatFilters({
  filters,
  search,
  onSearch,
  place,
  onPlace,
  onChange,
  fixedType = false,
}: {
  filters: Filters;
  search: string;
  onSearch: (text: string) => void;
  place: string;
  onPlace: (text: string) => void;
  onChange: (changes: Changes) => void;
  fixedType?: boolean;
}) {
  const { t, i18n } = useTranslation('retreats');
  const id = useId();
  const language = i18n.resolvedLanguage ?? 'en';
  // The months offered start from this month where the reader is (the server's page: in its zone).
  const thisMonth = useThisMonth();
  // On a phone the filters other than the search fold away behind one button (open when any is set).
  const chosen = [
    filters.type,
    filters.month,
    filters.currency || filters.price_min || filters.price_max,
    filters.place,
    filters.language,
    filters.nights_min || filters.nights_max,
  ].filter(Boolean).length;
  const [open, setOpen] = useState(chosen > 0);

  const any = t('filters.any');
  const price = priceOf(filters);
  const priceSelected = price ? priceValue(price) : '';
  const nightsSelected =
    filters.nights_min || filters.nights_max ? nightsValue(filters.nights_min ?? 1, filters.nights_max ?? 365) : '';

  // Each list of options is a component of its own: their labels format months, prices and names,
  // and React can let the browser in between components, not inside one (a phone's first render).
  return (
    <FilterBar ns="retreats" search={search} onSearch={onSearch}>
      <button
        type="button"
        className={`button button-secondary ${styles.filtersToggle}`}
        aria-expanded={open}
        aria-controls={`${id}-more`}
        onClick={() => setOpen((value) => !value)}
      >
        {chosen > 0 ? t('filters.toggle_count', { count: chosen }) : t('filters.toggle')}
      </button>
      <div id={`${id}-more`} className={styles.moreFilters} data-open={open}>
        {fixedType ? null : (
          <FilterSelect
            label={t('filters.type')}
            value={filters.type ?? ''}
            onChange={(type) => onChange({ type })}
            any={any}
          >
            {RETREAT_TYPES.map((type) => option(type, t(`types.${type}`)))}
          </FilterSelect>
        )}
        <FilterSelect
          label={t('filters.month')}
          value={filters.month ?? ''}
          onChange={(month) => onChange({ month })}
          any={any}
        >
          <MonthOptions thisMonth={thisMonth} chosen={filters.month} language={language} />
        </FilterSelect>
        <FilterSelect
          label={t('filters.price')}
          value={priceSelected}
          onChange={(value) => {
            const range = priceFromValue(value);
            onChange({
              currency: range?.currency ?? '',
              price_min: range?.min?.toString() ?? '',
              price_max: range?.max?.toString() ?? '',
            });
          }}
          any={any}
        >
          <PriceOptions chosen={priceSelected} language={language} />
        </FilterSelect>
        <FilterText
          label={t('filters.place')}
          placeholder={t('filters.place_placeholder')}
          value={place}
          onChange={onPlace}
          autoComplete="off"
        />
        <FilterSelect
          label={t('filters.language')}
          value={filters.language ?? ''}
          onChange={(language) => onChange({ language })}
          any={any}
        >
          <LanguageOptions language={language} />
        </FilterSelect>
        <FilterSelect
          label={t('filters.nights')}
          value={nightsSelected}
          onChange={(value) => {
            const [min = '', max = ''] = value.split('-');
            onChange({ nights_min: min, nights_max: max });
          }}
          any={any}
        >
          <NightOptions chosen={nightsSelected} />
        </FilterSelect>
        <FilterSelect
          label={t('filters.sort')}
          value={filters.sort ?? 'soonest'}
          onChange={(sort) => onChange({ sort: sort === 'soonest' ? '' : sort })}
          any={null}
        >
          {RETREAT_SORTS.map((sort) => option(sort, t(`filters.sorts.${sort}`)))}
        </FilterSelect>
      </div>
    </FilterBar>
  );
}

/** The months from this one on; a month from a shared link that is further out still shows. */
const MonthOptions = memo(function MonthOptions({
  thisMonth,
  chosen,
  language,
}: {
  thisMonth: string;
  chosen?: string;
  language: string;
}) {
  const months = monthsFrom(thisMonth, MONTHS_AHEAD);
  if (chosen && !months.includes(chosen)) months.unshift(chosen);
  return months.map((month) => option(month, formatMonth(month, language)));
});

/** The price ranges, grouped by currency; a range from a shared link that is not one of ours shows too. */
const PriceOptions = memo(function PriceOptions({ chosen, language }: { chosen: string; language: string }) {
  const label = usePriceLabel(language);
  const custom = chosen ? priceFromValue(chosen) : null;
  return (
    <>
      {custom && !PRICE_RANGES.some((r) => priceValue(r) === chosen) ? option(chosen, label(custom)) : null}
      {CURRENCIES.map((currency) => (
        <PriceGroup key={currency} currency={currency} language={language} />
      ))}
    </>
  );
});

const CURRENCIES = [...new Set(PRICE_RANGES.map((r) => r.currency))];

/** One currency's ranges under its name (each currency's formats are made on a phone's first render). */
function PriceGroup({ currency, language }: { currency: string; language: string }) {
  const label = usePriceLabel(language);
  return (
    <optgroup label={currencyTitle(currency, language)}>
      {PRICE_RANGES.filter((r) => r.currency === currency).map((r) => option(priceValue(r), label(r)))}
    </optgroup>
  );
}

/** A price range in words: '₹5,000 to ₹15,000', '₹30,000 or more'. */
function usePriceLabel(language: string) {
  const { t } = useTranslation('retreats');
  return (r: PriceRange) => {
    const money = (minor: number) => formatMoney(minor, r.currency, language);
    if (r.min !== undefined && r.max !== undefined)
      return t('filters.price_between', { min: money(r.min), max: money(r.max) });
    if (r.min !== undefined) return t('filters.price_from', { amount: money(r.min) });
    if (r.max !== undefined) return t('filters.price_up_to', { amount: money(r.max) });
    return t('filters.any');
  };
}

/** The ten languages, named in the reader's. */
const LanguageOptions = memo(function LanguageOptions({ language }: { language: string }) {
  return LANGUAGES.map((l) => option(l, languageName(l, language)));
});

/** The lengths of stay; a length from a shared link that is not one of ours shows too. */
const NightOptions = memo(function NightOptions({ chosen }: { chosen: string }) {
  const { t } = useTranslation('retreats');
  const label = (min: number, max: number) =>
    max >= 365 ? t('filters.nights_or_more', { count: min }) : t('filters.nights_between', { min, max });
  const custom = chosen && !NIGHT_RANGES.some((r) => nightsValue(r.min, r.max) === chosen);
  const [min = '1', max = '365'] = chosen.split('-');
  return (
    <>
      {custom ? option(chosen, label(Number(min), Number(max))) : null}
      {NIGHT_RANGES.map((r) => option(nightsValue(r.min, r.max), label(r.min, r.max)))}
    </>
  );
});
