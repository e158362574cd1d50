import type { PostDetail } from '@sangam/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../shared/ui/modal/modal';
import { toast } from '../../../shared/ui/toast/toast-store';
import { communityCalls, communityKeys, patchCached } from '../api';
import { failureMessage } from '../messages';
import styles from './community.module.css';

/**
 * Asks before the author deletes their post: it then shows as deleted where it was, its comments
 * stay, and the lists and the community's post count are read again without it.
 */
export function DeletePostDialog({ post, onClose }: { post: PostDetail; onClose: () => void }) {
  const { t } = useTranslation('community');
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: () => communityCalls.deletePost(post.id),
    onSuccess: (deleted) => {
      patchCached<PostDetail>(client, 'posts', post.id, (cached) => ({
        ...deleted,
        community_name: cached.community_name,
      }));
      void client.invalidateQueries({ queryKey: communityKeys.postLists });
      void client.invalidateQueries({ queryKey: communityKeys.feeds });
      void client.invalidateQueries({ queryKey: communityKeys.communities });
      toast.success(t('toasts.post_deleted'));
      onClose();
    },
    onError: (error) => toast.error(failureMessage(error, 'delete_post')),
  });

  return (
    <Modal title={t('delete_post.title')} onClose={onClose}>
      <p>{t('delete_post.text')}</p>
      <div className={styles.row}>
        <button
          type="button"
          className="button"
          disabled={remove.isPending}
          aria-busy={remove.isPending}
          onClick={() => remove.mutate()}
        >
          {remove.isPending ? t('delete_post.deleting') : t('delete_post.confirm')}
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('delete_post.keep')}
        </button>
      </div>
    </Modal>
  );
}
