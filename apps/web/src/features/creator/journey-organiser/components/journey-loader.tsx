import type { CreatorJourney } from '@sangam/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../../shared/api/http-client';
import { localize, paths } from '../../../../shared/lib/paths';
import { FormMessage } from '../../../../shared/ui/form';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { organiserJourneyQuery } from '../api';
import { describeOrganiserError } from '../messages';
import { JourneySteps } from './journey-steps';
import creator from '../../components/creator.module.css';

/** The journey of the address (`creator/journeys/{id}/…`), read first; not found is said plainly. */
export function JourneyLoader({ children }: { children: (journey: CreatorJourney) => ReactNode }) {
  const { t } = useTranslation(['journey-organiser', 'common']);
  const { lang = 'en', id = '' } = useParams();
  const journeyId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  const journey = useQuery({ ...organiserJourneyQuery(journeyId), enabled: journeyId > 0 });
  if (journeyId > 0 && journey.isPending) return <Skeleton lines={8} label={t('common:loading')} />;
  if (journeyId === 0 || journey.isError) {
    const missing = journeyId === 0 || (journey.error instanceof ApiError && journey.error.status === 404);
    return (
      <div className={creator.empty}>
        <FormMessage kind="error">
          {missing ? t('errors.not_found') : describeOrganiserError(journey.error, 'load').form}
        </FormMessage>
        <p>
          <Link to={localize(lang, paths.creatorJourneys())}>{t('steps.all')}</Link>
        </p>
      </div>
    );
  }
  return (
    <>
      <JourneySteps id={journey.data!.id} title={journey.data!.title} lang={journey.data!.content_language} />
      {children(journey.data!)}
    </>
  );
}
