import { CardSkeletons as Skeletons } from '../../../shared/ui/card-skeletons';
import styles from './classes.module.css';

const SHAPE = { grid: styles.grid!, column: styles.grid!, card: styles.skeleton!, short: styles.skeletonShort! };

/** Placeholder cards while classes load, in the list's own shape. */
export function CardSkeletons(props: { count?: number; short?: boolean }) {
  return <Skeletons shape={SHAPE} {...props} />;
}
