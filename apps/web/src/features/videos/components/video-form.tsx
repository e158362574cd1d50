import { slugify, youtubeIdFrom, type CreateVideoRequest, type Video } from '@sangam/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { describeApiError } from '../../../shared/api/error-messages';
import { ApiError } from '../../../shared/api/http-client';
import {
  CheckboxField,
  FormMessage,
  formStyles,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useFormMutation,
} from '../../../shared/ui/form';
import { categoriesQuery, languagesQuery } from '../api';
import { useCatalogueLabels } from '../labels';

/** What the form sends: a new video's fields; an edit leaves out the link, which stays. */
export type VideoFormValues = CreateVideoRequest;

/**
 * A video's fields, for a creator's submission, an editor's new video and an editor's edit: the
 * YouTube link (new videos only), title, description, category, language, tags and the kids' flag.
 * The form is sent by a mutation whose call is `onSubmit` (it throws the API's error, which shows
 * at its field) and whose success is `onSaved` (refreshing lists, a toast, closing or navigating).
 */
export function VideoForm({
  video,
  kidsLabel,
  submitLabel,
  onSubmit,
  onSaved,
  children,
}: {
  /** The video being edited; without it the form asks for a YouTube link. */
  video?: Pick<Video, 'title' | 'description' | 'category' | 'language' | 'tags' | 'is_kids'>;
  kidsLabel?: string;
  submitLabel: string;
  onSubmit: (values: VideoFormValues) => Promise<unknown>;
  /** Runs once the video is saved, before the form stops being busy. */
  onSaved?: (values: VideoFormValues) => unknown;
  /** Further controls beside the submit button (Cancel). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('videos');
  const { lang = 'en' } = useParams();
  const labels = useCatalogueLabels();
  const categories = useQuery(categoriesQuery(lang));
  const languages = useQuery(languagesQuery());
  const form = useFormMutation({
    mutationFn: onSubmit,
    onSuccess: onSaved && ((_saved, sent) => onSaved(sent)),
    describe: (error) =>
      error instanceof ApiError && error.status === 409
        ? { form: null, fields: { youtube_url: t('add.errors.duplicate') } }
        : describeApiError(error),
  });
  const [values, setValues] = useState({
    youtube_url: '',
    title: video?.title ?? '',
    description: video?.description ?? '',
    category: video?.category?.slug ?? '',
    language: video?.language?.slug ?? '',
    tags: video?.tags.map((tag) => tag.name).join(', ') ?? '',
    is_kids: video?.is_kids ?? false,
  });
  const set = (name: keyof typeof values) => (value: string | boolean) => setValues((v) => ({ ...v, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!video && !youtubeIdFrom(values.youtube_url)) problems.youtube_url = t('add.errors.youtube_url');
    if (!values.title.trim()) problems.title = t('add.errors.title');
    if (!values.category) problems.category = t('add.errors.category');
    if (!values.language) problems.language = t('add.errors.language');
    if (!form.check(problems)) return;
    await form.submit({
      ...values,
      tags: values.tags
        .split(',')
        .map((tag) => tag.trim())
        .filter((tag) => slugify(tag)),
    });
  }

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      {form.formError ? <FormMessage kind="error">{form.formError}</FormMessage> : null}
      {video ? null : (
        <TextField
          label={t('add.youtube_url')}
          hint={t('add.youtube_hint')}
          type="url"
          inputMode="url"
          value={values.youtube_url}
          onChange={(e) => set('youtube_url')(e.target.value)}
          error={form.fieldErrors.youtube_url}
        />
      )}
      <TextField
        label={t('add.title_label')}
        value={values.title}
        maxLength={200}
        onChange={(e) => set('title')(e.target.value)}
        error={form.fieldErrors.title}
      />
      <TextAreaField
        label={t('add.description')}
        rows={3}
        maxLength={5000}
        value={values.description}
        onChange={(e) => set('description')(e.target.value)}
        error={form.fieldErrors.description}
      />
      <SelectField
        label={t('add.category')}
        value={values.category}
        onChange={set('category')}
        options={(categories.data ?? []).map((c) => ({ value: c.slug, label: labels.category(c) }))}
        error={form.fieldErrors.category}
      />
      <SelectField
        label={t('add.language')}
        value={values.language}
        onChange={set('language')}
        options={(languages.data ?? []).map((l) => ({ value: l.slug, label: labels.language(l) }))}
        error={form.fieldErrors.language}
      />
      <TextField
        label={t('add.tags')}
        hint={t('add.tags_hint')}
        value={values.tags}
        onChange={(e) => set('tags')(e.target.value)}
        error={form.fieldErrors.tags}
      />
      <CheckboxField
        label={kidsLabel ?? t('add.kids')}
        checked={values.is_kids}
        onChange={set('is_kids')}
        error={form.fieldErrors.is_kids}
      />
      <div className={formStyles.actions}>
        <SubmitButton busy={form.busy} busyLabel={submitLabel}>
          {submitLabel}
        </SubmitButton>
        {children}
      </div>
    </form>
  );
}
