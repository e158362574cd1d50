import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formStyles } from '../../../../shared/ui/form';
import { organiserJourneysQuery } from '../api';

/** The lists' filters, read from and written to the address, so a filtered list can be shared and reloaded. */
export function useListFilters() {
  const [search, setSearch] = useSearchParams();
  const journey = Number(search.get('journey')) || undefined;
  const set = (name: string, value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return { journey, search, set };
}

/** A filter's choice, whose empty first option reads "All …" instead of a form's "Select". */
export function FilterSelect({
  label,
  all,
  value,
  onChange,
  options,
}: {
  label: string;
  all: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<{ value: string; label: string }>;
}) {
  const id = useId();
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <select id={id} className={formStyles.input} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One of the organiser's journeys, or all of them. */
export function JourneyFilter({ value, onChange }: { value: number | undefined; onChange: (value: string) => void }) {
  const { t } = useTranslation('journey-organiser');
  const journeys = useQuery(organiserJourneysQuery());
  const options = (journeys.data?.results ?? []).map((j) => ({ value: String(j.id), label: j.title }));
  // A journey in the address is offered even before the list arrives, so the choice does not flicker.
  if (value && !options.some((o) => o.value === String(value))) options.unshift({ value: String(value), label: '…' });
  return (
    <FilterSelect
      label={t('bookings.filter_journey')}
      all={t('bookings.all_journeys')}
      value={value ? String(value) : ''}
      onChange={onChange}
      options={options}
    />
  );
}
