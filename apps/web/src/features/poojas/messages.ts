import { POOJA_ERROR_CODES, POOJA_MESSAGES } from '@sangam/contracts';
import { holdLimitMessage } from '../../shared/api/hold-limit-errors';
import { ApiError } from '../../shared/api/http-client';
import type { DescribedError } from '../../shared/api/error-messages';
import { i18n } from '../../shared/i18n/i18n';

/**
 * The sentences of the pooja endpoints a devotee can meet, by their key in poojas:errors.fields. The
 * API writes each as a fixed English sentence, so the sentence finds its translation.
 */
const DEVOTEE_MESSAGE_KEYS = [
  'day',
  'tooFar',
  'devoteeName',
  'devoteeNameTooLong',
  'gotra',
  'nakshatra',
  'sankalp',
  'offering',
  'offeringsRepeated',
  'prasadNotOffered',
  'prasadAddressRequired',
  'addressName',
  'addressLine',
  'addressCity',
  'addressCountry',
  'postalCode',
  'phone',
  'addressTooLong',
  'tooLateToCancel',
  'notCancellable',
] as const satisfies ReadonlyArray<keyof typeof POOJA_MESSAGES>;
export type DevoteeMessageKey = (typeof DEVOTEE_MESSAGE_KEYS)[number];

const KEY_OF = new Map<string, DevoteeMessageKey>(DEVOTEE_MESSAGE_KEYS.map((key) => [POOJA_MESSAGES[key], key]));

/** A rule's sentence in the devotee's language. */
export const poojaRule = (key: DevoteeMessageKey) => i18n.t(`poojas:errors.fields.${key}`);

type Action = 'load' | 'book' | 'cancel' | 'checkout';

/** The codes that refuse the day chosen: the devotee chooses another. */
export const DAY_CODES: string[] = [POOJA_ERROR_CODES.dayFull, POOJA_ERROR_CODES.tooSoon, POOJA_ERROR_CODES.tooFar];

/** Whether the devotee has this pooja on this day in this name already (the form links to it). */
export const isAlreadyBooked = (error: unknown) =>
  error instanceof ApiError && error.code === POOJA_ERROR_CODES.alreadyBooked;

/** The sentence for a refused day or cancellation, by the API's code; null for others. */
function known(error: ApiError): string | null {
  const limit = holdLimitMessage(error);
  if (limit) return limit;
  if (error.code === POOJA_ERROR_CODES.dayFull) return i18n.t('poojas:errors.day_full');
  if (error.code === POOJA_ERROR_CODES.alreadyBooked) return i18n.t('poojas:errors.already_booked');
  if (error.code === POOJA_ERROR_CODES.tooSoon) return i18n.t('poojas:errors.too_soon');
  if (error.code === POOJA_ERROR_CODES.tooFar) return poojaRule('tooFar');
  if (error.code === POOJA_ERROR_CODES.tooLateToCancel) return poojaRule('tooLateToCancel');
  if (error.status === 0) return i18n.t('common:api_errors.network');
  if (error.status === 429) return i18n.t('common:api_errors.rate_limited');
  if (error.status >= 500) return i18n.t('common:api_errors.server');
  const key = KEY_OF.get(error.detail);
  return key ? poojaRule(key) : null;
}

/** What a failed call tells the devotee: our sentence for what we know, else the action's own. */
export function poojaFailure(error: unknown, action: Action): string {
  if (error instanceof ApiError) {
    const sentence = known(error);
    if (sentence) return sentence;
    if (error.status === 404) return i18n.t('poojas:errors.not_found');
    // A sentence of the API's we do not know is shown in English only.
    if (i18n.resolvedLanguage === 'en' && error.detail) return error.detail;
  }
  return i18n.t(`poojas:errors.${action}`);
}

/**
 * A refused booking, told next to its fields: each field message of the API in the devotee's
 * language (an unknown one in English only, else a general one), or a sentence for the whole form.
 */
export function describeBookingError(error: unknown): DescribedError {
  // A refused day (full, too soon, too far) is said once, for the whole form, where the devotee looks.
  const refused = error instanceof ApiError && DAY_CODES.includes(error.code);
  if (!(error instanceof ApiError) || refused || Object.keys(error.fieldErrors).length === 0)
    return { form: poojaFailure(error, 'book'), fields: {} };
  const english = i18n.resolvedLanguage === 'en';
  const fields = Object.fromEntries(
    Object.entries(error.fieldErrors).map(([field, messages]) => {
      const text = messages[0] ?? '';
      const key = KEY_OF.get(text);
      return [field, key ? poojaRule(key) : english && text ? text : i18n.t('poojas:errors.field')];
    }),
  );
  return { form: i18n.t('poojas:errors.check_fields'), fields };
}
