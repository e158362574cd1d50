import { deityHue } from '../labels';
import styles from './poojas.module.css';

/**
 * A temple's picture: its photo when it is one of ours, otherwise a drawn shikhara on a warm ground
 * in the deity's hue (no image is fetched from anywhere else).
 */
export function TempleArt({ deity, photo, large = false }: { deity: string; photo: string; large?: boolean }) {
  const own = photo.startsWith('/');
  return (
    <div
      className={`${styles.art} ${large ? styles.artLarge : ''}`}
      style={{ '--hue': deityHue(deity) } as React.CSSProperties}
      aria-hidden="true"
    >
      {own ? (
        <img src={photo} alt="" className={styles.artPhoto} width={640} height={360} />
      ) : (
        <>
          <span className={styles.artSun} />
          <span className={styles.artShikhara} />
          <span className={styles.artFlag} />
          <span className={styles.artBase} />
        </>
      )}
    </div>
  );
}
