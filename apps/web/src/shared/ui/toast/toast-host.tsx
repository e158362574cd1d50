import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './toast.module.css';
import { toast, type Toast } from './toast-store';

function ToastItem({ item }: { item: Toast }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const remaining = useRef(item.timeout);
  const startedAt = useRef(0);

  // Counts down while the person is not reading it (hover or keyboard focus pauses: WCAG 2.2.1).
  useEffect(() => {
    if (paused) return;
    startedAt.current = Date.now();
    const timer = window.setTimeout(() => toast.dismiss(item.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - startedAt.current;
    };
  }, [paused, item.id]);

  return (
    <div
      className={`${styles.toast} ${styles[item.type]}`}
      role={item.type === 'error' ? 'alert' : undefined}
      data-type={item.type}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className={styles.icon} aria-hidden="true">
        {item.type === 'success' ? '✓' : item.type === 'error' ? '!' : 'i'}
      </span>
      <p className={styles.message}>{item.message}</p>
      <button
        type="button"
        className={styles.close}
        onClick={() => toast.dismiss(item.id)}
        aria-label={t('toast.dismiss')}
      >
        ×
      </button>
    </div>
  );
}

/** Transient messages at the top right (spec section 2, Shared widgets). */
export function ToastHost() {
  const { t } = useTranslation();
  const items = useSyncExternalStore(toast.subscribe, toast.list, toast.list);
  return (
    <section className={styles.host} aria-label={t('toast.region')}>
      {/* Always present, so that screen readers announce each toast as it is added. */}
      <div className={styles.stack} aria-live="polite" aria-relevant="additions">
        {items.map((item) => (
          <ToastItem key={item.id} item={item} />
        ))}
      </div>
    </section>
  );
}
