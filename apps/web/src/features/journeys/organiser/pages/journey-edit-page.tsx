import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../../shared/ui/page-frame';
import { JourneyForm } from '../components/journey-form';
import { JourneyLoader } from '../components/journey-loader';
import { OrganiserOnly } from '../components/organiser-only';

/** `creator/journeys/{id}/edit`: the same form as a new journey, filled in. */
export function Component() {
  const { t } = useTranslation('journey-organiser');
  return (
    <PageFrame title={t('pages.creator_journey_edit', { ns: 'common' })} lead={t('form.lead_edit')}>
      <OrganiserOnly>
        <JourneyLoader>{(journey) => <JourneyForm key={journey.id} journey={journey} />}</JourneyLoader>
      </OrganiserOnly>
    </PageFrame>
  );
}
