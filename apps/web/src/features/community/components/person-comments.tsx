import { LIST_UI } from '@sangam/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { LoadMore } from '../../../shared/ui/load-more';
import { personCommentsQuery } from '../api';
import { failureMessage } from '../messages';
import { CardSkeletons } from './card-skeletons';
import { UserText } from './user-text';
import { PostTime } from './post-time';
import { VoteButtons } from './vote-buttons';
import styles from './community.module.css';

/** A person's comments, newest first, each naming (and linking) the post it answers; paged with Load More. */
export function PersonComments({ username }: { username: string }) {
  const { t } = useTranslation('community');
  const { lang = 'en' } = useParams();
  const list = useInfiniteQuery(personCommentsQuery(username));
  if (list.isPending) return <CardSkeletons count={LIST_UI.postSkeletons} stack />;
  if (list.isError) return <p role="alert">{failureMessage(list.error, 'load_comments')}</p>;
  const comments = list.data.pages.flatMap((page) => page.results);
  if (comments.length === 0) return <p className={styles.notice}>{t('empty.no_comments')}</p>;
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
                  values={{ title: comment.post_title }}
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
