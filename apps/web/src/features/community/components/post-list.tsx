import { LIST_UI } from '@sangam/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { feedQuery } from '../api';
import { failureMessage } from '../messages';
import { CardSkeletons } from './card-skeletons';
import { PostCard } from './post-card';
import { LoadMore } from '../../../shared/ui/load-more';
import styles from './community.module.css';

/**
 * A paged list of posts with Load More; a failed list shows its message and no posts. A searched
 * list says so while it loads, and its empty state is given the answer's suggested spellings.
 */
export function PostList({
  query,
  empty,
  showCommunity = false,
  searching = false,
}: {
  query: ReturnType<typeof feedQuery>;
  empty: ReactNode | ((suggestions: string[]) => ReactNode);
  showCommunity?: boolean;
  searching?: boolean;
}) {
  const { t } = useTranslation('community');
  const list = useInfiniteQuery(query);
  if (list.isPending)
    return (
      <CardSkeletons count={LIST_UI.postSkeletons} stack label={searching ? t('post_search.searching') : undefined} />
    );
  if (list.isError) return <p role="alert">{failureMessage(list.error, 'load_posts')}</p>;
  const posts = list.data.pages.flatMap((page) => page.results);
  if (posts.length === 0)
    return (
      <div className={styles.notice}>
        {typeof empty === 'function' ? empty(list.data.pages[0]?.suggestions ?? []) : <p>{empty}</p>}
      </div>
    );
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
