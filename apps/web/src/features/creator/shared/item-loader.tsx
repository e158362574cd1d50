import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/http-client';
import { localize } from '../../../shared/lib/paths';
import { FormMessage } from '../../../shared/ui/form';
import { Skeleton } from '../../../shared/ui/skeleton';
import styles from '../../../shared/ui/creator.module.css';

/** The id of the address (`creator/retreats/{id}/…`), or 0 when it is not one, which nothing is asked for. */
export function useItemId(): number {
  const { id = '' } = useParams();
  return /^\d{1,9}$/.test(id) ? Number(id) : 0;
}

/**
 * The retreat or journey of the address, read first: a skeleton while it comes, not found said
 * plainly (with a way back to all of them), another failure in the area's words. Each area runs its
 * own query and passes its texts.
 */
export function ItemLoader<T>({
  itemId,
  query,
  loadingLabel,
  notFound,
  describeError,
  allPath,
  allLabel,
  children,
}: {
  itemId: number;
  query: UseQueryResult<T>;
  loadingLabel: string;
  notFound: string;
  describeError: (error: unknown) => string | null | undefined;
  /** The path of the list of all, without the language. */
  allPath: string;
  allLabel: string;
  children: (item: T) => ReactNode;
}) {
  const { lang = 'en' } = useParams();
  if (itemId > 0 && query.isPending) return <Skeleton lines={8} label={loadingLabel} />;
  if (itemId === 0 || query.isError) {
    const missing = itemId === 0 || (query.error instanceof ApiError && query.error.status === 404);
    return (
      <div className={styles.empty}>
        <FormMessage kind="error">{missing ? notFound : describeError(query.error)}</FormMessage>
        <p>
          <Link to={localize(lang, allPath)}>{allLabel}</Link>
        </p>
      </div>
    );
  }
  return <>{children(query.data!)}</>;
}
