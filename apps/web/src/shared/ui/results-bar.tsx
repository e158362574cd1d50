import styles from './catalogue.module.css';

/**
 * The line above a catalogue's results: how many there are (announced as they change), and, while
 * any filter is chosen, a link-styled button that clears them.
 */
export function ResultsBar({ count, clear }: { count: string; clear: { label: string; onClear: () => void } | null }) {
  return (
    <div className={styles.resultsBar}>
      <p role="status" className={styles.meta}>
        {count}
      </p>
      {clear ? (
        <button type="button" className="button-link" onClick={clear.onClear}>
          {clear.label}
        </button>
      ) : null}
    </div>
  );
}
