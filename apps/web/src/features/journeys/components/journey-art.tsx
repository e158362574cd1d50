import styles from './journeys.module.css';

const TONES = 5;

/** A stable tone for a journey, so its artwork is the same on the list and on its page. */
function toneOf(key: string): number {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % TONES;
}

/**
 * The picture of a journey while organisers add no photos (no remote images): hills, a temple's
 * spire and the sun, drawn in CSS in one of a few dawn and dusk palettes. Decorative only.
 */
export function JourneyArt({ slug, large = false }: { slug: string; large?: boolean }) {
  return (
    <div className={`${styles.art} ${large ? styles.artLarge : ''}`} data-tone={toneOf(slug)} aria-hidden="true">
      <span className={styles.artSun} />
      <span className={styles.artHills} />
      <span className={styles.artTemple} />
    </div>
  );
}
