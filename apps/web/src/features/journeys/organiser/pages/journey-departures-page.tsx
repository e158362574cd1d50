import type { CreatorJourney } from '@sangam/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../../shared/ui/form';
import { PageFrame } from '../../../../shared/ui/page-frame';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { departuresQuery } from '../api';
import { DeparturesEditor } from '../components/departures-editor';
import { JourneyLoader } from '../components/journey-loader';
import { OrganiserOnly } from '../components/organiser-only';
import { PublishPanel } from '../components/publish-panel';
import { describeOrganiserError } from '../messages';
import styles from '../../../../shared/ui/creator.module.css';

function Departures({ journey }: { journey: CreatorJourney }) {
  const { t } = useTranslation(['journey-organiser', 'common']);
  const departures = useQuery(departuresQuery(journey.id));
  if (departures.isPending) return <Skeleton lines={6} label={t('common:loading')} />;
  if (departures.isError)
    return <FormMessage kind="error">{describeOrganiserError(departures.error, 'load').form}</FormMessage>;
  const coming = departures.data.results.some((d) => !d.past && !d.closed);
  return (
    <div className={styles.sections}>
      <DeparturesEditor journey={journey} departures={departures.data.results} />
      <PublishPanel journey={journey} hasDepartures={coming} />
    </div>
  );
}

/** `creator/journeys/{id}/departures`: the dates a journey leaves on, with places and prices. */
export function Component() {
  const { t } = useTranslation('journey-organiser');
  return (
    <PageFrame title={t('pages.creator_journey_departures', { ns: 'common' })} lead={t('departures.lead')}>
      <OrganiserOnly>
        <JourneyLoader>{(journey) => <Departures journey={journey} />}</JourneyLoader>
      </OrganiserOnly>
    </PageFrame>
  );
}
