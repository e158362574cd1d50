import { useTranslation } from 'react-i18next';
import { appConfig } from '../lib/app-config';
import styles from './verified-badge.module.css';

/**
 * "Verified" beside a tutor, a retreat host, a journey organiser or a temple whose documents the
 * team has checked. It reads the shape's `verified` field and shows nothing where the field is
 * absent or false, so a page renders the same before and after its API answers with the field.
 */
export function VerifiedBadge({ of }: { of: object }) {
  const { t } = useTranslation();
  if (!('verified' in of) || of.verified !== true) return null;
  const title = t('verified.title', { label: appConfig.label });
  return (
    <span className={styles.badge} role="img" aria-label={title} title={title}>
      <span aria-hidden="true">✓</span> {t('verified.label')}
    </span>
  );
}
