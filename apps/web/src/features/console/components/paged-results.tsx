import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../shared/api/error-messages';
import type { Page } from '../../../shared/api/paged-list';
import { numberFormat } from '../../../shared/lib/intl-format';
import { FormMessage } from '../../../shared/ui/form';
import { LoadMore } from '../../../shared/ui/load-more';
import { Skeleton } from '../../../shared/ui/skeleton';
import styles from './console.module.css';

/**
 * A console list read a page at a time: skeletons while the first page loads, the API's sentence
 * with Try again when it fails, a sentence when there is nothing, then the items and Load More.
 */
export function PagedResults<T>({
  list,
  empty,
  itemKey,
  children,
}: {
  list: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  empty: string;
  itemKey: (item: T) => string | number;
  children: (item: T) => ReactNode;
}) {
  const { t, i18n } = useTranslation(['console', 'common']);
  if (list.isPending) return <Skeleton lines={6} label={t('common:loading')} />;
  if (list.isError)
    return (
      <div className={styles.sections}>
        <FormMessage kind="error">{describeApiError(list.error).form ?? t('load_failed')}</FormMessage>
        <p>
          <button type="button" className="button button-secondary" onClick={() => void list.refetch()}>
            {t('actions.retry')}
          </button>
        </p>
      </div>
    );
  const items = list.data.pages.flatMap((page) => page.results);
  const count = list.data.pages[0]?.count ?? 0;
  if (items.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <>
      <p className={styles.meta} aria-live="polite">
        {t('results', { count, number: numberFormat(i18n.resolvedLanguage).format(count) })}
      </p>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={itemKey(item)} className={styles.item}>
            {children(item)}
          </li>
        ))}
      </ul>
      <LoadMore list={list} />
    </>
  );
}
