import {
  LANGUAGES,
  createClassRequestSchema,
  type ClassFormat,
  type CreateClassRequest,
  type CreatorClass,
  type UpdateClassRequest,
} from '@sangam/contracts';
import { i18n } from '../../../shared/i18n/i18n';
import {
  readTranslations,
  translationsFieldErrors,
  type TranslationsValue,
  translationsValue,
  withoutTranslationsFields,
} from '../../../shared/ui/translations-fieldset';
import { describeCreatorError, minorToText, textToMinor } from '../../creator';
import { schemaRefusal, wholeNumber } from './schema-check';

/** The class form as typed: numbers are text until sent. */
export type ClassValues = {
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

/** A class body as the form sends it: every field, for a new class and for an edit. */
export type ClassBody = CreateClassRequest & Pick<UpdateClassRequest, 'translations'>;

export function initialClassValues(item: CreatorClass | null, language: string): ClassValues {
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
    price: minorToText(item.price_minor, item.currency),
    currency: item.currency,
    cancellation_hours: String(item.cancellation_hours),
    published: item.published,
    translations: translationsValue('class', item.translations, item.language),
  };
}

/** The request the form sends: a new class's and an edit's alike (an edit sends every field). */
export function classRequest(values: ClassValues): ClassBody {
  const translations = readTranslations('class', values.translations);
  return {
    ...(translations ? { translations } : {}),
    title: values.title.trim(),
    description: values.description.trim(),
    category: values.category as CreateClassRequest['category'],
    language: values.language as CreateClassRequest['language'],
    level: values.level as CreateClassRequest['level'],
    age_min: wholeNumber(values.age_min),
    age_max: wholeNumber(values.age_max),
    format: values.format,
    meeting_url: values.meeting_url.trim(),
    address: values.address.trim(),
    duration_minutes: wholeNumber(values.duration_minutes),
    capacity: wholeNumber(values.capacity),
    // Empty is free; text that is no amount is NaN, which the schema refuses with the price's message.
    price_minor: textToMinor(values.price.trim() || '0', values.currency) ?? Number.NaN,
    currency: values.currency,
    cancellation_hours: wholeNumber(values.cancellation_hours),
    published: values.published,
  };
}

/** A refusal (the API's, or the schema's before sending) with those about translations where their fieldset shows them. */
export function describeClassError(error: unknown) {
  const described = describeCreatorError(error);
  return {
    ...described,
    fields: { ...withoutTranslationsFields(described.fields), ...translationsFieldErrors(error, 'class') },
  };
}

/**
 * The problems of a class before it is sent, in the person's language, by field: what the contract's
 * schema refuses (the API's own rules), and the seats learners already hold in a coming sitting,
 * which only the class as loaded knows (`minCapacity`).
 */
export function classFormProblems(body: ClassBody, minCapacity: number): Record<string, string> {
  const refusal = schemaRefusal(createClassRequestSchema, body);
  const problems = refusal ? describeClassError(refusal).fields : {};
  if (!problems.capacity && body.capacity < minCapacity)
    problems.capacity = i18n.t('creator:setup.min_capacity', { count: minCapacity });
  return problems;
}
