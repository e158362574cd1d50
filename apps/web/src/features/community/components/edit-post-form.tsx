import type { PostDetail, UpdatePostRequest } from '@sangam/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, useFormMutation } from '../../../shared/ui/form';
import { toast } from '../../../shared/ui/toast/toast-store';
import { communityCalls, communityKeys, patchCached } from '../api';
import { failureMessage } from '../messages';
import { FormActions } from './form-actions';
import { PostFields, usePostValues } from './post-fields';
import styles from './community.module.css';

/**
 * The author's edit of their post, in the fields of the create form, filled with the post as it
 * is. Saved, the post shows its new text and its 'edited' mark; the lists are read again.
 */
export function EditPostForm({ post, onDone }: { post: PostDetail; onDone: () => void }) {
  const { t } = useTranslation('community');
  const client = useQueryClient();
  const values = usePostValues({
    title: post.title,
    content: post.content,
    media_url: post.media_url,
    tags: post.tags.join(', '),
  });
  const { fieldErrors, formError, busy, check, submit } = useFormMutation({
    mutationFn: (body: UpdatePostRequest) => communityCalls.editPost(post.id, body),
    onSuccess: (updated) => {
      // The answer names the community in its original: the reader's name for it stays.
      patchCached<PostDetail>(client, 'posts', post.id, (cached) => ({
        ...updated,
        community_name: cached.community_name,
      }));
      void client.invalidateQueries({ queryKey: communityKeys.postLists });
    },
    describe: (error) => ({ form: failureMessage(error, 'edit_post'), fields: {} }),
  });

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!check(values.problems())) return;
    if (!(await submit(values.body()))) return;
    toast.success(t('toasts.post_edited'));
    onDone();
  }

  return (
    <form className={styles.panel} onSubmit={(event) => void send(event)} noValidate>
      <h2>{t('edit_post.title')}</h2>
      {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
      <PostFields post={values} errors={fieldErrors} />
      <FormActions submit={t('edit_post.submit')} busy={busy} busyLabel={t('edit_post.submitting')} onCancel={onDone} />
    </form>
  );
}
