import { COMMUNITY_LIMITS, splitTags } from '@sangam/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../../../shared/ui/form';
import { MarkdownPreview } from './markdown-preview';
import { MentionSuggestions } from './mention-suggestions';

/** What the post form holds: the tags as typed, comma-separated. */
export interface PostValues {
  title: string;
  content: string;
  media_url: string;
  tags: string;
}

export const EMPTY_POST: PostValues = { title: '', content: '', media_url: '', tags: '' };

const isWebLink = (text: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/**
 * The fields of a post as a person writes it, for a new post and for its author's edit alike:
 * the values, their checks before sending (the API checks them again) and what is sent.
 */
export function usePostValues(initial: PostValues) {
  const { t } = useTranslation('community');
  const [values, setValues] = useState(initial);
  const set = (field: keyof PostValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));
  const problems = () => {
    const found: Record<string, string> = {};
    if (!values.title.trim()) found.title = t('validation.title_required');
    if (values.media_url.trim() && !isWebLink(values.media_url.trim())) found.media_url = t('validation.media_url');
    return found;
  };
  const body = () => ({
    title: values.title.trim(),
    content: values.content.trim(),
    media_url: values.media_url.trim(),
    tags: splitTags(values.tags),
  });
  return { values, setValues, set, problems, body };
}

/** Title, text, media link and tags, with their hints and the errors of the last try. */
export function PostFields({
  post: { values, set },
  errors,
}: {
  post: Pick<ReturnType<typeof usePostValues>, 'values' | 'set'>;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('community');
  return (
    <>
      <TextField
        label={t('create_post.field_title')}
        value={values.title}
        onChange={set('title')}
        maxLength={COMMUNITY_LIMITS.titleMax}
        required
        error={errors.title}
      />
      <TextAreaField
        label={t('create_post.field_content')}
        value={values.content}
        onChange={set('content')}
        maxLength={COMMUNITY_LIMITS.contentMax}
        rows={5}
        hint={t('markdown.hint')}
        error={errors.content}
      />
      <MentionSuggestions text={values.content} onPick={(text) => set('content')({ target: { value: text } })} />
      <MarkdownPreview text={values.content} />
      <TextField
        label={t('create_post.field_media')}
        hint={t('create_post.media_hint')}
        type="url"
        inputMode="url"
        value={values.media_url}
        onChange={set('media_url')}
        maxLength={COMMUNITY_LIMITS.mediaUrlMax}
        error={errors.media_url}
      />
      <TextField
        label={t('create_post.field_tags')}
        hint={t('create_post.tags_hint')}
        value={values.tags}
        onChange={set('tags')}
        error={errors.tags}
      />
    </>
  );
}
