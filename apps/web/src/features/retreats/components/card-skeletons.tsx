import { CardSkeletons as Skeletons } from '../../../shared/ui/card-skeletons';
import styles from './retreats.module.css';

const SHAPE = { grid: styles.grid!, column: styles.bookingList!, card: styles.skeleton!, short: styles.skeletonShort! };

/** Placeholder cards while retreats load, in the list's own shape. */
export function CardSkeletons(props: { count?: number; short?: boolean }) {
  return <Skeletons shape={SHAPE} {...props} />;
}
