import { isLanguage, type Language } from '@sangam/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { describeApiError } from '../../../shared/api/error-messages';
import { localize, paths } from '../../../shared/lib/paths';
import { FormMessage } from '../../../shared/ui/form';
import { PageFrame } from '../../../shared/ui/page-frame';
import { ReaderLanguagesChoice } from '../../../shared/ui/reader-languages/reader-languages-choice';
import { Skeleton } from '../../../shared/ui/skeleton';
import { toast } from '../../../shared/ui/toast/toast-store';
import { NotificationSettings } from '../../notifications';
import { accountCalls, accountKeys, meQuery } from '../api';
import { ChangePasswordForm } from '../components/change-password-form';
import { DeleteAccount } from '../components/delete-account';
import { ProfileDetailsForm } from '../components/profile-details-form';
import styles from '../components/profile.module.css';

export function Component() {
  const { t } = useTranslation(['account', 'common', 'notifications']);
  const { lang: rawLang } = useParams();
  const lang = isLanguage(rawLang) ? rawLang : 'en';
  const navigate = useNavigate();
  const me = useQuery(meQuery());
  const queryClient = useQueryClient();

  const everywhere = useMutation({
    mutationFn: accountCalls.signOutEverywhere,
    onSuccess: async () => {
      toast.success(t('sessions.done'));
      await navigate(localize(lang, paths.login()), { replace: true });
    },
    onError: (err) => toast.error(describeApiError(err).form ?? t('common:api_errors.generic')),
  });
  // "My languages" keeps its own status line; the saved record is put back for the page.
  const languages = useMutation({
    mutationFn: (content_languages: Language[]) => accountCalls.updateProfile({ content_languages }),
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.me(), saved),
  });

  return (
    <PageFrame title={t('common:pages.profile')} lead={t('profile.lead')}>
      {me.isPending ? <Skeleton lines={6} label={t('common:loading')} /> : null}
      {me.isError ? <FormMessage kind="error">{describeApiError(me.error).form}</FormMessage> : null}
      {me.data ? (
        <div className={styles.sections}>
          <section className={styles.card} aria-labelledby="profile-details">
            <h2 id="profile-details">{t('profile.details')}</h2>
            <p>{t('profile.username', { username: me.data.username })}</p>
            <p>
              {t('profile.karma', { count: me.data.karma })}
              <br />
              <small>{t('profile.karma_hint')}</small>
            </p>
            <div className={styles.email}>
              <span>
                {t('profile.email')}: <strong>{me.data.email}</strong>
              </span>
              <span className={`${styles.badge} ${me.data.email_verified ? styles.ok : styles.pending}`}>
                {me.data.email_verified ? t('profile.verified') : t('profile.not_verified')}
              </span>
            </div>
            <ProfileDetailsForm key={me.dataUpdatedAt} user={me.data} />
          </section>
          <section className={styles.card} id="my-languages" aria-label={t('common:reader_languages.heading')}>
            <ReaderLanguagesChoice
              initial={me.data.content_languages.filter(isLanguage)}
              onSave={(content_languages) => languages.mutateAsync(content_languages)}
            />
          </section>
          <section className={styles.card} id="notifications" aria-labelledby="profile-notifications">
            <h2 id="profile-notifications">{t('notifications:prefs.heading')}</h2>
            <p>{t('notifications:prefs.lead')}</p>
            <NotificationSettings timeZone={me.data.time_zone} />
          </section>
          <section className={styles.card} aria-labelledby="profile-password">
            <h2 id="profile-password">{t('password.heading')}</h2>
            <ChangePasswordForm />
          </section>
          <section className={styles.card} aria-labelledby="profile-sessions">
            <h2 id="profile-sessions">{t('sessions.heading')}</h2>
            <p>{t('sessions.body')}</p>
            <button type="button" className="button button-secondary" onClick={() => everywhere.mutate()}>
              {t('sessions.action')}
            </button>
          </section>
          <section className={styles.card} aria-labelledby="profile-delete">
            <h2 id="profile-delete">{t('delete.heading')}</h2>
            <DeleteAccount />
          </section>
        </div>
      ) : null}
    </PageFrame>
  );
}
