import { useTranslation } from 'react-i18next';
import styles from './verified-badge.module.css';

/**
 * "Verified" beside a tutor, a retreat host, a journey organiser or a temple whose documents the
 * team has checked; nothing where the shape says false or has no such field (an older answer).
 */
export function VerifiedBadge({ verified }: { verified?: boolean }) {
  const { t } = useTranslation();
  if (verified !== true) return null;
  const title = t('verified.title');
  return (
    <span className={styles.badge} role="img" aria-label={title} title={title}>
      <span aria-hidden="true">✓</span> {t('verified.label')}
    </span>
  );
}
