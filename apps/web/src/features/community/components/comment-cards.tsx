import { LIST_UI, type ListedComment } from '@sangam/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { pagedList } from '../../../shared/api/paged-list';
import { localize, paths } from '../../../shared/lib/paths';
import { LoadMore } from '../../../shared/ui/load-more';
import { failureMessage } from '../messages';
import { CardSkeletons } from './card-skeletons';
import { UserText } from './user-text';
import { PostTime } from './post-time';
import { VoteButtons } from './vote-buttons';
import styles from './community.module.css';

type CommentPages = ReturnType<typeof pagedList<ListedComment>>;

/**
 * Comments away from their thread (a person's, or a search's), each naming and linking the post it
 * answers; paged with Load More.
 */
export function CommentCards({ query, empty }: { query: CommentPages; empty: ReactNode }) {
  const { t } = useTranslation('community');
  const { lang = 'en' } = useParams();
  const list = useInfiniteQuery(query);
  if (list.isPending) return <CardSkeletons count={LIST_UI.postSkeletons} stack />;
  if (list.isError) return <p role="alert">{failureMessage(list.error, 'load_comments')}</p>;
  const comments = list.data.pages.flatMap((page) => page.results);
  if (comments.length === 0) return <p className={styles.notice}>{empty}</p>;
  return (
    <>
      <ul className={styles.stack}>
        {comments.map((comment) => (
          <li key={comment.id}>
            <article className={styles.card}>
              <p className={styles.meta}>
                <Trans
                  t={t}
                  i18nKey="person.on_post"
                  values={{ title: comment.post_title ?? '' }}
                  components={{ post: <Link to={localize(lang, paths.post(comment.post))} /> }}
                />
                {' · '}
                <PostTime iso={comment.created_at} />
              </p>
              <UserText html={comment.content_html} />
              <VoteButtons kind="comments" item={comment} />
            </article>
          </li>
        ))}
      </ul>
      <LoadMore list={list} />
    </>
  );
}
