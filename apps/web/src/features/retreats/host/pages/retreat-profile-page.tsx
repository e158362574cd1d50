import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../../shared/lib/paths';
import { FormMessage } from '../../../../shared/ui/form';
import { PageFrame } from '../../../../shared/ui/page-frame';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { retreatProfileQuery } from '../api';
import { HostOnly } from '../components/host-only';
import { RetreatProfileForm } from '../components/retreat-profile-form';
import { describeHostError } from '../messages';
import styles from '../../../../shared/ui/creator.module.css';

function ProfileSections() {
  const { t } = useTranslation(['retreat-host', 'common']);
  const { lang = 'en' } = useParams();
  const profile = useQuery(retreatProfileQuery());
  const to = (path: string) => localize(lang, path);
  if (profile.isPending) return <Skeleton lines={7} label={t('common:loading')} />;
  if (profile.isError) return <FormMessage kind="error">{describeHostError(profile.error, 'load').form}</FormMessage>;
  const { retreats, published_retreats: published, temples, journeys, published_journeys } = profile.data;
  const retreatsCard = (
    <section className={styles.card} aria-labelledby="host-counts">
      <h2 id="host-counts">{t('profile.retreats_title')}</h2>
      <p>{retreats ? t('profile.counts', { count: retreats, published }) : t('profile.no_retreats')}</p>
      <div className={styles.cardActions}>
        <Link className="button" to={to(paths.creatorRetreatNew())}>
          {t('list.new_retreat')}
        </Link>
        {retreats ? (
          <Link className="button button-secondary" to={to(paths.creatorRetreats())}>
            {t('profile.see_retreats')}
          </Link>
        ) : null}
      </div>
    </section>
  );
  // What the account already looks after comes first: temple staff and journey organisers are
  // retreat representatives too, and land here after logging in.
  const othersFirst = !retreats && (temples > 0 || journeys > 0);
  return (
    <div className={styles.sections}>
      {othersFirst ? null : retreatsCard}
      {temples ? (
        <section className={styles.card} aria-labelledby="host-temples">
          <h2 id="host-temples">{t('profile.temples_title')}</h2>
          <p>{t('profile.temples_count', { count: temples })}</p>
          <div className={styles.cardActions}>
            <Link className="button" to={to(paths.creatorTemples())}>
              {t('common:nav.temples')}
            </Link>
            <Link className="button button-secondary" to={to(paths.creatorPoojaBookings())}>
              {t('common:nav.pooja_bookings')}
            </Link>
          </div>
        </section>
      ) : null}
      {journeys ? (
        <section className={styles.card} aria-labelledby="host-journeys">
          <h2 id="host-journeys">{t('profile.journeys_title')}</h2>
          <p>{t('profile.journeys_count', { count: journeys, published: published_journeys })}</p>
          <div className={styles.cardActions}>
            <Link className="button" to={to(paths.creatorJourneys())}>
              {t('common:nav.my_journeys')}
            </Link>
            <Link className="button button-secondary" to={to(paths.creatorJourneyBookings())}>
              {t('common:nav.journey_bookings')}
            </Link>
          </div>
        </section>
      ) : null}
      {othersFirst ? retreatsCard : null}
      <section className={styles.card} aria-labelledby="host-details">
        <h2 id="host-details">{t('profile.details')}</h2>
        <p className={styles.meta}>{t('profile.username', { username: profile.data.username })}</p>
        <RetreatProfileForm profile={profile.data} />
      </section>
      <p className={styles.meta}>
        {t('profile.account_hint')} <Link to={to(paths.creatorProfile())}>{t('profile.account_link')}</Link>
      </p>
    </div>
  );
}

/** `creator/retreat/profile`: the retreat host's home (login and register send them here). */
export function Component() {
  const { t } = useTranslation('retreat-host');
  return (
    <PageFrame title={t('pages.retreat_profile', { ns: 'common' })} lead={t('profile.lead')}>
      <HostOnly>
        <ProfileSections />
      </HostOnly>
    </PageFrame>
  );
}
