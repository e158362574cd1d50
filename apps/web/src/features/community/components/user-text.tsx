import type { MouseEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { localize } from '../../../shared/lib/paths';
import styles from './community.module.css';

/**
 * A member's post or comment as the API rendered it from their small Markdown (issue 26). The HTML
 * comes from `@sangam/contracts/markdown` with raw HTML off, so nothing the author typed can run:
 * their tags arrive escaped as text, and links carry rel="nofollow ugc noopener". A mention links
 * to `/u/name`: opened here, it stays in the app and in the reader's language.
 */
export function UserText({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const { lang = 'en' } = useParams();
  const openMention = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.('a.mention');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/u/') || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(localize(lang, href.slice(1)));
  };
  return (
    // The links inside are the keyboard's way in (Enter on a link is a click); this only keeps a
    // mention's click in the app.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className={`${styles.markdown} ${className ?? ''}`}
      onClick={openMention}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
