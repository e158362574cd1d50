import { smallPhoto } from '@sangam/contracts';
import styles from './journeys.module.css';

const TONES = 5;

/** A stable tone for a journey, so its artwork is the same on the list and on its page. */
function toneOf(key: string): number {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % TONES;
}

/**
 * A journey's picture: its first photo when the organiser added one, over artwork drawn in CSS
 * (hills, a temple's spire and the sun, in one of a few dawn and dusk palettes) that shows while it
 * loads or when there is none. The box keeps its shape either way. Decorative only. Cards take an
 * uploaded photo's small copy.
 */
export function JourneyArt({ slug, photo, large = false }: { slug: string; photo?: string | null; large?: boolean }) {
  return (
    <div className={`${styles.art} ${large ? styles.artLarge : ''}`} data-tone={toneOf(slug)} aria-hidden="true">
      <span className={styles.artSun} />
      <span className={styles.artHills} />
      <span className={styles.artTemple} />
      {photo ? (
        <img
          className={styles.artPhoto}
          src={large ? photo : smallPhoto(photo)}
          alt=""
          loading="lazy"
          decoding="async"
        />
      ) : null}
    </div>
  );
}
