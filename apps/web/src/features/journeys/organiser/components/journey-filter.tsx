import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFilterAddress } from '../../../../shared/lib/use-filter-address';
import { FilterSelect } from '../../../creator';
import { organiserJourneysQuery } from '../api';

/** The lists' filters, read from and written to the address, so a filtered list can be shared and reloaded. */
export function useListFilters() {
  const { params: search, change } = useFilterAddress();
  const journey = Number(search.get('journey')) || undefined;
  const set = (name: string, value: string) => change({ [name]: value });
  return { journey, search, set };
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
      allLabel={t('bookings.all_journeys')}
      value={value ? String(value) : ''}
      onChange={onChange}
      options={options}
    />
  );
}
