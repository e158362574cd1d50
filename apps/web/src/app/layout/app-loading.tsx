import styles from './layout.module.css';

/**
 * Shown for the first moments, before the language's texts are loaded: a quiet header bar and page
 * skeleton, without words (there are no translations yet).
 */
export function AppLoading() {
  return (
    <div className={styles.app} aria-busy="true">
      <div className={styles.loadingHeader} />
      <div className={styles.loadingBody}>
        <div className={styles.loadingLine} />
        <div className={styles.loadingLine} />
        <div className={styles.loadingLine} />
      </div>
    </div>
  );
}
