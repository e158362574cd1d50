import { LANGUAGES, RETREAT_SORTS, RETREAT_TYPES } from '@sangam/contracts';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RetreatFilters as Filters } from '../api';
import { NIGHT_RANGES, PRICE_RANGES, priceOf, priceValue, type PriceRange } from '../filters';
import { formatMoney, formatMonth, languageName, nextMonths, todayIn } from '../format';
import styles from './retreats.module.css';
import { SERVER_RENDER_ZONE, useBrowserValue } from '../../../shared/lib/use-hydrated';
import { browserZone } from '../../../shared/lib/time-zones';
import { displayNames } from '../../../shared/lib/intl-format';

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
  const today = useBrowserValue(() => todayIn(browserZone()), todayIn(SERVER_RENDER_ZONE));
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

  const select = (name: string, label: string, value: string, onSelect: (v: string) => void, options: ReactNode) => (
    <div>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <select id={`${id}-${name}`} value={value} onChange={(event) => onSelect(event.target.value)}>
        {options}
      </select>
    </div>
  );
  const option = (value: string, text: string) => (
    <option key={value} value={value}>
      {text}
    </option>
  );
  const any = option('', t('filters.any'));

  const priceLabel = (r: PriceRange) => {
    const money = (minor: number) => formatMoney(minor, r.currency, language);
    if (r.min !== undefined && r.max !== undefined)
      return t('filters.price_between', { min: money(r.min), max: money(r.max) });
    if (r.min !== undefined) return t('filters.price_from', { amount: money(r.min) });
    if (r.max !== undefined) return t('filters.price_up_to', { amount: money(r.max) });
    return t('filters.any');
  };
  const price = priceOf(filters);
  const priceSelected = price ? priceValue(price) : '';
  const currencies = [...new Set(PRICE_RANGES.map((r) => r.currency))];
  const currencyName = (code: string) => {
    try {
      return displayNames([language], { type: 'currency' }).of(code) ?? code;
    } catch {
      return code;
    }
  };

  const nightsSelected =
    filters.nights_min || filters.nights_max ? `${filters.nights_min ?? 1}-${filters.nights_max ?? 365}` : '';
  const nightsLabel = (min: number, max: number) =>
    max >= 365 ? t('filters.nights_or_more', { count: min }) : t('filters.nights_between', { min, max });
  const months = nextMonths(today, MONTHS_AHEAD);
  if (filters.month && !months.includes(filters.month)) months.unshift(filters.month);

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
        {fixedType
          ? null
          : select('type', t('filters.type'), filters.type ?? '', (type) => onChange({ type }), [
              any,
              ...RETREAT_TYPES.map((type) => option(type, t(`types.${type}`))),
            ])}
        {select('month', t('filters.month'), filters.month ?? '', (month) => onChange({ month }), [
          any,
          ...months.map((month) => option(month, formatMonth(month, language))),
        ])}
        {select(
          'price',
          t('filters.price'),
          priceSelected,
          (value) => {
            const [currency = '', min = '', max = ''] = value.split(':');
            onChange({ currency, price_min: min, price_max: max });
          },
          [
            any,
            // A range from a shared link that is not one of ours still shows as chosen.
            price && !PRICE_RANGES.some((r) => priceValue(r) === priceSelected)
              ? option(priceSelected, priceLabel(price))
              : null,
            ...currencies.map((currency) => (
              <optgroup key={currency} label={currencyName(currency)}>
                {PRICE_RANGES.filter((r) => r.currency === currency).map((r) => option(priceValue(r), priceLabel(r)))}
              </optgroup>
            )),
          ],
        )}
        <div>
          <label htmlFor={`${id}-place`}>{t('filters.place')}</label>
          <input
            id={`${id}-place`}
            type="text"
            value={place}
            placeholder={t('filters.place_placeholder')}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => onPlace(event.target.value)}
          />
        </div>
        {select('language', t('filters.language'), filters.language ?? '', (value) => onChange({ language: value }), [
          any,
          ...LANGUAGES.map((l) => option(l, languageName(l, language))),
        ])}
        {select(
          'nights',
          t('filters.nights'),
          nightsSelected,
          (value) => {
            const [min = '', max = ''] = value.split('-');
            onChange({ nights_min: min, nights_max: max });
          },
          [
            any,
            nightsSelected && !NIGHT_RANGES.some((r) => `${r.min}-${r.max}` === nightsSelected)
              ? option(nightsSelected, nightsLabel(Number(filters.nights_min ?? 1), Number(filters.nights_max ?? 365)))
              : null,
            ...NIGHT_RANGES.map((r) => option(`${r.min}-${r.max}`, nightsLabel(r.min, r.max))),
          ],
        )}
        {select(
          'sort',
          t('filters.sort'),
          filters.sort ?? 'soonest',
          (sort) => onChange({ sort: sort === 'soonest' ? '' : sort }),
          RETREAT_SORTS.map((sort) => option(sort, t(`filters.sorts.${sort}`))),
        )}
      </div>
    </div>
  );
}
