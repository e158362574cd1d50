import type { MyBan } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { useDisplayZone } from '../../../shared/lib/use-hydrated';
import { formatPostDate } from '../format';
import styles from './community.module.css';

/**
 * Tells a member banned from a community (issue 26) until when and why, and what they still may
 * do: read. Shown where they would post, comment or vote.
 */
export function BanNotice({ ban }: { ban: NonNullable<MyBan> }) {
  const { t, i18n } = useTranslation('community');
  const zone = useDisplayZone();
  const reason = ban.reason.replace(/[.!?।]+$/u, '');
  return (
    <div className={`${styles.notice} ${styles.banNotice}`} role="note">
      <p>
        <strong>
          {ban.expires_at
            ? t('bans.notice_until', { until: formatPostDate(ban.expires_at, i18n.resolvedLanguage ?? 'en', zone) })
            : t('bans.notice_permanent')}
        </strong>{' '}
        {t('bans.notice_reason', { reason })}
      </p>
      <p>{t('bans.notice_reads')}</p>
    </div>
  );
}
