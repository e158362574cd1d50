import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../shared/ui/page-frame';
import { CreatorDashboard } from '../components/creator-dashboard';
import { CreatorLanding } from '../components/creator-landing';
import { HostDashboard } from '../retreat-host/components/host-dashboard';
import { useIsRetreatHost } from '../retreat-host/use-retreat-host';
import { useIsTutor } from '../use-tutor';

/**
 * `creator`: a signed-in tutor's dashboard, a retreat host's dashboard; for everyone else the
 * creator landing (spec section 2).
 */
export function Component() {
  const { t } = useTranslation(['creator', 'retreat-host']);
  const tutor = useIsTutor();
  const host = useIsRetreatHost();
  const lead = tutor ? t('dashboard.lead') : host ? t('retreat-host:dashboard.lead') : t('landing.lead');
  return (
    <PageFrame title={t('pages.creator', { ns: 'common' })} lead={lead} wide>
      {tutor ? <CreatorDashboard /> : host ? <HostDashboard /> : <CreatorLanding />}
    </PageFrame>
  );
}
