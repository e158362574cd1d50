import type { RetreatSummary } from '@sangam/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadMore } from '../../../shared/ui/load-more';
import type { retreatsQuery } from '../api';
import { retreatFailure } from '../messages';
import { CardSkeletons } from './card-skeletons';
import { RetreatCard } from './retreat-card';
import styles from './retreats.module.css';

/** A paged grid of retreats with Load More; `summary` receives the total to say how many were found. */
export function RetreatGrid({
  query,
  empty,
  summary,
}: {
  query: ReturnType<typeof retreatsQuery>;
  empty: ReactNode;
  summary: (count: number) => ReactNode;
}) {
  const list = useInfiniteQuery(query);
  if (list.isPending) return <CardSkeletons />;
  if (list.isError) return <p role="alert">{retreatFailure(list.error, 'load')}</p>;
  const retreats: RetreatSummary[] = list.data.pages.flatMap((page) => page.results);
  const count = list.data.pages[0]?.count ?? 0;
  if (retreats.length === 0) return <div className={styles.notice}>{empty}</div>;
  return (
    <>
      {summary(count)}
      <ul className={styles.grid}>
        {retreats.map((retreat) => (
          <li key={retreat.id}>
            <RetreatCard retreat={retreat} />
          </li>
        ))}
      </ul>
      <LoadMore list={list} />
    </>
  );
}
