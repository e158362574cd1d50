import type { ReactNode } from 'react';
import { OriginalName } from './original-name';
import styles from './page-frame.module.css';

/**
 * The frame every screen sits in: its heading (with the original beside a transliterated name),
 * an optional lead paragraph, and its content.
 */
export function PageFrame({
  title,
  titleOriginal,
  lead,
  children,
  wide = false,
}: {
  title: string;
  titleOriginal?: string;
  lead?: ReactNode;
  children?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`${styles.frame} ${wide ? styles.wide : ''}`}>
      <h1>
        <OriginalName text={title} original={titleOriginal} />
      </h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </div>
  );
}
