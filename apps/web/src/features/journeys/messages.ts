import { JOURNEY_ERROR_CODES, JOURNEY_MESSAGES, type JourneyMessageKey } from '@sangam/contracts';
import type { DescribedError } from '../../shared/api/error-messages';
import { holdLimitMessage } from '../../shared/api/hold-limit-errors';
import { ApiError } from '../../shared/api/http-client';
import { i18n } from '../../shared/i18n/i18n';

/** The sentences of the journey endpoints a traveller can meet, each translated in travel.json `api`. */
const TRAVELLER_KEYS = [
  'journeyNotFound',
  'bookingNotFound',
  'departureNotFound',
  'departureClosed',
  'departureLeft',
  'full',
  'travellers',
  'travellersPerBooking',
  'travellerNames',
  'travellerName',
  'alreadyEnded',
  'alreadyLeft',
  'reasonTooLong',
  'name',
  'email',
  'phone',
  'message',
  'queryTooLong',
] as const satisfies readonly JourneyMessageKey[];
type TravellerKey = (typeof TRAVELLER_KEYS)[number];

/** The key of each English sentence (a 409's second sentence, "Only 3 places…", is not one of them). */
const KEY_OF = new Map<string, TravellerKey>(TRAVELLER_KEYS.map((key) => [JOURNEY_MESSAGES[key], key]));
const keyOf = (text: string): TravellerKey | undefined =>
  KEY_OF.get(text) ?? TRAVELLER_KEYS.find((key) => text.startsWith(`${JOURNEY_MESSAGES[key]} `));

const journeyMessage = (key: TravellerKey) => i18n.t(`travel:api.${key}`);

type Action = 'load' | 'book' | 'cancel' | 'checkout' | 'interest';

/** Codes that mean the departure can no longer take this booking: the page reads the journey again. */
export const isPlacesConflict = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === JOURNEY_ERROR_CODES.full ||
    error.code === JOURNEY_ERROR_CODES.departureClosed ||
    error.code === JOURNEY_ERROR_CODES.departureLeft);

/** Whether the traveller already has places on this departure (the page links to their bookings). */
export const isAlreadyBooked = (error: unknown) =>
  error instanceof ApiError && error.code === JOURNEY_ERROR_CODES.alreadyBooked;

/**
 * A failed journey call told in the traveller's language: our translation of the API's sentence
 * (found by its English text), the common cases (offline, too many, server trouble), else the action's
 * own fallback. The field messages go next to their fields.
 */
export function describeJourneyError(error: unknown, action: Action): DescribedError {
  const fallback = i18n.t(`travel:errors.${action}`);
  if (!(error instanceof ApiError)) return { form: fallback, fields: {} };
  const limit = holdLimitMessage(error);
  if (limit) return { form: limit, fields: {} };
  if (error.status === 0) return { form: i18n.t('common:api_errors.network'), fields: {} };
  if (error.status === 429) return { form: i18n.t('common:api_errors.rate_limited'), fields: {} };
  if (error.status >= 500) return { form: i18n.t('common:api_errors.server'), fields: {} };
  if (isAlreadyBooked(error)) return { form: i18n.t('travel:book.already_booked'), fields: {} };
  const english = i18n.resolvedLanguage === 'en';
  const fields = Object.fromEntries(
    Object.entries(error.fieldErrors).map(([field, messages]) => {
      const text = messages[0] ?? '';
      const key = keyOf(text);
      return [field, key ? journeyMessage(key) : english && text ? text : i18n.t('travel:errors.field')];
    }),
  );
  const key = keyOf(error.detail);
  const form = key ? journeyMessage(key) : english && error.detail ? error.detail : fallback;
  return { form, fields };
}

/** The one sentence of a failed call, for places without fields (lists, dialogs, checkout). */
export const journeyFailure = (error: unknown, action: Action) => describeJourneyError(error, action).form ?? '';
