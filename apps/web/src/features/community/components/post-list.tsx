import { LIST_UI } from '@sangam/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { feedQuery } from '../api';
import { failureMessage } from '../messages';
import { CardSkeletons } from './card-skeletons';
import { PostCard } from './post-card';
import { LoadMore } from '../../../shared/ui/load-more';
import styles from './community.module.css';

/** A paged list of posts with Load More; a failed list shows its message and no posts. */
export function PostList({
  query,
  empty,
  showCommunity = false,
}: {
  query: ReturnType<typeof feedQuery>;
  empty: ReactNode;
  showCommunity?: boolean;
}) {
  const list = useInfiniteQuery(query);
  if (list.isPending) return <CardSkeletons count={LIST_UI.postSkeletons} stack />;
  if (list.isError) return <p role="alert">{failureMessage(list.error, 'load_posts')}</p>;
  const posts = list.data.pages.flatMap((page) => page.results);
  if (posts.length === 0) return <p className={styles.notice}>{empty}</p>;
  return (
    <>
      <ul className={styles.stack}>
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} showCommunity={showCommunity} />
          </li>
        ))}
      </ul>
      <LoadMore list={list} />
    </>
  );
}
