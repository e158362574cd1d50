import {
  CLASS_CATEGORIES,
  CLASS_LEVELS,
  LANGUAGES,
  LANGUAGE_NATIVE_NAMES,
  TUTORING_LIMITS as L,
  classRuleProblems,
  type ClassFormat,
  type CreateClassRequest,
  type CreatorClass,
  type UpdateClassRequest,
} from '@sangam/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { localize, paths } from '../../../../shared/lib/paths';
import {
  CheckboxField,
  FormMessage,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useFormSubmit,
} from '../../../../shared/ui/form';
import { toast } from '../../../../shared/ui/toast/toast-store';
import { currenciesWith, describeCreatorError, refreshCreator, ruleMessage } from '../../../creator';
import { tutorCalls } from '../api';
import {
  readTranslations,
  translationsFieldErrors,
  TranslationsFieldset,
  type TranslationsValue,
  translationsValue,
  withoutTranslationsFields,
} from '../../../../shared/ui/translations-fieldset';
import styles from '../../../../shared/ui/creator.module.css';
import { currencyName, digitsOf } from '../../../../shared/lib/money';

/** Currencies offered first; the class's own is added when it is another. */
const CURRENCIES = ['INR', 'USD', 'EUR', 'GBP', 'AUD', 'CAD', 'SGD', 'AED', 'NZD', 'MYR', 'NPR', 'LKR', 'ZAR'];

type Values = {
  title: string;
  description: string;
  category: string;
  language: string;
  level: string;
  age_min: string;
  age_max: string;
  format: ClassFormat;
  meeting_url: string;
  address: string;
  duration_minutes: string;
  capacity: string;
  price: string;
  currency: string;
  cancellation_hours: string;
  published: boolean;
  /** Title and description in other languages. */
  translations: TranslationsValue;
};

function initialValues(item: CreatorClass | null, language: string): Values {
  if (!item) {
    const own = (LANGUAGES as readonly string[]).includes(language) ? language : 'en';
    return {
      title: '',
      description: '',
      category: '',
      language: own,
      level: 'all',
      age_min: '0',
      age_max: '120',
      format: 'online',
      meeting_url: '',
      address: '',
      duration_minutes: '60',
      capacity: '1',
      price: '0',
      currency: 'INR',
      cancellation_hours: '24',
      published: true,
      translations: translationsValue('class', null, own),
    };
  }
  return {
    title: item.title,
    description: item.description,
    category: item.category,
    language: item.language,
    level: item.level,
    age_min: String(item.age_min),
    age_max: String(item.age_max),
    format: item.format,
    meeting_url: item.meeting_url,
    address: item.address,
    duration_minutes: String(item.duration_minutes),
    capacity: String(item.capacity),
    price: String(item.price_minor / 10 ** digitsOf(item.currency)),
    currency: item.currency,
    cancellation_hours: String(item.cancellation_hours),
    published: item.published,
    translations: translationsValue('class', item.translations, item.language),
  };
}

/** A whole number within [min, max] typed in a text box, or null. */
function wholeIn(text: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= min && n <= max ? n : null;
}

/**
 * Create a class, or edit one (`item`, with its title and description in other languages): every
 * field with its label and its message, the meeting link or the address by format, and the API's
 * messages next to the fields they concern.
 */
