import type { ReactNode } from 'react';
import { useItemTitle } from '../lib/item-title';
import { OriginalName } from './original-name';
import styles from './page-frame.module.css';

/**
 * The frame every screen sits in: its heading (with the original beside a transliterated name),
 * an optional lead paragraph, and its content. A page about one thing passes `item`, that thing's
 * name for the document title.
 */
export function PageFrame({
  title,
  titleOriginal,
  lead,
  children,
  wide = false,
  item,
}: {
  title: string;
  titleOriginal?: string;
  lead?: ReactNode;
  children?: ReactNode;
  wide?: boolean;
  item?: string;
}) {
  useItemTitle(item);
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
