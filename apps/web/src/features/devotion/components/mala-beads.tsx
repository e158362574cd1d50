import { CHANT_LIMITS } from '@sangam/contracts';
import styles from './chanting.module.css';

const BEADS = CHANT_LIMITS.malaBeads;
const SIZE = 320;
const RADIUS = 146;

/** Where each of the 108 beads sits: a ring from the top, clockwise, leaving room for the guru bead. */
const POSITIONS = Array.from({ length: BEADS }, (_, i) => {
  const angle = -Math.PI / 2 + ((i + 0.5) / (BEADS + 1)) * 2 * Math.PI + Math.PI / (BEADS + 1);
  return { x: SIZE / 2 + RADIUS * Math.cos(angle), y: SIZE / 2 + RADIUS * Math.sin(angle) };
});

/**
 * The mala as beads: those counted in the current round are filled, the guru bead (sumeru) at the
 * top marks where a round begins and ends. Drawn only: the counter says the same in words.
 */
export function MalaBeads({ inRound, completed }: { inRound: number; completed: boolean }) {
  return (
    <svg
      className={`${styles.beads} ${completed ? styles.beadsDone : ''}`}
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      aria-hidden="true"
      focusable="false"
    >
      <circle className={styles.thread} cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} />
      {POSITIONS.map((p, i) => (
        <circle key={i} className={i < inRound ? styles.beadOn : styles.bead} cx={p.x} cy={p.y} r={4.6} />
      ))}
      <circle className={styles.guru} cx={SIZE / 2} cy={SIZE / 2 - RADIUS} r={8} />
    </svg>
  );
}
