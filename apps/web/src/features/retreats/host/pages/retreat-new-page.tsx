import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../../shared/ui/page-frame';
import { HostOnly } from '../components/host-only';
import { RetreatForm } from '../components/retreat-form';

/** `creator/retreats/new`: a new retreat, saved as a draft; its packages come next. */
export function Component() {
  const { t } = useTranslation('retreat-host');
  return (
    <PageFrame title={t('pages.creator_retreat_new', { ns: 'common' })} lead={t('form.lead_new')}>
      <HostOnly>
        <RetreatForm retreat={null} />
      </HostOnly>
    </PageFrame>
  );
}
