import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import styles from '../../../shared/ui/creator.module.css';

/**
 * One creator area's pages for the kind of creator they are for; another kind (a tutor on a retreat
 * host's page, a host on a tutor's) reads why these pages are not theirs, with a way back to the
 * creator's home, instead of meeting the API's refusal. Each area passes its own texts.
 */
export function AreaOnly({
  allowed,
  title,
  text,
  back,
  children,
}: {
  allowed: boolean;
  title: string;
  text: string;
  back: string;
  children: ReactNode;
}) {
  const { lang = 'en' } = useParams();
  if (allowed) return <>{children}</>;
  return (
    <div className={styles.empty}>
      <h2>{title}</h2>
      <p>{text}</p>
      <p>
        <Link to={localize(lang, paths.creator())}>{back}</Link>
      </p>
    </div>
  );
}
