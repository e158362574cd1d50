import { useTranslation } from 'react-i18next';
import styles from './community.module.css';

/** "Removed by a moderator", and why when the reader may know (its author and the moderators, issue 26). */
export function RemovedNotice({ notice, reason }: { notice: string; reason: string }) {
  const { t } = useTranslation('community');
  return (
    <div className={styles.notice}>
      <p>{notice}</p>
      {reason ? <p className={styles.meta}>{t('mods.reason_shown', { reason })}</p> : null}
    </div>
  );
}
