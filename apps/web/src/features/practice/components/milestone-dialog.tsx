import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../../shared/lib/app-config';
import { track } from '../../../shared/tracking';
import { Modal } from '../../../shared/ui/modal/modal';
import { downloadBlob, drawAchievementCard, shareOrDownload } from '../share-card';
import styles from './practice.module.css';

/** A milestone reached today (7, 21, 40 or 108 days), celebrated, with its card to share. */
export function MilestoneDialog({ days, practice, onClose }: { days: number; practice: string; onClose: () => void }) {
  const { t } = useTranslation('practice');
  const [status, setStatus] = useState<'idle' | 'busy' | 'error'>('idle');
  const title = t('milestone.title', { count: days });
  const card = () =>
    drawAchievementCard({ title, subtitle: t('milestone.card_line', { practice }), label: appConfig.label });

  async function share() {
    setStatus('busy');
    try {
      const how = await shareOrDownload(
        await card(),
        `sadhana-${days}.png`,
        t('milestone.share_text', { count: days }),
      );
      track('share_achievement', { days, how });
      setStatus('idle');
    } catch (err) {
      // Closing the share sheet is not an error.
      setStatus(err instanceof DOMException && err.name === 'AbortError' ? 'idle' : 'error');
    }
  }

  async function download() {
    setStatus('busy');
    try {
      downloadBlob(await card(), `sadhana-${days}.png`);
      track('share_achievement', { days, how: 'download' });
      setStatus('idle');
    } catch {
      setStatus('error');
    }
  }

  return (
    <Modal title={title} onClose={onClose}>
      <div className={styles.milestone}>
        <p className={styles.milestoneDays} aria-hidden="true">
          {days}
        </p>
        <p>{t('milestone.body', { practice })}</p>
        <div className={styles.actions}>
          <button type="button" className="button" onClick={share} disabled={status === 'busy'}>
            {t('milestone.share')}
          </button>
          <button type="button" className="button button-secondary" onClick={download} disabled={status === 'busy'}>
            {t('milestone.download')}
          </button>
        </div>
        {status === 'error' ? <p role="alert">{t('milestone.error')}</p> : null}
      </div>
    </Modal>
  );
}
