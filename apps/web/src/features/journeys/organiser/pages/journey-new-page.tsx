import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../../shared/ui/page-frame';
import { JourneyForm } from '../components/journey-form';
import { OrganiserOnly } from '../components/organiser-only';

/** `creator/journeys/new`: a new journey, saved as a draft; its departures come next. */
export function Component() {
  const { t } = useTranslation('journey-organiser');
  return (
    <PageFrame title={t('pages.creator_journey_new', { ns: 'common' })} lead={t('form.lead_new')}>
      <OrganiserOnly>
        <JourneyForm journey={null} />
      </OrganiserOnly>
    </PageFrame>
  );
}
