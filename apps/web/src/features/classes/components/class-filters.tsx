import { CLASS_CATEGORIES, CLASS_FORMATS, CLASS_LEVELS, DAY_PART_NAMES, LANGUAGES } from '@sangam/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassFilters as Filters } from '../api';
import { languageName, weekdayName } from '../labels';
import styles from './classes.module.css';
import { numberFormat } from '../../../shared/lib/intl-format';

/** Highest prices offered by the price filter, in minor units. */
const PRICE_CAPS = [50_000, 100_000, 200_000];

type FilterName = Exclude<keyof Filters, 'q' | 'tz' | 'tutor' | 'languages' | 'lang'>;

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
  onChange: (name: FilterName, value: string) => void;
}) {
  const { t, i18n } = useTranslation('classes');
  const id = useId();
  const language = i18n.resolvedLanguage ?? 'en';
  const [age, setAge] = useState(filters.age ?? '');

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

  const number = numberFormat(language);
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
              onChange('age', event.target.value);
          }}
        />
      </div>
      {select('price', t('filters.price'), [
        ['free', t('filters.price_free')],
        ...PRICE_CAPS.map((cap): [string, string] => [
          String(cap),
          t('filters.price_up_to', { amount: number.format(cap / 100) }),
        ]),
      ])}
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
    </div>
  );
}
