import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { useSession } from '../../../shared/session/session-store';
import { FormMessage } from '../../../shared/ui/form';
import { PageFrame } from '../../../shared/ui/page-frame';
import { Skeleton } from '../../../shared/ui/skeleton';
import { ChangePasswordForm, DeleteAccount } from '../../account';
import { TutorProfileForm, tutorProfileQuery } from '../../classes';
import { showablePhoto } from '../shared/photo-upload';
import { describeCreatorError } from '../messages';
import { useIsRetreatHost } from '../../retreats';
import { useIsTutor } from '../use-tutor';
import styles from '../../../shared/ui/creator.module.css';

/** The tutor's part: the public profile form and the way to the public page. */
function TutorSection() {
  const { t } = useTranslation(['creator', 'common']);
  const { lang = 'en' } = useParams();
  const profile = useQuery(tutorProfileQuery());
  return (
    <section className={styles.card} aria-labelledby="tutor-profile">
      <h2 id="tutor-profile">{t('profile.details')}</h2>
      {profile.isPending ? <Skeleton lines={6} label={t('common:loading')} /> : null}
      {profile.isError ? (
        <FormMessage kind="error">{describeCreatorError(profile.error, 'load').form}</FormMessage>
      ) : null}
      {profile.data ? (
        <>
          <div className={styles.actions}>
            {showablePhoto(profile.data.photo_url) ? (
              <img className={styles.photo} src={profile.data.photo_url} alt={t('profile.photo_alt')} />
            ) : null}
            <p className={styles.meta}>
              {t('profile.username', { username: profile.data.username })}
              <br />
              {profile.data.slug ? (
                <Link to={localize(lang, paths.tutor(profile.data.slug))}>{t('profile.public_page')}</Link>
              ) : (
                t('profile.no_public_page')
              )}
            </p>
          </div>
          <TutorProfileForm profile={profile.data} />
        </>
      ) : null}
    </section>
  );
}

/**
 * `creator/profile`: a tutor edits the profile learners see; every creator also finds the account
 * settings here, since `profile` sends creators to this page (spec section 2, Guards).
 */
export function Component() {
  const { t } = useTranslation(['creator', 'account', 'common']);
  const { lang = 'en' } = useParams();
  const tutor = useIsTutor();
  const host = useIsRetreatHost();
  const user = useSession().user;
  return (
    <PageFrame title={t('common:pages.creator_profile')} lead={t('profile.lead')}>
      <div className={styles.sections}>
        {tutor ? (
          <TutorSection />
        ) : (
          <p className={styles.empty}>
            {t('profile.other_creator')} {user ? t('profile.username', { username: user.username }) : null}
            {/* A retreat host's own profile is elsewhere: the way there. */}
            {host ? (
              <>
                <br />
                <Link to={localize(lang, paths.retreatProfile())}>{t('common:nav.host_profile')}</Link>
              </>
            ) : null}
          </p>
        )}
        <section className={styles.card} aria-labelledby="account-password">
          <h2 id="account-password">{t('account:password.heading')}</h2>
          <ChangePasswordForm />
        </section>
        <section className={styles.card} aria-labelledby="account-delete">
          <h2 id="account-delete">{t('account:delete.heading')}</h2>
          <DeleteAccount />
        </section>
      </div>
    </PageFrame>
  );
}
