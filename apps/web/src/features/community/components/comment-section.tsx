import { COMMUNITY_LIMITS, type Comment, type PostDetail } from '@sangam/contracts';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/session-store';
import { toast } from '../../../shared/ui/toast/toast-store';
import { commentsQuery, communityCalls, communityKeys, patchCached } from '../api';
import { AuthorLink } from './author-link';
import { PostTime } from './post-time';
import { failureMessage } from '../messages';
import { useLiveThread } from '../use-live-thread';
import { useMemberAction } from '../use-member-action';
import { CardSkeletons } from './card-skeletons';
import { CommentForm } from './comment-form';
import { EditHistory } from './edit-history';
import { UserText } from './user-text';
import { RemovalForm } from './removal-form';
import { RemovedNotice } from './removed-notice';
import { ReportForm } from './report-form';
import { SaveButton } from './save-button';
import { VoteButtons } from './vote-buttons';
import { LoadMore } from '../../../shared/ui/load-more';
import styles from './community.module.css';

const LEVEL_CLASS = [
  '',
  styles.level1,
  styles.level2,
  styles.level3,
  styles.level4,
  styles.level5,
  styles.level6,
  styles.level7,
  styles.level8,
];

/** A post that takes no new comments or replies: locked, removed by a moderator or deleted by its author. */
const closed = (post: PostDetail) => post.is_locked || post.is_removed || post.is_deleted;
/** The reader may not comment here: the post is closed, or they are banned from its community (told above). */
const silenced = (post: PostDetail) => closed(post) || post.my_ban !== null;

