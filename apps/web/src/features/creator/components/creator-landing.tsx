import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { isAuthenticated, useSession } from '../../../shared/session/session-store';
import styles from '../../../shared/ui/creator.module.css';

const POINTS = ['audience', 'time', 'booking', 'money'] as const;

/** The creator landing for everyone but a signed-in tutor: why teach here and the ways in. */
export function CreatorLanding() {
  const { t } = useTranslation('creator');
  const { lang = 'en' } = useParams();
  const signedIn = isAuthenticated(useSession());

  return (
    <>
      <section className={styles.hero} aria-labelledby="creator-start">
        <h2 id="creator-start">{t('landing.start_title')}</h2>
        <p>{t('landing.start_text')}</p>
        {signedIn ? <p className={styles.meta}>{t('landing.signed_in_note')}</p> : null}
        <div className={styles.actions}>
          {signedIn ? null : (
            <>
              <Link className="button" to={localize(lang, paths.creatorRegister())}>
                {t('landing.register')}
              </Link>
              <Link className="button button-secondary" to={localize(lang, paths.creatorLogin())}>
                {t('landing.login')}
              </Link>
            </>
          )}
          <Link className={signedIn ? 'button' : 'button button-secondary'} to={localize(lang, paths.creatorGuide())}>
            {t('landing.guide')}
          </Link>
        </div>
      </section>
      <section aria-labelledby="creator-why">
        <h2 id="creator-why">{t('landing.why_title')}</h2>
        <ul className={styles.points}>
          {POINTS.map((point) => (
            <li key={point} className={styles.card}>
              <h3>{t(`landing.why_${point}_title`)}</h3>
              <p className={styles.meta}>{t(`landing.why_${point}_text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
