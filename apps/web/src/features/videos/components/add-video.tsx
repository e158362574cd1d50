import { slugify, youtubeIdFrom } from '@sangam/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/http-client';
import {
  CheckboxField,
  FormMessage,
  formStyles,
  SelectField,
  SubmitButton,
  TextField,
  useFormSubmit,
} from '../../../shared/ui/form';
import { Modal } from '../../../shared/ui/modal/modal';
import { toast } from '../../../shared/ui/toast/toast-store';
import { addVideo, categoriesQuery, languagesQuery } from '../api';
import { useCatalogueLabels } from '../labels';

/** For creators and administrators: add a video to the library by its YouTube link. */
export function AddVideo() {
  const { t } = useTranslation('videos');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button-secondary" onClick={() => setOpen(true)}>
        {t('add.open')}
      </button>
      {open ? <AddVideoForm onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function AddVideoForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('videos');
  const id = useId();
  const labels = useCatalogueLabels();
  const queryClient = useQueryClient();
  const categories = useQuery(categoriesQuery());
  const languages = useQuery(languagesQuery());
  const form = useFormSubmit();
  const [values, setValues] = useState({
    youtube_url: '',
    title: '',
    description: '',
    category: '',
    language: '',
    tags: '',
    is_kids: false,
  });
  const set = (name: keyof typeof values) => (value: string | boolean) => setValues((v) => ({ ...v, [name]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!youtubeIdFrom(values.youtube_url)) problems.youtube_url = t('add.errors.youtube_url');
    if (!values.title.trim()) problems.title = t('add.errors.title');
    if (!values.category) problems.category = t('add.errors.category');
    if (!values.language) problems.language = t('add.errors.language');
    if (!form.check(problems)) return;
    const ok = await form.send(
      async () => {
        await addVideo({
          ...values,
          tags: values.tags
            .split(',')
            .map((tag) => tag.trim())
            .filter((tag) => slugify(tag)),
        });
      },
      (error): { form: string | null; fields: Record<string, string> } =>
        error instanceof ApiError && error.status === 409
          ? { form: null, fields: { youtube_url: t('add.errors.duplicate') } }
          : { form: t('add.errors.failed'), fields: {} },
    );
    if (ok) {
      await queryClient.invalidateQueries({ queryKey: ['videos'] });
      toast.success(t('add.added'));
      onClose();
    }
  }

  return (
    <Modal title={t('add.title')} onClose={onClose}>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        {form.formError ? <FormMessage kind="error">{form.formError}</FormMessage> : null}
        <TextField
          label={t('add.youtube_url')}
          hint={t('add.youtube_hint')}
          type="url"
          inputMode="url"
          value={values.youtube_url}
          onChange={(e) => set('youtube_url')(e.target.value)}
          error={form.fieldErrors.youtube_url}
        />
        <TextField
          label={t('add.title_label')}
          value={values.title}
          maxLength={200}
          onChange={(e) => set('title')(e.target.value)}
          error={form.fieldErrors.title}
        />
        <div className={formStyles.field}>
          <label htmlFor={`${id}-description`} className={formStyles.label}>
            {t('add.description')}
          </label>
          <textarea
            id={`${id}-description`}
            className={formStyles.input}
            rows={3}
            maxLength={5000}
            value={values.description}
            onChange={(e) => set('description')(e.target.value)}
          />
        </div>
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
        />
        <CheckboxField label={t('add.kids')} checked={values.is_kids} onChange={set('is_kids')} />
        <SubmitButton busy={form.busy} busyLabel={t('add.submit')}>
          {t('add.submit')}
        </SubmitButton>
      </form>
    </Modal>
  );
}
