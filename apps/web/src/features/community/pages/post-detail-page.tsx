import type { PostDetail } from '@sangam/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/http-client';
import type { PagePrefetch } from '../../../shared/lib/page-prefetch';
import { localize, paths } from '../../../shared/lib/paths';
import { useSession } from '../../../shared/session/session-store';
import { PageFrame } from '../../../shared/ui/page-frame';
import { Skeleton } from '../../../shared/ui/skeleton';
import { toast } from '../../../shared/ui/toast/toast-store';
import { commentsQuery, communityCalls, communityKeys, patchCached, postQuery } from '../api';
import { BanNotice } from '../components/ban-notice';
import { CommentSection } from '../components/comment-section';
import { DeletePostDialog } from '../components/delete-post-dialog';
import { EditPostForm } from '../components/edit-post-form';
import { MissingPost } from '../components/missing-post';
import { PostCard } from '../components/post-card';
import { RemovalForm } from '../components/removal-form';
import { ReportForm } from '../components/report-form';
import { failureMessage } from '../messages';
import { useMemberAction } from '../use-member-action';
import styles from '../components/community.module.css';

type ModerateAction = 'restore' | 'lock' | 'unlock' | 'pin' | 'unpin';

const TOASTS = {
  restore: 'toasts.restored',
  lock: 'toasts.locked',
  unlock: 'toasts.unlocked',
  pin: 'mods.pinned_toast',
  unpin: 'mods.unpinned_toast',
} as const;

/** The post's number in the address; 0 when the address names none. */
const postIdOf = (id: string | undefined) => (id && /^\d{1,9}$/.test(id) ? Number(id) : 0);

/** The post and its first comments together: the comments need not wait for the post to arrive. */
export const prefetch: PagePrefetch = ({ queryClient, params }) => {
  const postId = postIdOf(params.id);
  if (postId === 0) return Promise.resolve();
  return Promise.all([
    queryClient.prefetchQuery(postQuery(postId, params.lang ?? 'en')),
    queryClient.prefetchInfiniteQuery(commentsQuery(postId)),
  ]);
};

/** A post, its Report form, Edit and Delete for its author, moderation for its moderators, and its comments. */
export function Component() {
  const { t } = useTranslation('community');
  const { lang = 'en', id = '' } = useParams();
  const postId = postIdOf(id);
  // A post the prefetch found missing (or failed to read) is not asked for again as the page mounts.
  const post = useQuery({ ...postQuery(postId, lang), enabled: postId > 0, retryOnMount: false });
  const client = useQueryClient();
  const member = useMemberAction();
  const session = useSession();
  const [reporting, setReporting] = useState(false);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [removing, setRemoving] = useState(false);
  // The answer names the community in its original: the reader's name for it stays.
  const changed = (updated: PostDetail) => {
    patchCached<PostDetail>(client, 'posts', updated.id, (cached) => ({
      ...updated,
      community_name: cached.community_name,
    }));
    void client.invalidateQueries({ queryKey: communityKeys.postLists });
  };
  const moderate = useMutation({
    mutationFn: (action: ModerateAction) => communityCalls.moderatePost(postId, action),
    onSuccess: (updated, action) => {
      changed(updated);
      toast.success(t(TOASTS[action]));
    },
    onError: (error, action) =>
      toast.error(failureMessage(error, action.endsWith('pin') ? 'mods.failures.pin' : 'moderate')),
  });

  if (postId === 0 || (post.isError && post.error instanceof ApiError && post.error.status === 404))
    return <MissingPost />;
  if (post.isPending) return <Skeleton lines={6} label={t('loading')} />;
  if (post.isError)
    return (
      <PageFrame title={t('pages.post', { ns: 'common' })}>
        <p role="alert">{failureMessage(post.error, 'load_post')}</p>
      </PageFrame>
    );

  const p = post.data;
  const title = p.is_deleted ? t('post.deleted_title') : p.title;
  // Its author edits a post that is still shown (a removed one stays as its moderators judged it).
  const mine = !!session.user && p.creator?.username === session.user.username && !p.is_deleted;
  // A member banned from the community still deletes their post, but no longer edits it (issue 26).
  const banned = p.my_ban !== null;

  return (
    <PageFrame title={title} item={title} wide>
      <div>
        <p className={styles.back}>
          <Link to={localize(lang, paths.communityPosts(p.community))}>
            ← {p.community_name || t('empty.unknown_community')}
          </Link>
        </p>
        {editing ? (
          <EditPostForm post={p} onDone={() => setEditing(false)} />
        ) : (
          <PostCard post={p} heading={null} linkTitle={false} />
        )}
        <div className={styles.row}>
          {mine && !p.is_removed && !banned && !editing ? (
            <button type="button" className="button-link" onClick={() => setEditing(true)}>
              {t('post.edit')}
            </button>
          ) : null}
          {mine ? (
            <button type="button" className="button-link" onClick={() => setDeleting(true)}>
              {t('post.delete')}
            </button>
          ) : null}
          {p.is_removed || p.is_deleted ? null : (
            <button
              type="button"
              className="button-link"
              aria-expanded={reporting}
              onClick={() => member() && setReporting((open) => !open)}
            >
              {t('report.open_post')}
            </button>
          )}
          {p.can_moderate ? (
            <>
              <button
                type="button"
                className="button-link"
                aria-expanded={p.is_removed ? undefined : removing}
                onClick={() => (p.is_removed ? moderate.mutate('restore') : setRemoving((open) => !open))}
              >
                {t(p.is_removed ? 'moderation.restore' : 'moderation.remove')}
              </button>
              {p.is_removed || p.is_deleted ? null : (
                <button
                  type="button"
                  className="button-link"
                  onClick={() => moderate.mutate(p.is_pinned ? 'unpin' : 'pin')}
                >
                  {t(p.is_pinned ? 'mods.unpin' : 'mods.pin')}
                </button>
              )}
              <button
                type="button"
                className="button-link"
                onClick={() => moderate.mutate(p.is_locked ? 'unlock' : 'lock')}
              >
                {t(p.is_locked ? 'moderation.unlock' : 'moderation.lock')}
              </button>
            </>
          ) : null}
        </div>
        {removing && !p.is_removed ? (
          <RemovalForm
            community={p.community}
            remove={(reason) => communityCalls.moderatePost(p.id, 'remove', reason)}
            onRemoved={(removed) => {
              changed(removed);
              setRemoving(false);
            }}
            onCancel={() => setRemoving(false)}
          />
        ) : null}
        {deleting ? <DeletePostDialog post={p} onClose={() => setDeleting(false)} /> : null}
        {reporting ? <ReportForm contentType="post" contentId={p.id} onDone={() => setReporting(false)} /> : null}
        {p.my_ban ? <BanNotice ban={p.my_ban} /> : null}
        <CommentSection post={p} />
      </div>
    </PageFrame>
  );
}
