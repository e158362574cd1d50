import type { WaitlistKind } from '@sangam/contracts';
import styles from '../waitlists.module.css';
import { JoinWaitlist } from './join-waitlist';

interface FullTarget {
  /** Stable across renders, and new when the target changes (a joined line's note goes with it). */
  key: string;
  /** What it is, as a person reads it ("12 March", "Shared room, 12–15 March"). */
  label: string;
  target: Record<string, unknown>;
}

/**
 * The full things a page shows, each with "Join the waitlist": a pooja's full days, a retreat's
 * full packages for the chosen stay. `intro` says what joining does.
 */
export function FullTargets({
  kind,
  intro,
  items,
  maxSeats,
  askName = false,
}: {
  kind: WaitlistKind;
  intro: string;
  items: readonly FullTarget[];
  maxSeats: number;
  askName?: boolean;
}) {
  if (items.length === 0) return null;
  return (
    <div className={styles.full}>
      <p className={styles.meta}>{intro}</p>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <span className={styles.fullLabel}>{item.label}</span>
            <JoinWaitlist kind={kind} target={item.target} maxSeats={maxSeats} what={item.label} askName={askName} />
          </li>
        ))}
      </ul>
    </div>
  );
}
