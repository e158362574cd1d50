import type { Community } from '@sangam/contracts';
import { LIST_UI } from '@sangam/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { communitiesQuery } from '../api';
import { failureMessage } from '../messages';
import { CardSkeletons } from './card-skeletons';
import { CommunityCard } from './community-card';
import { LoadMore } from '../../../shared/ui/load-more';
import styles from './community.module.css';

/** A paged list of community cards with Load More; a failed list shows its message and no cards. */
export function CommunityList({
  query,
  empty,
  heading = 'h3',
}: {
  query: ReturnType<typeof communitiesQuery>;
  empty: ReactNode;
  heading?: 'h2' | 'h3';
}) {
  const list = useInfiniteQuery(query);
  if (list.isPending) return <CardSkeletons count={LIST_UI.listSkeletons} />;
  if (list.isError) return <p role="alert">{failureMessage(list.error, 'load_communities')}</p>;
  const communities: Community[] = list.data.pages.flatMap((page) => page.results);
  if (communities.length === 0) return <div className={styles.notice}>{empty}</div>;
  return (
    <>
      <ul className={styles.grid}>
        {communities.map((community) => (
          <li key={community.id}>
            <CommunityCard community={community} heading={heading} />
          </li>
        ))}
      </ul>
      <LoadMore list={list} />
    </>
  );
}
