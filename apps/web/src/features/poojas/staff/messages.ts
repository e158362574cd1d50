import { ERROR_CODES, POOJA_ERROR_CODES, POOJA_MESSAGES } from '@sangam/contracts';
import type { DescribedError } from '../../../shared/api/error-messages';
import { ApiError } from '../../../shared/api/http-client';
import { i18n } from '../../../shared/i18n/i18n';
import { translationsFieldErrors } from '../../../shared/ui/translations-fieldset';

/**
 * The sentences of the temple staff's endpoints, by their key in temple-staff:rules. The API writes
 * each as a fixed English sentence, so the sentence finds its translation; the forms check with the
 * contract's schemas, whose sentences are the same, so a rule reads the same whether the page or the
 * API found it.
 */
const STAFF_MESSAGE_KEYS = [
  'templeNotFound',
  'poojaNotFound',
  'bookingNotFound',
  'notStaff',
  'notBooked',
  'notActive',
  'notYetDay',
  'performFirst',
  'noPrasadAsked',
  'alreadyInStatus',
  'alreadyPaid',
  'notPayable',
  'noRefundDue',
  'refundAlreadySent',
  'recordingUrl',
  'limitBelowBooked',
  'name',
  'offering',
  'offeringName',
  'position',
  'max60',
  'max100',
  'max120',
  'max140',
  'max300',
  'max4000',
  'price',
  'currency',
  'dailyLimit',
  'noticeDays',
  'published',
  'tooManyOfferings',
  'offeringIdRepeated',
  'clock',
  'closesAfterOpens',
  'tooManyTimings',
  'tooManyAartis',
  'tooManyVideos',
  'youtubeId',
  'label',
] as const satisfies ReadonlyArray<keyof typeof POOJA_MESSAGES>;
export type StaffMessageKey = (typeof STAFF_MESSAGE_KEYS)[number];

const KEY_OF = new Map<string, StaffMessageKey>(STAFF_MESSAGE_KEYS.map((key) => [POOJA_MESSAGES[key] as string, key]));

/** A rule's sentence in the staff member's language. */
const staffRule = (key: StaffMessageKey) => i18n.t(`temple-staff:rules.${key}`);

/** The key of an API sentence, when it is one of the temple staff's. */
export function staffMessageKey(text: string | undefined): StaffMessageKey | undefined {
  if (!text) return undefined;
  // The 409 about the daily limit adds the fullest day's count after the sentence.
  if (text.startsWith(POOJA_MESSAGES.limitBelowBooked)) return 'limitBelowBooked';
  return KEY_OF.get(text);
}

/** The devotees booked on the fullest coming day, as the 409 about the daily limit names them. */
export function fullestDay(detail: string): number | null {
  const match = /The fullest has (\d+) booked\./.exec(detail);
  return match ? Number(match[1]) : null;
}

type Fallback = 'save' | 'load' | 'action';

/** A sentence of the API in the person's language: ours by its key, else English to English readers only. */
function sentence(text: string | undefined, fallback: string): string {
  const key = staffMessageKey(text);
  if (key) return staffRule(key);
  return i18n.resolvedLanguage === 'en' && text ? text : fallback;
}

/**
 * A failed call of the temple staff's area, told in the person's language: each field message of
 * the API by its key (field keys stay as the API wrote them: 'timings.1.closes'), the common cases
 * (offline, too many attempts, server trouble), the daily limit below a coming day's bookings with
 * that day's count, the API's sentence by its key, else `fallback`.
 */
export function describeStaffError(error: unknown, fallback: Fallback = 'save'): DescribedError {
  const generic = i18n.t(`temple-staff:errors.${fallback}`);
  if (!(error instanceof ApiError)) return { form: generic, fields: {} };
  if (error.status === 0) return { form: i18n.t('common:api_errors.network'), fields: {} };
  if (error.status === 429) return { form: i18n.t('common:api_errors.rate_limited'), fields: {} };
  if (error.status >= 500) return { form: i18n.t('common:api_errors.server'), fields: {} };
  if (error.code === POOJA_ERROR_CODES.notStaff) return { form: staffRule('notStaff'), fields: {} };
  if (error.code === POOJA_ERROR_CODES.limitBelowBooked) {
    const count = fullestDay(error.detail);
    const text =
      count === null ? staffRule('limitBelowBooked') : i18n.t('temple-staff:errors.limit_below_booked', { count });
    return { form: i18n.t('temple-staff:errors.check_fields'), fields: { daily_limit: text } };
  }
  const field = i18n.t('temple-staff:errors.field');
  const fields = Object.fromEntries(
    Object.entries(error.fieldErrors).map(([name, messages]) => [name, sentence(messages[0], field)]),
  );
  if (Object.keys(fields).length) return { form: i18n.t('temple-staff:errors.check_fields'), fields };
  if (error.status === 404 && !staffMessageKey(error.detail))
    return { form: i18n.t('temple-staff:errors.not_found'), fields: {} };
  return { form: sentence(error.detail, generic), fields: {} };
}

/** A rule a form of the area shows: the API's by its key, an amount not written as one, or a field to check. */
export type FormRule = StaffMessageKey | 'amount' | 'field';

/** A form's rule in the person's language. */
export const formRuleText = (rule: FormRule) =>
  rule === 'amount' || rule === 'field' ? i18n.t(`temple-staff:errors.${rule}`) : staffRule(rule);

/** What a form's own check found, with the texts in other languages the schema refused (by the API's paths). */
export interface FormRefusals {
  errors: Record<string, FormRule>;
  translations: Record<string, string[]>;
}

/**
 * A form's refusals in the person's language, by the form's keys: the same words as when the API
 * refuses the body, the texts in other languages worded as the translations fieldset words the API's.
 */
export function describeRefusals(reading: FormRefusals, kind: 'pooja' | 'temple'): Record<string, string> {
  return {
    ...Object.fromEntries(Object.entries(reading.errors).map(([key, rule]) => [key, formRuleText(rule)])),
    ...translationsFieldErrors(new ApiError(400, ERROR_CODES.invalid, '', reading.translations), kind),
  };
}
