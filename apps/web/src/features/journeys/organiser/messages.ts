import { JOURNEY_ERROR_CODES, JOURNEY_MESSAGES, type JourneyMessageKey } from '@sangam/contracts';
import type { DescribedError } from '../../../shared/api/error-messages';
import { ApiError } from '../../../shared/api/http-client';
import { i18n } from '../../../shared/i18n/i18n';

/**
 * The sentences of the organiser's endpoints, each translated in journey-organiser.json `api`. The
 * API writes fixed English texts (numbers come in a second sentence), so a text is found by its key.
 */
export const ORGANISER_KEYS = [
  'journeyNotFound',
  'bookingNotFound',
  'departureNotFound',
  'alreadyEnded',
  'alreadyLeft',
  'reasonRequired',
  'reasonTooLong',
  'alreadyPaid',
  'notPayable',
  'noRefundDue',
  'refundAlreadySent',
  'notAnOrganiser',
  'titleRequired',
  'titleTooLong',
  'summaryTooLong',
  'descriptionTooLong',
  'regionTooLong',
  'placeTooLong',
  'language',
  'duration',
  'price',
  'currency',
  'depositPercent',
  'maxTravellersPerBooking',
  'dayTitle',
  'dayDescription',
  'itineraryDays',
  'itineraryRequired',
  'listTooLong',
  'listItem',
  'photos',
  'policyDays',
  'policyPercent',
  'policyRepeated',
  'policyTooLong',
  'published',
  'date',
  'dateInPast',
  'dateRepeated',
  'capacity',
  'capacityBelowTaken',
  'dateOfBookedDeparture',
  'tooManyDepartures',
] as const satisfies readonly JourneyMessageKey[];
export type OrganiserKey = (typeof ORGANISER_KEYS)[number];

const KEY_OF = new Map<string, OrganiserKey>(ORGANISER_KEYS.map((key) => [JOURNEY_MESSAGES[key], key]));

/** The key of an API sentence, also when a second sentence follows it ("… 3 places are taken."). */
export function organiserMessageKey(text: string | undefined): OrganiserKey | undefined {
  if (!text) return undefined;
  return KEY_OF.get(text) ?? ORGANISER_KEYS.find((key) => text.startsWith(`${JOURNEY_MESSAGES[key]} `));
}

/** A rule's message in the person's language. */
export const organiserRule = (key: OrganiserKey) => i18n.t(`journey-organiser:api.${key}`);

/** A problem a form found: its rule's key, or null for a rule we have no words for (the field's own message). */
export type FormProblem = OrganiserKey | null;

/** A problem's message in the person's language. */
export const problemText = (key: FormProblem) => (key ? organiserRule(key) : i18n.t('journey-organiser:errors.field'));

/**
 * A contract schema's issues as a form's problems. The schemas write the API's sentences, so each
 * is found by its key as the API's answers are; `toFormPath` moves the issue's path ('itinerary.1.title')
 * to where the form shows it. `add` keeps the first problem of each path.
 */
export function addIssues(
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>,
  toFormPath: (path: string) => string,
  add: (path: string, problem: FormProblem) => void,
) {
  for (const issue of issues)
    add(toFormPath(issue.path.map(String).join('.')), organiserMessageKey(issue.message) ?? null);
}

/** The places a 409 about a departure's capacity says are taken ("… 3 places are taken."), or null. */
export function placesTakenIn(detail: string): number | null {
  const match = / (\d+) (?:place is|places are) taken\.$/.exec(detail);
  return match ? Number(match[1]) : null;
}

/**
 * A failed call of the organiser's area, told in the person's language: each field message of the
 * API by its key (one we do not know is shown as the API wrote it to English readers, else the
 * field's generic message), the common cases (offline, too many attempts, server trouble), the API's
 * sentence by its key, else `fallback`. Field keys stay as the API wrote them ('departures.1.capacity').
 */
export function describeOrganiserError(error: unknown, fallback: 'save' | 'load' | 'action' = 'save'): DescribedError {
  const generic = i18n.t(`journey-organiser:errors.${fallback}`);
  if (!(error instanceof ApiError)) return { form: generic, fields: {} };
  if (error.status === 0) return { form: i18n.t('common:api_errors.network'), fields: {} };
  if (error.status === 429) return { form: i18n.t('common:api_errors.rate_limited'), fields: {} };
  if (error.status >= 500) return { form: i18n.t('common:api_errors.server'), fields: {} };
  if (error.code === JOURNEY_ERROR_CODES.notAnOrganiser) return { form: organiserRule('notAnOrganiser'), fields: {} };
  const english = i18n.resolvedLanguage === 'en';
  const fields = Object.fromEntries(
    Object.entries(error.fieldErrors).map(([field, messages]) => {
      const text = messages[0] ?? '';
      const key = organiserMessageKey(text);
      return [field, key ? organiserRule(key) : english && text ? text : i18n.t('journey-organiser:errors.field')];
    }),
  );
  if (Object.keys(fields).length) {
    const key = organiserMessageKey(error.detail);
    // A 409 names its rule in the sentence itself; a 400 of several fields asks to look below.
    const form = error.status === 409 && key ? organiserRule(key) : i18n.t('journey-organiser:errors.check_fields');
    return { form, fields };
  }
  const key = organiserMessageKey(error.detail);
  if (key) return { form: organiserRule(key), fields: {} };
  return { form: english && error.detail ? error.detail : generic, fields: {} };
}
