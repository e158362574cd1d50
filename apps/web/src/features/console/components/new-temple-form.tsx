import { LANGUAGES } from '@sangam/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormMessage,
  formStyles,
  SelectField,
  SubmitButton,
  TextField,
  useFormMutation,
} from '../../../shared/ui/form';
import { consoleCalls, refreshAfterTempleChange, type NewTemple } from '../api';

const REQUIRED: Array<keyof NewTemple> = [
  'name',
  'deity',
  'place',
  'country',
  'time_zone',
  'content_language',
  'staff',
];

/**
 * A new temple: the few fields that make it, and the staff account that will keep it. Its hours,
 * description and poojas are written afterwards on the temple's own page.
 */
export function NewTempleForm({ onCreated, onCancel }: { onCreated: (name: string) => void; onCancel: () => void }) {
  const { t } = useTranslation(['console', 'common']);
  const client = useQueryClient();
  const form = useFormMutation({
    mutationFn: consoleCalls.createTemple,
    onSuccess: () => refreshAfterTempleChange(client),
  });
  const [values, setValues] = useState<NewTemple>({
    name: '',
    deity: '',
    place: '',
    region: '',
    country: 'India',
    time_zone: 'Asia/Kolkata',
    content_language: 'en',
    staff: '',
  });
  const field = (name: keyof NewTemple) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
    error: form.fieldErrors[name],
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = Object.fromEntries(
      REQUIRED.filter((name) => !values[name].trim()).map((name) => [name, t('temples.required')]),
    );
    if (!form.check(problems)) return;
    if (await form.submit(values)) onCreated(values.name.trim());
  }

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      {form.formError ? <FormMessage kind="error">{form.formError}</FormMessage> : null}
      <TextField label={t('temples.fields.name')} maxLength={140} {...field('name')} />
      <TextField label={t('temples.fields.deity')} maxLength={80} {...field('deity')} />
      <TextField label={t('temples.fields.place')} maxLength={120} {...field('place')} />
      <TextField label={t('temples.fields.region')} maxLength={120} {...field('region')} />
      <TextField label={t('temples.fields.country')} maxLength={60} {...field('country')} />
      <TextField
        label={t('temples.fields.time_zone')}
        hint={t('temples.fields.time_zone_hint')}
        maxLength={64}
        spellCheck={false}
        {...field('time_zone')}
      />
      <SelectField
        label={t('temples.fields.content_language')}
        value={values.content_language}
        onChange={(content_language) => setValues((v) => ({ ...v, content_language }))}
        options={LANGUAGES.map((code) => ({ value: code, label: t(`common:language_names.${code}`) }))}
        error={form.fieldErrors.content_language}
      />
      <TextField
        label={t('temples.fields.staff')}
        hint={t('temples.fields.staff_hint')}
        maxLength={30}
        autoComplete="off"
        spellCheck={false}
        {...field('staff')}
      />
      <div className={formStyles.actions}>
        <SubmitButton busy={form.busy} busyLabel={t('temples.create')}>
          {t('temples.create')}
        </SubmitButton>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('actions.cancel')}
        </button>
      </div>
    </form>
  );
}
