import { smallPhoto, type RetreatType } from '@sangam/contracts';
import styles from './retreats.module.css';

/**
 * A retreat's picture: its first photo when it has one, else artwork drawn in CSS for its type (a
 * sun over hills for yoga, leaves for Ayurveda…), so no remote image is ever needed. The box keeps
 * its shape either way, so nothing moves when a photo arrives. It says nothing a title does not.
 * Cards take an uploaded photo's small copy.
 */
export function RetreatArt({ type, photo, large = false }: { type: RetreatType; photo?: string; large?: boolean }) {
  return (
    <span className={`${styles.art} ${styles[`art_${type}`] ?? ''} ${large ? styles.artLarge : ''}`} aria-hidden="true">
      {photo ? <img src={large ? photo : smallPhoto(photo)} alt="" loading="lazy" decoding="async" /> : null}
    </span>
  );
}
