import type { Streak } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { DiyaIcon } from './diya-icon';
import styles from './practice.module.css';

/** The overall streak: days in a row with any practice, the longest, and the freezes held. */
export function StreakSummary({ streak }: { streak: Streak }) {
  const { t } = useTranslation('practice');
  return (
    <section className={styles.summary} aria-label={t('tracker.summary_label')}>
      <DiyaIcon className={styles.flame} label={t('tracker.streak_icon')} />
      <div>
        <p className={styles.summaryCount}>
          {streak.current > 0 ? t('tracker.overall', { count: streak.current }) : t('tracker.overall_none')}
        </p>
        <p className={styles.summaryMeta}>
          {t('tracker.longest', { count: streak.longest })}
          {' · '}
          <span title={t('tracker.freeze_hint')}>{t('tracker.freezes', { count: streak.freezes })}</span>
        </p>
      </div>
    </section>
  );
}
