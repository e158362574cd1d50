import { LIST_UI } from '@sangam/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { LoadMore } from '../../../shared/ui/load-more';
import { savedCommentsQuery } from '../api';
import { failureMessage } from '../messages';
import { CardSkeletons } from './card-skeletons';
import { UserText } from './user-text';
import { PostTime } from './post-time';
import { SaveButton } from './save-button';
import { VoteButtons } from './vote-buttons';
import styles from './community.module.css';

/** The reader's saved comments, each under a link to its post, with Load More. */
export function SavedComments() {
  const { t } = useTranslation('community');
  const { lang = 'en' } = useParams();
  const list = useInfiniteQuery(savedCommentsQuery());
  if (list.isPending) return <CardSkeletons count={LIST_UI.postSkeletons} stack />;
  if (list.isError) return <p role="alert">{failureMessage(list.error, 'load_saved')}</p>;
  const comments = list.data.pages.flatMap((page) => page.results);
  if (comments.length === 0) return <p className={styles.notice}>{t('saved.no_comments')}</p>;
  return (
    <>
      <ul className={styles.stack}>
        {comments.map((comment) => (
          <li key={comment.id}>
            <article className={styles.card}>
              <h2>
                <Link to={localize(lang, paths.post(comment.post))}>{comment.post_title}</Link>
              </h2>
              <p className={styles.meta}>
                {t('comments.by', { name: comment.creator?.username ?? t('empty.unknown') })}
                {' · '}
                <PostTime iso={comment.created_at} />
              </p>
              <UserText html={comment.content_html} />
              <div className={styles.row}>
                <VoteButtons kind="comments" item={comment} />
                <SaveButton kind="comments" item={comment} />
              </div>
            </article>
          </li>
        ))}
      </ul>
      <LoadMore list={list} />
    </>
  );
}
