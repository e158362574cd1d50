import { useTranslation } from 'react-i18next';
import { paths } from '../../../../shared/lib/paths';
import { ItemSteps } from '../../../creator';

/** The pages of one journey (details, departures, its bookings), shown above each of them. */
export function JourneySteps({ id, title, lang }: { id: number; title: string; lang: string }) {
  const { t } = useTranslation('journey-organiser');
  return (
    <ItemSteps
      label={t('steps.label', { title })}
      title={title}
      lang={lang}
      steps={[
        { path: paths.creatorJourneyEdit(id), label: t('steps.details') },
        { path: paths.creatorJourneyDepartures(id), label: t('steps.departures') },
        { path: `${paths.creatorJourneyBookings()}?journey=${id}`, label: t('steps.bookings') },
        { path: paths.creatorJourneys(), label: t('steps.all'), end: true },
      ]}
    />
  );
}
