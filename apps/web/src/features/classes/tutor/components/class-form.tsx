import {
  CLASS_CATEGORIES,
  CLASS_FORMATS,
  CLASS_LEVELS,
  LANGUAGES,
  LANGUAGE_NATIVE_NAMES,
  TUTORING_LIMITS as L,
  type CreatorClass,
} from '@sangam/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../../../../shared/lib/paths';
import {
  bindFields,
  CheckboxField,
  NumberField,
  SelectField,
  TextAreaField,
  TextField,
  UrlField,
  useFormMutation,
} from '../../../../shared/ui/form';
import { CreatorForm, CurrencyField, RadioChoices, refreshCreator, useAfterSave } from '../../../creator';
import { tutorCalls } from '../api';
import {
  classFormProblems,
  classRequest,
  describeClassError,
  initialClassValues,
  type ClassBody,
  type ClassValues,
} from '../class-form-model';
import { TranslationsFieldset } from '../../../../shared/ui/translations-fieldset';
import styles from '../../../../shared/ui/creator.module.css';

/** Currencies offered first; the class's own is added when it is another. */
const CURRENCIES = ['INR', 'USD', 'EUR', 'GBP', 'AUD', 'CAD', 'SGD', 'AED', 'NZD', 'MYR', 'NPR', 'LKR', 'ZAR'];

/**
 * Create a class, or edit one (`item`, with its title and description in other languages): every
 * field with its label and its message, the meeting link or the address by format, and the API's
 * messages next to the fields they concern.
 */
export function ClassForm({ item }: { item: CreatorClass | null }) {
  const { t, i18n } = useTranslation(['creator', 'classes']);
  const { lang = 'en' } = useParams();
  const language = i18n.resolvedLanguage ?? lang;
  const client = useQueryClient();
  const [values, setValues] = useState<ClassValues>(() => initialClassValues(item, language));
  const { fieldErrors, formError, busy, check, submit } = useFormMutation({
    mutationFn: (body: ClassBody) => (item ? tutorCalls.updateClass(item.slug, body) : tutorCalls.createClass(body)),
    onSuccess: () => refreshCreator(client),
    describe: describeClassError,
  });
  const afterSave = useAfterSave();
  const bind = bindFields(values, setValues, fieldErrors);
  const minCapacity = Math.max(1, item?.upcoming.most_seats_taken ?? 0);

  async function save(event: FormEvent) {
    event.preventDefault();
    const body = classRequest(values);
    if (!check(classFormProblems(body, minCapacity))) return;
    if ((await submit(body)) === null) return;
    await afterSave(item ? t('setup.saved') : t('setup.created'), paths.creatorClasses());
  }

  const online = values.format === 'online';

  const [label, busyLabel] = item ? [t('setup.save'), t('setup.saving')] : [t('setup.create'), t('setup.creating')];

  return (
    <CreatorForm state={{ formError, busy }} onSubmit={save} label={label} busyLabel={busyLabel}>
      <fieldset className={styles.fieldset}>
        <legend>{t('setup.about')}</legend>
        <TextField label={t('setup.title')} maxLength={L.titleMax} required {...bind.text('title')} />
        <TextAreaField
          label={t('setup.description')}
          hint={t('setup.description_hint')}
          rows={5}
          maxLength={L.descriptionMax}
          {...bind.text('description')}
        />
        <SelectField
          label={t('setup.category')}
          value={values.category}
          onChange={(category) => setValues((v) => ({ ...v, category }))}
          options={CLASS_CATEGORIES.map((c) => ({ value: c, label: t(`classes:categories.${c}`) }))}
          error={fieldErrors.category}
        />
        <SelectField
          label={t('setup.language')}
          value={values.language}
          onChange={(code) => setValues((v) => ({ ...v, language: code }))}
          options={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NATIVE_NAMES[code] }))}
          error={fieldErrors.language}
        />
        <SelectField
          label={t('setup.level')}
          value={values.level}
          onChange={(level) => setValues((v) => ({ ...v, level }))}
          options={CLASS_LEVELS.map((l) => ({ value: l, label: t(`classes:levels.${l}`) }))}
          error={fieldErrors.level}
        />
        <div className={styles.pair}>
          <NumberField label={t('setup.age_min')} min={L.ageMin} max={L.ageMax} {...bind.text('age_min')} />
          <NumberField label={t('setup.age_max')} min={L.ageMin} max={L.ageMax} {...bind.text('age_max')} />
        </div>
      </fieldset>

      <TranslationsFieldset kind="class" own={values.language} errors={fieldErrors} {...bind.part('translations')} />

      <fieldset className={styles.fieldset}>
        <legend>{t('setup.where')}</legend>
        <RadioChoices
          name="format"
          label={t('setup.format')}
          options={CLASS_FORMATS.map((format) => ({ value: format, label: t(`classes:formats.${format}`) }))}
          value={values.format}
          onChange={(format) => setValues((v) => ({ ...v, format }))}
        />
        {online ? (
          <UrlField
            label={t('setup.meeting_url')}
            hint={t('setup.meeting_url_hint')}
            maxLength={L.urlMax}
            {...bind.text('meeting_url')}
          />
        ) : (
          <TextAreaField
            label={t('setup.address')}
            hint={t('setup.address_hint')}
            rows={2}
            maxLength={L.addressMax}
            {...bind.text('address')}
          />
        )}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>{t('setup.size_time')}</legend>
        <div className={styles.pair}>
          <NumberField
            label={t('setup.duration')}
            min={L.durationMin}
            max={L.durationMax}
            step={5}
            {...bind.text('duration_minutes')}
          />
          <NumberField
            label={t('setup.capacity')}
            hint={t('setup.capacity_hint')}
            min={minCapacity}
            max={L.capacityMax}
            {...bind.text('capacity')}
          />
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>{t('setup.price_policy')}</legend>
        <div className={styles.pair}>
          <TextField
            label={t('setup.price')}
            hint={t('setup.price_hint')}
            inputMode="decimal"
            {...bind.text('price', 'price_minor')}
          />
          <CurrencyField
            label={t('setup.currency')}
            offered={CURRENCIES}
            language={language}
            {...bind.picked('currency')}
          />
        </div>
        <NumberField
          label={t('setup.cancellation_hours')}
          hint={t('setup.cancellation_hint')}
          min={0}
          max={L.cancellationHoursMax}
          {...bind.text('cancellation_hours')}
        />
      </fieldset>

      <CheckboxField
        label={t('setup.publish')}
        checked={values.published}
        onChange={(published) => setValues((v) => ({ ...v, published }))}
      />
    </CreatorForm>
  );
}
