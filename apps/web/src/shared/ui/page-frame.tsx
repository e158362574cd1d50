import type { ReactNode } from 'react';
import styles from './page-frame.module.css';

/** The frame every screen sits in: its heading, an optional lead paragraph, and its content. */
export function PageFrame({
  title,
  lead,
  children,
  wide = false,
}: {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`${styles.frame} ${wide ? styles.wide : ''}`}>
      <h1>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </div>
  );
}
