import type { Video } from '@sangam/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { track } from '../../../shared/tracking';
import { Modal } from '../../../shared/ui/modal/modal';
import { pulseQuery } from '../api';
import { YouTubePlayer } from '../components/youtube-player';
import type { NudgeKind } from './nudge-memory';
import styles from './nudges.module.css';
import { numberFormat } from '../../../shared/lib/intl-format';

/** Records that a nudge was shown, once per mount. */
export function useNudgeShown(nudge: NudgeKind | 'inline_account' | 'inline_classes', trigger?: string) {
  useEffect(() => {
    track('nudge_shown', { nudge, ...(trigger ? { trigger } : {}) });
  }, [nudge, trigger]);
}

const clicked = (nudge: string, action: string) => () => track('nudge_click', { nudge, action });

function Actions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

function useLang() {
  return useParams().lang ?? 'en';
}

/** Once per session for guests: what the library offers, and a short video the first time ever. */
export function WelcomeNudge({ intro, onClose }: { intro: Video | null; onClose: (action: string) => void }) {
  const { t } = useTranslation('videos');
  const lang = useLang();
  useNudgeShown('welcome');
  return (
    <Modal title={t('nudges.welcome.title')} size={intro ? 'large' : 'medium'} onClose={() => onClose('close')}>
      <p>{t('nudges.welcome.body')}</p>
      {intro ? (
        <div className={styles.intro}>
          <p className={styles.introLabel}>{t('nudges.welcome.intro')}</p>
          <YouTubePlayer video={intro} onStarted={clicked('welcome', 'intro_play')} />
        </div>
      ) : null}
      <Actions>
        <Link className="button" to={localize(lang, paths.register())} onClick={clicked('welcome', 'register')}>
          {t('nudges.welcome.primary')}
        </Link>
        <Link
          className="button button-secondary"
          to={localize(lang, paths.practiceSetup('videos_welcome'))}
          onClick={clicked('welcome', 'practice')}
        >
          {t('nudges.welcome.secondary')}
        </Link>
        <button type="button" className="button-link" onClick={() => onClose('not_now')}>
          {t('nudges.not_now')}
        </button>
      </Actions>
    </Modal>
  );
}

/** After a guest's second video: how many people are here, from real counts. */
export function SocialProofNudge({ onClose }: { onClose: (action: string) => void }) {
  const { t, i18n } = useTranslation('videos');
  const lang = useLang();
  const pulse = useQuery(pulseQuery());
  useNudgeShown('social_proof');
  const number = numberFormat(i18n.language);
  return (
    <Modal title={t('nudges.social.title')} onClose={() => onClose('close')}>
      {pulse.data ? (
        <p>
          {t('nudges.social.body', {
            members: number.format(pulse.data.members),
            count: pulse.data.plays_this_week,
          })}
        </p>
      ) : (
        <p className={styles.placeholder} aria-hidden="true" />
      )}
      <Actions>
        <Link className="button" to={localize(lang, paths.register())} onClick={clicked('social_proof', 'register')}>
          {t('nudges.social.primary')}
        </Link>
        <button type="button" className="button-link" onClick={() => onClose('not_now')}>
          {t('nudges.not_now')}
        </button>
      </Actions>
    </Modal>
  );
}

/** From the promotion card: what a daily practice is, and the way to set one up. */
export function PracticeNudge({ onClose }: { onClose: (action: string) => void }) {
  const { t } = useTranslation('videos');
  const lang = useLang();
  useNudgeShown('practice', 'promotion_card');
  return (
    <Modal title={t('nudges.practice.title')} onClose={() => onClose('close')}>
      <p>{t('nudges.practice.body')}</p>
      <p className={styles.hint}>{t('nudges.practice.hint')}</p>
      <Actions>
        <Link
          className="button"
          to={localize(lang, paths.practiceSetup('videos_promotion'))}
          onClick={clicked('practice', 'setup')}
        >
          {t('nudges.practice.primary')}
        </Link>
        <button type="button" className="button-link" onClick={() => onClose('not_now')}>
          {t('nudges.not_now')}
        </button>
      </Actions>
    </Modal>
  );
}
