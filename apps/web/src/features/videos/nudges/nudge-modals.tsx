import type { CommunityPulse } from '@sangam/contracts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { track } from '../../../shared/tracking';
import { Modal } from '../../../shared/ui/modal/modal';
import { useNudgeShown } from './use-nudge-shown';
import styles from './nudges.module.css';
import { numberFormat } from '../../../shared/lib/intl-format';

const clicked = (nudge: string, action: string) => () => track('nudge_click', { nudge, action });

function Actions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

function useLang() {
  return useParams().lang ?? 'en';
}

/**
 * Once per session for guests, after their first video: what an account keeps. A small sheet at
 * the foot of the screen, not a modal: it traps no focus and the page stays usable around it.
 */
export function WelcomeNudge({ onClose }: { onClose: (action: string) => void }) {
  const { t } = useTranslation('videos');
  const lang = useLang();
  useNudgeShown('welcome');
  return (
    <NudgeSheet title={t('nudges.welcome.title')}>
      <p>{t('nudges.welcome.body')}</p>
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
    </NudgeSheet>
  );
}

/**
 * After a guest's second video: how many people are here, from real counts. The library opens it
 * only when the server calls the numbers meaningful (videos/service.ts, SOCIAL_PROOF_MINIMUM).
 */
export function SocialProofNudge({ pulse, onClose }: { pulse: CommunityPulse; onClose: (action: string) => void }) {
  const { t, i18n } = useTranslation('videos');
  const lang = useLang();
  useNudgeShown('social_proof');
  const number = numberFormat(i18n.language);
  return (
    <NudgeSheet title={t('nudges.social.title')}>
      <p>
        {t('nudges.social.body', {
          members: number.format(pulse.members),
          count: pulse.plays_this_week,
        })}
      </p>
      <Actions>
        <Link className="button" to={localize(lang, paths.register())} onClick={clicked('social_proof', 'register')}>
          {t('nudges.social.primary')}
        </Link>
        <button type="button" className="button-link" onClick={() => onClose('not_now')}>
          {t('nudges.not_now')}
        </button>
      </Actions>
    </NudgeSheet>
  );
}

/** A small card at the foot of the screen that asks for nothing: no backdrop, no focus trap. */
function NudgeSheet({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <aside className={styles.sheet} aria-labelledby={id}>
      <h2 id={id} className={styles.sheetTitle}>
        {title}
      </h2>
      {children}
    </aside>
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
