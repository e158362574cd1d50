import { useId, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EnglishResources } from '../i18n/resources';
import styles from './catalogue.module.css';
import { useTypedBeforeAdoption } from './form/typed-before-adoption';

/** The namespaces that word a filter bar's search box under `filters.search` and `filters.search_placeholder`. */
type FilterNamespace = {
  [N in keyof EnglishResources]: EnglishResources[N] extends {
    filters: { search: string; search_placeholder: string };
  }
    ? N
    : never;
}[keyof EnglishResources];

/**
 * A catalogue's filter bar (`role="search"`): the search box across the top (in the
 * words of the catalogue's namespace), then the catalogue's
 * own filters. The box keeps what is typed; the page debounces it before it reaches the address.
 */
export function FilterBar({
  ns,
  search,
  onSearch,
  children,
}: {
  ns: FilterNamespace;
  search: string;
  onSearch: (text: string) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(ns);
  const id = useId();
  const typed = (event: ChangeEvent<HTMLInputElement>) => onSearch(event.target.value);
  const field = useTypedBeforeAdoption(search, typed);
  return (
    <div className={styles.filters} role="search">
      <div className={styles.search}>
        <label htmlFor={id}>{t('filters.search')}</label>
        <input
          id={id}
          type="search"
          value={search}
          placeholder={t('filters.search_placeholder')}
          maxLength={100}
          onChange={typed}
          ref={field}
        />
      </div>
      {children}
    </div>
  );
}

/** An option of a filter's select. */
export const option = (value: string, text: string) => (
  <option key={value} value={value}>
    {text}
  </option>
);

/**
 * One chosen filter: its label over a select whose first option (`any`, e.g. "Any") clears it, unless
 * `any` is null (a filter that always has a value, such as the order). Options come as [value, text]
 * pairs, or as elements (groups, options made by a component of their own).
 */
export function FilterSelect({
  label,
  value,
  onChange,
  any,
  options = [],
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  any: string | null;
  options?: ReadonlyArray<readonly [string, string]>;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {any === null ? null : <option value="">{any}</option>}
        {options.map(([choice, text]) => option(choice, text))}
        {children}
      </select>
    </div>
  );
}

/** A typed filter (a place): like the search box, the page debounces it before it reaches the address. */
export function FilterText({
  label,
  placeholder,
  value,
  onChange,
  autoComplete,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  autoComplete: string;
}) {
  const id = useId();
  const typed = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value);
  const field = useTypedBeforeAdoption(value, typed);
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        value={value}
        placeholder={placeholder}
        maxLength={100}
        autoComplete={autoComplete}
        onChange={typed}
        ref={field}
      />
    </div>
  );
}

/**
 * Selects bound to a catalogue's chosen filters: `select(name, label, options)` shows the value of
 * `name` and reports its change; the first option is `any` unless the call names another.
 */
export function filterSelects<N extends string>(
  chosen: Partial<Record<N, string>>,
  onChange: (name: N, value: string) => void,
  any: string,
) {
  return (name: N, label: string, options: ReadonlyArray<readonly [string, string]>, first = any) => (
    <FilterSelect
      label={label}
      value={chosen[name] ?? ''}
      onChange={(value) => onChange(name, value)}
      any={first}
      options={options}
    />
  );
}
