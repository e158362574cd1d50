import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormMessage } from '../../../shared/ui/form';
import { Skeleton } from '../../../shared/ui/skeleton';
import styles from '../../../shared/ui/creator.module.css';

interface QuickLink {
  /** With the language. */
  to: string;
  text: string;
  /** The page's main action (a new item), drawn as the main button. */
  main?: boolean;
}

/** The links above a creator's list of their items (a new one, their bookings…), named as a group. */
export function QuickLinks({ label, links }: { label: string; links: QuickLink[] }) {
  return (
    <nav className={styles.actions} aria-label={label}>
      {links.map((link) => (
        <Link key={link.to} className={link.main ? 'button' : 'button button-secondary'} to={link.to}>
          {link.text}
        </Link>
      ))}
    </nav>
  );
}

/** What a list with nothing in it yet says, and the way to make the first item. */
interface EmptyList {
  text: string;
  hint: string;
  action: { to: string; text: string };
}

/**
 * A creator's items as cards, under a heading for screen readers (the page's title says it to the
 * eye): a placeholder while they come, the failure in the area's words, what to do when there are none.
 */
export function ItemsSection<T>({
  id,
  heading,
  query,
  describeError,
  empty,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  heading: string;
  query: UseQueryResult<{ results: T[] }>;
  describeError: (error: unknown) => string | null | undefined;
  /** Left out where the page says so itself before the list. */
  empty?: EmptyList;
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="visually-hidden">
        {heading}
      </h2>
      {query.isPending ? <Skeleton lines={6} label={t('loading')} /> : null}
      {query.isError ? <FormMessage kind="error">{describeError(query.error)}</FormMessage> : null}
      {empty && query.data && query.data.results.length === 0 ? (
        <div className={styles.empty}>
          <p>{empty.text}</p>
          <p className={styles.meta}>{empty.hint}</p>
          <p>
            <Link className="button" to={empty.action.to}>
              {empty.action.text}
            </Link>
          </p>
        </div>
      ) : null}
      {query.data?.results.length ? <ul className={styles.grid}>{query.data.results.map(children)}</ul> : null}
    </section>
  );
}