export function ClassForm({ item }: { item: CreatorClass | null }) {
  const { t, i18n } = useTranslation(['creator', 'classes']);
  const { lang = 'en' } = useParams();
  const language = i18n.resolvedLanguage ?? lang;
  const navigate = useNavigate();
  const client = useQueryClient();
  const [values, setValues] = useState<Values>(() => initialValues(item, language));
  const { fieldErrors, formError, busy, check, send } = useFormSubmit();
  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));
  const minCapacity = Math.max(1, item?.upcoming.most_seats_taken ?? 0);

  /** The body to send, with the problems found before sending (in the person's language). */
  function read(): {
    body: (CreateClassRequest & Pick<UpdateClassRequest, 'translations'>) | null;
    problems: Record<string, string>;
  } {
    const problems: Record<string, string> = {};
    const title = values.title.trim();
    if (!title) problems.title = ruleMessage('titleRequired');
    if (!values.category) problems.category = ruleMessage('category');
    if (!values.language) problems.language = ruleMessage('language');
    const ageMin = wholeIn(values.age_min, L.ageMin, L.ageMax);
    const ageMax = wholeIn(values.age_max, L.ageMin, L.ageMax);
    if (ageMin === null) problems.age_min = ruleMessage('age');
    if (ageMax === null) problems.age_max = ruleMessage('age');
    const duration = wholeIn(values.duration_minutes, L.durationMin, L.durationMax);
    if (duration === null) problems.duration_minutes = ruleMessage('duration');
    const capacity = wholeIn(values.capacity, L.capacityMin, L.capacityMax);
    if (capacity === null) problems.capacity = ruleMessage('capacity');
    else if (capacity < minCapacity) problems.capacity = t('setup.min_capacity', { count: minCapacity });
    const cancellation = wholeIn(values.cancellation_hours, 0, L.cancellationHoursMax);
    if (cancellation === null) problems.cancellation_hours = ruleMessage('cancellationHours');
    const digits = digitsOf(values.currency);
    const priceText = values.price.trim().replace(',', '.') || '0';
    const priceOk = new RegExp(`^\\d+(\\.\\d{0,${digits}})?$`).test(priceText);
    const priceMinor = priceOk ? Math.round(Number(priceText) * 10 ** digits) : null;
    if (priceMinor === null || priceMinor > L.priceMax) problems.price_minor = ruleMessage('price');
    const fields = {
      format: values.format,
      meeting_url: values.meeting_url.trim(),
      address: values.address.trim(),
      age_min: ageMin ?? 0,
      age_max: ageMax ?? 0,
    };
    if (ageMin !== null && ageMax !== null) Object.assign(problems, rulesOf(fields));
    else {
      const { age_max: _ignored, ...rest } = rulesOf(fields);
      Object.assign(problems, rest);
    }
    if (Object.keys(problems).length) return { body: null, problems };
    const translations = readTranslations('class', values.translations);
    return {
      problems,
      body: {
        ...(translations ? { translations } : {}),
        title,
        description: values.description.trim(),
        category: values.category as CreateClassRequest['category'],
        language: values.language as CreateClassRequest['language'],
        level: values.level as CreateClassRequest['level'],
        age_min: ageMin!,
        age_max: ageMax!,
        format: values.format,
        meeting_url: fields.meeting_url,
        address: fields.address,
        duration_minutes: duration!,
        capacity: capacity!,
        price_minor: priceMinor!,
        currency: values.currency,
        cancellation_hours: cancellation!,
        published: values.published,
      },
    };
  }

  /** The API's messages, those about translations where the translations fieldset shows them. */
  function describe(error: unknown) {
    const described = describeCreatorError(error);
    return {
      ...described,
      fields: { ...withoutTranslationsFields(described.fields), ...translationsFieldErrors(error, 'class') },
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { body, problems } = read();
    if (!check(problems) || !body) return;
    const ok = await send(async () => {
      if (item) await tutorCalls.updateClass(item.slug, body);
      else await tutorCalls.createClass(body);
    }, describe);
    if (!ok) return;
    toast.success(item ? t('setup.saved') : t('setup.created'));
    refreshCreator(client);
    await navigate(localize(lang, paths.creatorClasses()));
  }

  const currencies = currenciesWith(values.currency, CURRENCIES);
  const online = values.format === 'online';

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
      <fieldset className={styles.fieldset}>
        <legend>{t('setup.about')}</legend>
        <TextField
          label={t('setup.title')}
          value={values.title}
          onChange={set('title')}
          maxLength={L.titleMax}
          required
          error={fieldErrors.title}
        />
        <TextAreaField
          label={t('setup.description')}
          hint={t('setup.description_hint')}
          rows={5}
          maxLength={L.descriptionMax}
          value={values.description}
          onChange={set('description')}
          error={fieldErrors.description}
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
          <TextField
            label={t('setup.age_min')}
            type="number"
            inputMode="numeric"
            min={L.ageMin}
            max={L.ageMax}
            value={values.age_min}
            onChange={set('age_min')}
            error={fieldErrors.age_min}
          />
          <TextField
            label={t('setup.age_max')}
            type="number"
            inputMode="numeric"
            min={L.ageMin}
            max={L.ageMax}
            value={values.age_max}
            onChange={set('age_max')}
            error={fieldErrors.age_max}
          />
        </div>
      </fieldset>

      <TranslationsFieldset
        kind="class"
        own={values.language}
        value={values.translations}
        onChange={(update) => setValues((v) => ({ ...v, translations: update(v.translations) }))}
        errors={fieldErrors}
      />

      <fieldset className={styles.fieldset}>
        <legend>{t('setup.where')}</legend>
        <div className={styles.choices} role="radiogroup" aria-label={t('setup.format')}>
          {(['online', 'in_person'] as const).map((format) => (
            <label key={format} className={styles.choice}>
              <input
                type="radio"
                name="format"
                value={format}
                checked={values.format === format}
                onChange={() => setValues((v) => ({ ...v, format }))}
              />
              {t(`classes:formats.${format}`)}
            </label>
          ))}
        </div>
        {online ? (
          <TextField
            label={t('setup.meeting_url')}
            hint={t('setup.meeting_url_hint')}
            type="url"
            inputMode="url"
            maxLength={L.urlMax}
            value={values.meeting_url}
            onChange={set('meeting_url')}
            error={fieldErrors.meeting_url}
          />
        ) : (
          <TextAreaField
            label={t('setup.address')}
            hint={t('setup.address_hint')}
            rows={2}
            maxLength={L.addressMax}
            value={values.address}
            onChange={set('address')}
            error={fieldErrors.address}
          />
        )}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>{t('setup.size_time')}</legend>
        <div className={styles.pair}>
          <TextField
            label={t('setup.duration')}
            type="number"
            inputMode="numeric"
            min={L.durationMin}
            max={L.durationMax}
            step={5}
            value={values.duration_minutes}
            onChange={set('duration_minutes')}
            error={fieldErrors.duration_minutes}
          />
          <TextField
            label={t('setup.capacity')}
            hint={t('setup.capacity_hint')}
            type="number"
            inputMode="numeric"
            min={minCapacity}
            max={L.capacityMax}
            value={values.capacity}
            onChange={set('capacity')}
            error={fieldErrors.capacity}
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
            value={values.price}
            onChange={set('price')}
            error={fieldErrors.price_minor}
          />
          <SelectField
            label={t('setup.currency')}
            value={values.currency}
            onChange={(currency) => currency && setValues((v) => ({ ...v, currency }))}
            options={currencies.map((code) => ({ value: code, label: currencyName(code, language) }))}
            error={fieldErrors.currency}
          />
        </div>
        <TextField
          label={t('setup.cancellation_hours')}
          hint={t('setup.cancellation_hint')}
          type="number"
          inputMode="numeric"
          min={0}
          max={L.cancellationHoursMax}
          value={values.cancellation_hours}
          onChange={set('cancellation_hours')}
          error={fieldErrors.cancellation_hours}
        />
      </fieldset>

      <CheckboxField
        label={t('setup.publish')}
        checked={values.published}
        onChange={(published) => setValues((v) => ({ ...v, published }))}
      />
      <SubmitButton busy={busy} busyLabel={item ? t('setup.saving') : t('setup.creating')}>
        {item ? t('setup.save') : t('setup.create')}
      </SubmitButton>
    </form>
  );
}

/** The cross-field rules of the API, in the person's language. */
function rulesOf(fields: Parameters<typeof classRuleProblems>[0]): Record<string, string> {
  return Object.fromEntries(Object.entries(classRuleProblems(fields)).map(([field, key]) => [field, ruleMessage(key)]));
}
