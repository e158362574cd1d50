import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../shared/ui/page-frame';
import { CreatorDashboard } from '../components/creator-dashboard';
import { CreatorLanding } from '../components/creator-landing';
import { useIsTutor } from '../use-tutor';

/** `creator`: a signed-in tutor's dashboard; for everyone else the creator landing (spec section 2). */
export function Component() {
  const { t } = useTranslation('creator');
  const tutor = useIsTutor();
  return (
    <PageFrame title={t('pages.creator', { ns: 'common' })} lead={tutor ? t('dashboard.lead') : t('landing.lead')} wide>
      {tutor ? <CreatorDashboard /> : <CreatorLanding />}
    </PageFrame>
  );
}
