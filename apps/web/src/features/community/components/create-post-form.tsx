import { COMMUNITY_LIMITS, splitTags, type Community, type CreatePostRequest } from '@sangam/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, SubmitButton, TextAreaField, TextField, useFormMutation } from '../../../shared/ui/form';
import { toast } from '../../../shared/ui/toast/toast-store';
import { communityCalls, communityKeys } from '../api';
import { failureMessage } from '../messages';
import { useMemberAction } from '../use-member-action';
import styles from './community.module.css';

const isWebLink = (text: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

const EMPTY = { title: '', content: '', media_url: '', tags: '' };

/** 'Create Post' opens the form (guests go to login first); a post appears at the top of New. */
export function CreatePostForm({ community }: { community: Community }) {
  const { t } = useTranslation('community');
  const client = useQueryClient();
  const member = useMemberAction();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const { fieldErrors, formError, busy, check, submit } = useFormMutation({
    mutationFn: (body: CreatePostRequest) => communityCalls.createPost(body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: communityKeys.posts });
      void client.invalidateQueries({ queryKey: communityKeys.communities });
    },
    describe: (error) => ({ form: failureMessage(error, 'create_post'), fields: {} }),
  });
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  async function send(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!values.title.trim()) problems.title = t('validation.title_required');
    if (values.media_url.trim() && !isWebLink(values.media_url.trim())) problems.media_url = t('validation.media_url');
    if (!check(problems)) return;
    const created = await submit({
      title: values.title.trim(),
      content: values.content.trim(),
      media_url: values.media_url.trim(),
      community: community.slug,
      tags: splitTags(values.tags),
    });
    if (!created) return;
    toast.success(t('toasts.post_created'));
    setValues(EMPTY);
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
      <TextField
        label={t('create_post.field_title')}
        value={values.title}
        onChange={set('title')}
        maxLength={COMMUNITY_LIMITS.titleMax}
        required
        error={fieldErrors.title}
      />
      <TextAreaField
        label={t('create_post.field_content')}
        value={values.content}
        onChange={set('content')}
        maxLength={COMMUNITY_LIMITS.contentMax}
        rows={5}
      />
      <TextField
        label={t('create_post.field_media')}
        hint={t('create_post.media_hint')}
        type="url"
        inputMode="url"
        value={values.media_url}
        onChange={set('media_url')}
        maxLength={COMMUNITY_LIMITS.mediaUrlMax}
        error={fieldErrors.media_url}
      />
      <TextField
        label={t('create_post.field_tags')}
        hint={t('create_post.tags_hint')}
        value={values.tags}
        onChange={set('tags')}
      />
      <div className={styles.row}>
        <SubmitButton busy={busy} busyLabel={t('create_post.submitting')}>
          {t('create_post.submit')}
        </SubmitButton>
        <button type="button" className="button-link" onClick={() => setOpen(false)}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
