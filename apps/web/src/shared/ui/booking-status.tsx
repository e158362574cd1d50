import type { ReactNode } from 'react';
import styles from './catalogue.module.css';

/**
 * A booking's state as a coloured badge. The states are named alike across the kinds, so one table
 * colours them all: done (green), waiting (amber), ended (red); a state not listed stays plain.
 */
const TONES: Record<string, string | undefined> = {
  confirmed: styles.statusDone,
  attended: styles.statusDone,
  completed: styles.statusDone,
  booked: styles.statusDone,
  performed: styles.statusDone,
  prasad_sent: styles.statusDone,
  paid: styles.statusDone,
  held: styles.statusWaiting,
  cancelled: styles.statusEnded,
  expired: styles.statusEnded,
};

export function BookingStatus({ status, children }: { status?: string; children: ReactNode }) {
  const tone = status ? TONES[status] : undefined;
  return <span className={tone ? `${styles.status} ${tone}` : styles.status}>{children}</span>;
}
