import { useTranslation } from 'react-i18next';
import styles from './journeys.module.css';

/** Placeholder cards while journeys load, in the grid's own shape so nothing jumps when they arrive. */
export function CardSkeletons({ count = 6, short = false }: { count?: number; short?: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{t('loading')}</span>
      <div className={short ? styles.list : styles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className={`${styles.skeleton} ${short ? styles.skeletonShort : ''}`} />
        ))}
      </div>
    </div>
  );
}
