import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../../shared/ui/form';
import { PageFrame } from '../../../../shared/ui/page-frame';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { availabilityQuery } from '../api';
import { AvailabilityForm } from '../components/availability-form';
import { TutorOnly } from '../components/tutor-only';
import { describeCreatorError } from '../../../creator';

function Availability() {
  const { t } = useTranslation(['creator', 'common']);
  const availability = useQuery(availabilityQuery());
  if (availability.isPending) return <Skeleton lines={8} label={t('common:loading')} />;
  if (availability.isError)
    return (
      <FormMessage kind="error">
        {describeCreatorError(availability.error, 'load').form ?? t('availability.load_failed')}
      </FormMessage>
    );
  return <AvailabilityForm availability={availability.data} />;
}

/** `creator/availability`: weekly hours, date changes, breaks, notice, horizon and time zone. */
export function Component() {
  const { t } = useTranslation('creator');
  return (
    <PageFrame title={t('pages.creator_availability', { ns: 'common' })} lead={t('availability.lead')}>
      <TutorOnly>
        <Availability />
      </TutorOnly>
    </PageFrame>
  );
}
