import { useTranslation } from 'react-i18next';
import styles from './community.module.css';

/** Placeholder cards while a list loads: 6 for community lists, 5 for posts (spec section 9). */
export function CardSkeletons({ count, stack = false, label }: { count: number; stack?: boolean; label?: string }) {
  const { t } = useTranslation('community');
  return (
    <div role="status" aria-live="polite">
      {/* A named wait (a search) is shown; the usual one is read to screen readers only. */}
      {label ? <p className={styles.meta}>{label}</p> : <span className="visually-hidden">{t('loading')}</span>}
      <div className={stack ? styles.stack : styles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className={styles.skeleton} />
        ))}
      </div>
    </div>
  );
}
