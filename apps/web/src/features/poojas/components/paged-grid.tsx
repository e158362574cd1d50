import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Page } from '../../../shared/api/paged-list';
import { LoadMore } from '../../../shared/ui/load-more';
import { poojaFailure } from '../messages';
import { CardSkeletons } from './card-skeletons';
import styles from './poojas.module.css';

/** A paged list as a grid with Load More; `summary` receives the total to say how many were found. */
export function PagedGrid<T extends { id: number }>({
  list,
  render,
  empty,
  summary,
}: {
  list: UseInfiniteQueryResult<InfiniteData<Page<T>, unknown>, Error>;
  render: (item: T) => ReactNode;
  empty: ReactNode;
  summary: (count: number) => ReactNode;
}) {
  if (list.isPending) return <CardSkeletons />;
  if (list.isError) return <p role="alert">{poojaFailure(list.error, 'load')}</p>;
  const items = list.data.pages.flatMap((page) => page.results);
  if (items.length === 0) return <div className={styles.notice}>{empty}</div>;
  return (
    <>
      {summary(list.data.pages[0]?.count ?? 0)}
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.id}>{render(item)}</li>
        ))}
      </ul>
      <LoadMore list={list} />
    </>
  );
}
