import styles from './skeleton.module.css';

/** Grey placeholder blocks shown while a screen or list loads (spec section 9: 6 for lists, 5 for posts). */
export function Skeleton({ lines = 3, label }: { lines?: number; label: string }) {
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <div className={`${styles.block} ${styles.heading}`} aria-hidden="true" />
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className={styles.block} aria-hidden="true" />
      ))}
    </div>
  );
}
