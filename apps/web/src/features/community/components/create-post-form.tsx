import type { Community, CreatePostRequest } from '@sangam/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, useFormMutation } from '../../../shared/ui/form';
import { toast } from '../../../shared/ui/toast/toast-store';
import { communityCalls, communityKeys } from '../api';
import { failureMessage } from '../messages';
import { useMemberAction } from '../use-member-action';
import { FormActions } from './form-actions';
import { EMPTY_POST, PostFields, usePostValues } from './post-fields';
import styles from './community.module.css';

/** 'Create Post' opens the form (guests go to login first); a post appears at the top of New. */
export function CreatePostForm({ community }: { community: Community }) {
  const { t } = useTranslation('community');
  const client = useQueryClient();
  const member = useMemberAction();
  const [open, setOpen] = useState(false);
  const post = usePostValues(EMPTY_POST);
  const { fieldErrors, formError, busy, check, submit } = useFormMutation({
    mutationFn: (body: CreatePostRequest) => communityCalls.createPost(body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: communityKeys.posts });
      void client.invalidateQueries({ queryKey: communityKeys.communities });
    },
    describe: (error) => ({ form: failureMessage(error, 'create_post'), fields: {} }),
  });

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!check(post.problems())) return;
    const created = await submit({ ...post.body(), community: community.slug });
    if (!created) return;
    toast.success(t('toasts.post_created'));
    post.setValues(EMPTY_POST);
    setOpen(false);
  }

  if (!open)
    return (
      <button type="button" className="button" onClick={() => member() && setOpen(true)}>
        {t('create_post.open')}
      </button>
    );

  return (
    <form className={styles.panel} onSubmit={(event) => void send(event)} noValidate>
      <h2>{t('create_post.title', { name: community.name })}</h2>
      {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
      <PostFields post={post} errors={fieldErrors} />
      <FormActions
        submit={t('create_post.submit')}
        busy={busy}
        busyLabel={t('create_post.submitting')}
        onCancel={() => setOpen(false)}
      />
    </form>
  );
}
