import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { isAuthenticated, useSession } from '../../../shared/session/session-store';
import { PageFrame } from '../../../shared/ui/page-frame';
import { CreatorDashboard } from '../components/creator-dashboard';
import { CreatorLanding } from '../components/creator-landing';
import { PaymentInstructionsCard } from '../components/payment-instructions-card';
import { VerificationPanel } from '../components/verification-panel';
import styles from '../../../shared/ui/creator.module.css';
import { HostDashboard, useIsRetreatHost } from '../../retreats';
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
  const session = useSession();
  const creator = isAuthenticated(session) && session.user?.role === 'creator';
  return (
    <PageFrame title={t('pages.creator', { ns: 'common' })} lead={lead} wide>
      {creator ? <CreatorTrust /> : null}
      {tutor ? <CreatorDashboard /> : host ? <HostDashboard /> : <CreatorLanding />}
    </PageFrame>
  );
}

/**
 * What every kind of creator has: their verification, the videos they send for the library, and how
 * they are paid directly.
 */
function CreatorTrust() {
  const { t } = useTranslation('creator');
  const { lang = 'en' } = useParams();
  return (
    <div className={`${styles.stats} ${styles.trust}`}>
      <VerificationPanel />
      <section className={styles.card} aria-labelledby="my-videos-title">
        <h2 id="my-videos-title">{t('my_videos.title')}</h2>
        <p className={styles.meta}>{t('my_videos.teaser')}</p>
        <p>
          <Link to={localize(lang, paths.creatorVideos())}>{t('my_videos.open')}</Link>
        </p>
      </section>
      <PaymentInstructionsCard />
    </div>
  );
}