/** The comment form and the thread of a post, indented by level, 10 at a time with Load More. */
export function CommentSection({ post }: { post: PostDetail }) {
  const { t } = useTranslation('community');
  const client = useQueryClient();
  const member = useMemberAction();
  const list = useInfiniteQuery(commentsQuery(post.id));

  /** A new comment shows at once in its place in the thread, and the post counts it. */
  async function added() {
    patchCached<PostDetail>(client, 'posts', post.id, (p) => ({ ...p, comment_count: p.comment_count + 1 }));
    await client.invalidateQueries({ queryKey: communityKeys.postComments(post.id) });
  }

  const comments = list.data?.pages.flatMap((page) => page.results) ?? [];
  const total = list.data?.pages[0]?.count ?? 0;
  const live = useLiveThread(post, comments);

  return (
    <section aria-labelledby="comments-heading">
      <h2 id="comments-heading">{t('comments.heading', { count: total })}</h2>
      {closed(post) ? (
        <p className={styles.notice}>
          {t(post.is_deleted ? 'post.deleted' : post.is_removed ? 'post.removed' : 'post.locked')}
        </p>
      ) : post.my_ban ? null : (
        <div className={styles.panel}>
          <CommentForm
            label={t('comments.add')}
            submitLabel={t('comments.submit')}
            canSend={member}
            failure={(error) => failureMessage(error, 'post_comment')}
            save={(content) => communityCalls.createComment({ post: post.id, content, parent: null })}
            onSaved={async () => {
              toast.success(t('toasts.comment_posted'));
              await added();
            }}
          />
        </div>
      )}
      {list.isPending ? (
        <CardSkeletons count={3} stack />
      ) : list.isError ? (
        <p role="alert">{failureMessage(list.error, 'load_comments')}</p>
      ) : comments.length === 0 ? (
        <p className={styles.notice}>{t('empty.no_comments')}</p>
      ) : (
        <ul className={styles.stack}>
          {comments.map((comment) => (
            <li key={comment.id} className={LEVEL_CLASS[Math.min(comment.level, COMMUNITY_LIMITS.indentLevelsMax)]}>
              <CommentItem comment={comment} post={post} onReplied={added} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore list={list} />
      {/* Announced politely, and kept in sight at the foot of the screen while the thread is read. */}
      <div role="status" className={styles.liveNews}>
        {live.unseen > 0 ? (
          <button type="button" className="button" onClick={() => void live.show()}>
            {t('live.new_comments', { count: live.unseen })}
          </button>
        ) : null}
      </div>
    </section>
  );
}

type Panel = 'reply' | 'report' | 'edit' | 'remove' | null;

function CommentItem({
  comment,
  post,
  onReplied,
}: {
  comment: Comment;
  post: PostDetail;
  onReplied: () => Promise<void>;
}) {
  const { t } = useTranslation('community');
  const client = useQueryClient();
  const member = useMemberAction();
  const session = useSession();
  const [panel, setPanel] = useState<Panel>(null);
  const toggle = (next: Panel) => {
    if (!member()) return;
    setPanel((current) => (current === next ? null : next));
  };
  const mine = !!session.user && comment.creator?.username === session.user.username;
  const gone = comment.is_deleted || comment.is_removed;
  const replace = (updated: Comment) => patchCached<Comment>(client, 'comments', comment.id, () => updated);

  const remove = useMutation({
    mutationFn: () => communityCalls.deleteComment(comment.id),
    onSuccess: (deleted) => {
      replace(deleted);
      toast.success(t('toasts.comment_deleted'));
    },
    onError: (error) => toast.error(failureMessage(error, 'delete_comment')),
  });

  // Removing asks why (RemovalForm); restoring needs no reason.
  const restore = useMutation({
    mutationFn: () => communityCalls.moderateComment(comment.id, 'restore'),
    onSuccess: (updated) => {
      replace(updated);
      toast.success(t('toasts.restored'));
    },
    onError: (error) => toast.error(failureMessage(error, 'moderate')),
  });

  return (
    <article
      id={`comment-${comment.id}`}
      // Where "show" takes the reader: the first of the new comments.
      tabIndex={-1}
      className={styles.comment}
      aria-label={t('comments.by', { name: comment.creator?.username ?? t('empty.unknown') })}
    >
      <p className={styles.meta}>
        <strong>
          {comment.is_deleted ? t('comments.deleted_author') : <AuthorLink username={comment.creator?.username} />}
        </strong>
        {' · '}
        <PostTime iso={comment.created_at} />
      </p>
      <EditHistory
        label={t('comments.edited', { count: comment.edit_history.length })}
        versions={comment.edit_history}
      />
      {comment.is_deleted ? (
        <p className={styles.notice}>{t('comments.deleted')}</p>
      ) : comment.is_removed && !comment.content ? (
        <p className={styles.notice}>{t('comments.removed')}</p>
      ) : panel === 'edit' ? (
        <CommentForm
          label={t('comments.edit_label')}
          submitLabel={t('comments.save')}
          initial={comment.content}
          canSend={member}
          failure={(error) => failureMessage(error, 'edit_comment')}
          onCancel={() => setPanel(null)}
          focusOnOpen
          save={(content) => communityCalls.editComment(comment.id, content)}
          onSaved={(edited) => {
            replace(edited);
            toast.success(t('toasts.comment_edited'));
            setPanel(null);
          }}
        />
      ) : (
        <>
          {comment.is_removed ? (
            <RemovedNotice notice={t('comments.removed_visible')} reason={comment.removal_reason} />
          ) : null}
          <UserText html={comment.content_html} />
        </>
      )}
      <div className={styles.row}>
        {gone ? null : <VoteButtons kind="comments" item={comment} />}
        {silenced(post) ? null : (
          <button
            type="button"
            className="button-link"
            aria-expanded={panel === 'reply'}
            onClick={() => toggle('reply')}
          >
            {t('comments.reply')}
          </button>
        )}
        {/* Not beside the editor's own Save; a comment gone can still be unsaved, not saved. */}
        {panel === 'edit' || (gone && !comment.saved) ? null : <SaveButton kind="comments" item={comment} />}
        {gone ? null : (
          <button
            type="button"
            className="button-link"
            aria-expanded={panel === 'report'}
            onClick={() => toggle('report')}
          >
            {t('comments.report')}
          </button>
        )}
        {mine && !gone ? (
          <>
            {/* Banned from the community, its author may still delete the comment, not edit it. */}
            {post.my_ban ? null : (
              <button
                type="button"
                className="button-link"
                aria-expanded={panel === 'edit'}
                onClick={() => toggle('edit')}
              >
                {t('comments.edit')}
              </button>
            )}
            <button type="button" className="button-link" onClick={() => remove.mutate()}>
              {t('comments.delete')}
            </button>
          </>
        ) : null}
        {post.can_moderate && !comment.is_deleted ? (
          <button
            type="button"
            className="button-link"
            aria-expanded={comment.is_removed ? undefined : panel === 'remove'}
            onClick={() => (comment.is_removed ? restore.mutate() : toggle('remove'))}
          >
            {t(comment.is_removed ? 'moderation.restore' : 'moderation.remove')}
          </button>
        ) : null}
      </div>
      {panel === 'reply' ? (
        <div className={styles.panel}>
          <CommentForm
            label={t('comments.reply_label', { name: comment.creator?.username ?? t('empty.unknown') })}
            submitLabel={t('comments.reply_submit')}
            canSend={member}
            failure={(error) => failureMessage(error, 'post_comment')}
            onCancel={() => setPanel(null)}
            focusOnOpen
            save={(content) => communityCalls.createComment({ post: post.id, content, parent: comment.id })}
            onSaved={async () => {
              toast.success(t('toasts.reply_posted'));
              setPanel(null);
              await onReplied();
            }}
          />
        </div>
      ) : null}
      {panel === 'report' ? (
        <ReportForm contentType="comment" contentId={comment.id} onDone={() => setPanel(null)} />
      ) : null}
      {panel === 'remove' ? (
        <RemovalForm
          community={post.community}
          remove={(reason) => communityCalls.moderateComment(comment.id, 'remove', reason)}
          onRemoved={(removed) => {
            replace(removed);
            setPanel(null);
          }}
          onCancel={() => setPanel(null)}
        />
      ) : null}
    </article>
  );
}
