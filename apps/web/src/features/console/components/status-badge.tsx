import type { VerificationStatus, VideoStatus } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import styles from './console.module.css';

const TONE: Record<VideoStatus | VerificationStatus, string> = {
  published: styles.badgeGood!,
  verified: styles.badgeGood!,
  pending: styles.badgeWarn!,
  rejected: styles.badgeBad!,
  unpublished: styles.badge!,
  unverified: styles.badge!,
};

/** A video's state in review, or a creator's verification, as a coloured word. */
export function StatusBadge(
  props: { kind: 'video'; status: VideoStatus } | { kind: 'creator'; status: VerificationStatus },
) {
  const { t } = useTranslation('console');
  const label = props.kind === 'video' ? t(`status.video.${props.status}`) : t(`status.creator.${props.status}`);
  return <span className={`${styles.badge} ${TONE[props.status]}`}>{label}</span>;
}
