import type { CreatorJourney } from '@sangam/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../../shared/lib/paths';
import { ItemLoader, useItemId } from '../../../creator';
import { organiserJourneyQuery } from '../api';
import { describeOrganiserError } from '../messages';
import { JourneySteps } from './journey-steps';

/** The journey of the address (`creator/journeys/{id}/…`), read first; not found is said plainly. */
export function JourneyLoader({ children }: { children: (journey: CreatorJourney) => ReactNode }) {
  const { t } = useTranslation(['journey-organiser', 'common']);
  const journeyId = useItemId();
  const journey = useQuery({ ...organiserJourneyQuery(journeyId), enabled: journeyId > 0 });
  return (
    <ItemLoader
      itemId={journeyId}
      query={journey}
      loadingLabel={t('common:loading')}
      notFound={t('errors.not_found')}
      describeError={(error) => describeOrganiserError(error, 'load').form}
      allPath={paths.creatorJourneys()}
      allLabel={t('steps.all')}
    >
      {(item) => (
        <>
          <JourneySteps id={item.id} title={item.title} lang={item.content_language} />
          {children(item)}
        </>
      )}
    </ItemLoader>
  );
}
