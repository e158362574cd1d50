import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../../shared/ui/page-frame';
import { AvailabilityEditor } from '../components/availability-editor';
import { HostOnly } from '../components/host-only';
import { HostRetreatLoader } from '../components/host-retreat-loader';

/** `creator/retreats/{id}/availability`: nights per package, closed or open, with their capacity. */
export function Component() {
  const { t } = useTranslation('retreat-host');
  return (
    <PageFrame title={t('pages.creator_retreat_availability', { ns: 'common' })} lead={t('availability.lead')} wide>
      <HostOnly>
        <HostRetreatLoader>{(retreat) => <AvailabilityEditor key={retreat.id} retreat={retreat} />}</HostRetreatLoader>
      </HostOnly>
    </PageFrame>
  );
}
