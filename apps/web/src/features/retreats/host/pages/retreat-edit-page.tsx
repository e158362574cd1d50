import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../../shared/ui/page-frame';
import { HostOnly } from '../components/host-only';
import { HostRetreatLoader } from '../components/host-retreat-loader';
import { RetreatForm } from '../components/retreat-form';

/** `creator/retreats/{id}/edit`: the same form as a new retreat, filled in. */
export function Component() {
  const { t } = useTranslation('retreat-host');
  return (
    <PageFrame title={t('pages.creator_retreat_edit', { ns: 'common' })} lead={t('form.lead_edit')}>
      <HostOnly>
        <HostRetreatLoader>{(retreat) => <RetreatForm key={retreat.id} retreat={retreat} />}</HostRetreatLoader>
      </HostOnly>
    </PageFrame>
  );
}
