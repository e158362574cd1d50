import { Fragment } from 'react';
import styles from './community.module.css';

const LINK = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;

/**
 * Post and comment text as text (React escapes it: stored HTML never runs), line breaks kept and
 * web links made clickable; links leave the site without our referrer and are marked as user content.
 */
export function LinkedText({ text, className }: { text: string; className?: string }) {
  const parts: Array<{ link: boolean; value: string }> = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > last) parts.push({ link: false, value: text.slice(last, match.index) });
    parts.push({ link: true, value: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ link: false, value: text.slice(last) });
  return (
    <p className={`${styles.text} ${className ?? ''}`}>
      {parts.map((part, i) =>
        part.link ? (
          <a key={i} href={part.value} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.value}
          </a>
        ) : (
          <Fragment key={i}>{part.value}</Fragment>
        ),
      )}
    </p>
  );
}
