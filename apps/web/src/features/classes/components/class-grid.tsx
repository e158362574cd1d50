import type { ClassSummary } from '@sangam/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadMore } from '../../../shared/ui/load-more';
import type { classesQuery } from '../api';
import { bookingFailure } from '../messages';
import { CardSkeletons } from './card-skeletons';
import { ClassCard } from './class-card';
import styles from './classes.module.css';

/** A paged grid of classes with Load More; `summary` receives the total to say how many were found. */
export function ClassGrid({
  query,
  empty,
  heading = 'h2',
  summary,
  limit,
}: {
  query: ReturnType<typeof classesQuery>;
  empty: ReactNode;
  heading?: 'h2' | 'h3';
  summary?: (count: number) => ReactNode;
  /** Show only the first page, without Load More (a landing's preview). */
  limit?: boolean;
}) {
  const list = useInfiniteQuery(query);
  if (list.isPending) return <CardSkeletons />;
  if (list.isError) return <p role="alert">{bookingFailure(list.error, 'load')}</p>;
  const classes: ClassSummary[] = list.data.pages.flatMap((page) => page.results);
  const count = list.data.pages[0]?.count ?? 0;
  if (classes.length === 0) return <div className={styles.notice}>{empty}</div>;
  return (
    <>
      {summary ? summary(count) : null}
      <ul className={styles.grid}>
        {classes.map((cls) => (
          <li key={cls.id}>
            <ClassCard cls={cls} heading={heading} />
          </li>
        ))}
      </ul>
      {limit ? null : <LoadMore list={list} />}
    </>
  );
}
