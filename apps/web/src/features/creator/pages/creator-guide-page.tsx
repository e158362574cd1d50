import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { isAuthenticated, useSession } from '../../../shared/session/session-store';
import { PageFrame } from '../../../shared/ui/page-frame';
import { useIsTutor } from '../use-tutor';
import styles from '../../../shared/ui/creator.module.css';

/** `creator/guide`: how teaching here works, from the profile to what happens after a booking. */
export function Component() {
  const { t } = useTranslation('creator');
  const { lang = 'en' } = useParams();
  const tutor = useIsTutor();
  const signedIn = isAuthenticated(useSession());
  // A guest registers; a tutor goes on to the profile; anyone else signed in reads the landing's note.
  const next = tutor
    ? { path: paths.creatorProfile(), label: t('guide.go_profile') }
    : signedIn
      ? { path: paths.creator(), label: t('not_tutor.back') }
      : { path: paths.creatorRegister(), label: t('guide.go_register') };
  return (
    <PageFrame title={t('pages.creator_guide', { ns: 'common' })} lead={t('guide.lead')}>
      <div className={styles.prose}>
        <h2>{t('guide.profile_title')}</h2>
        <p>{t('guide.profile_text')}</p>
        <h2>{t('guide.hours_title')}</h2>
        <p>{t('guide.hours_text')}</p>
        <ul>
          <li>{t('guide.hours_overrides')}</li>
          <li>{t('guide.hours_buffers')}</li>
          <li>{t('guide.hours_notice')}</li>
        </ul>
        <h2>{t('guide.classes_title')}</h2>
        <p>{t('guide.classes_text')}</p>
        <h2>{t('guide.booking_title')}</h2>
        <p>{t('guide.booking_text')}</p>
        <p>{t('guide.booking_list')}</p>
        <h2>{t('guide.payments_title')}</h2>
        <p>{t('guide.payments_text')}</p>
        <h2>{t('guide.cancel_title')}</h2>
        <p>{t('guide.cancel_text')}</p>
        <h2>{t('guide.reminders_title')}</h2>
        <p>{t('guide.reminders_text')}</p>
        <h2>{t('guide.ready')}</h2>
        <p>
          <Link className="button" to={localize(lang, next.path)}>
            {next.label}
          </Link>
        </p>
      </div>
    </PageFrame>
  );
}
