import { languageOfText } from '@sangam/contracts';
import styles from './original-name.module.css';

/**
 * A name as the reader reads it and, when that is a transliteration (a Malayalam temple's name in
 * Devanagari on a Hindi page), the original beside it, small, in its own script and language.
 */
export function OriginalName({ text, original }: { text: string; original?: string }) {
  if (!original) return <>{text}</>;
  return (
    <>
      {text}{' '}
      <span className={styles.original} lang={languageOfText(original) ?? undefined}>
        {original}
      </span>
    </>
  );
}
