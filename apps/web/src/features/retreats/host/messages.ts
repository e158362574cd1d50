import { RETREAT_HOST_ERROR_CODES, RETREAT_HOST_MESSAGES, type RetreatHostMessageKey } from '@sangam/contracts';
import type { DescribedError } from '../../../shared/api/error-messages';
import { ApiError } from '../../../shared/api/http-client';
import { i18n } from '../../../shared/i18n/i18n';

/** The key of each sentence the host endpoints answer with: their messages are fixed English texts. */
const KEY_OF = new Map(
  (Object.entries(RETREAT_HOST_MESSAGES) as Array<[RetreatHostMessageKey, string]>).map(([key, text]) => [text, key]),
);

/** A rule's key, or 'field' for a sentence that is none of the host area's ("Please check this field."). */
export type HostProblemKey = RetreatHostMessageKey | 'field';

/** A rule's message in the person's language ('errors.departureOverlap' and so on). */
const hostRule = (key: HostProblemKey) => i18n.t(`retreat-host:errors.${key}`);

/** Problems found before sending, each as its message in the person's language. */
export const hostMessages = (problems: Record<string, HostProblemKey>) =>
  Object.fromEntries(Object.entries(problems).map(([path, key]) => [path, hostRule(key)]));

/** The key of an API sentence, when it is one of the host area's. */
export const hostMessageKey = (text: string | undefined) => (text ? KEY_OF.get(text) : undefined);

/**
 * The problems a contract schema found, by the form's key of each field: the schemas' messages are
 * the API's English sentences, so each is known by its key as the API's answer would be; the first
 * problem of a field wins. `formKey` turns an issue's path (['departures', 1, 'start']) into the
 * form's key for it.
 */
export function schemaProblems(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
  formKey: (path: string) => string,
): Record<string, HostProblemKey> {
  const problems: Record<string, HostProblemKey> = {};
  for (const issue of issues)
    problems[formKey(issue.path.map(String).join('.'))] ??= hostMessageKey(issue.message) ?? 'field';
  return problems;
}

/**
 * A failed call of the host area, told in the person's language: each field message of the API by
 * its key (a sentence we do not know is shown as the API wrote it in English, else the field's
 * generic message), the common cases (offline, too many attempts, server trouble), the API's
 * sentence by its key, else `fallback`. Field keys stay as the API wrote them ('departures.1.start').
 */
export function describeHostError(error: unknown, fallback: 'save' | 'load' | 'action' = 'save'): DescribedError {
  if (!(error instanceof ApiError)) return { form: i18n.t(`retreat-host:errors.${fallback}`), fields: {} };
  if (error.status === 0) return { form: i18n.t('common:api_errors.network'), fields: {} };
  if (error.status === 429) return { form: i18n.t('common:api_errors.rate_limited'), fields: {} };
  if (error.status >= 500) return { form: i18n.t('common:api_errors.server'), fields: {} };
  if (error.code === RETREAT_HOST_ERROR_CODES.notARetreatRep) return { form: hostRule('notARetreatRep'), fields: {} };
  const english = i18n.resolvedLanguage === 'en';
  const fields = Object.fromEntries(
    Object.entries(error.fieldErrors).map(([field, messages]) => {
      const text = messages[0] ?? '';
      const key = hostMessageKey(text);
      return [field, key ? hostRule(key) : english && text ? text : i18n.t('retreat-host:errors.field')];
    }),
  );
  if (Object.keys(fields).length) return { form: i18n.t('retreat-host:errors.check_fields'), fields };
  const key = hostMessageKey(error.detail);
  if (key) return { form: hostRule(key), fields: {} };
  return { form: english && error.detail ? error.detail : i18n.t(`retreat-host:errors.${fallback}`), fields: {} };
}

export interface NightTaken {
  night: string;
  guests: number;
}

/**
 * The nights a 409 about a package's capacity names for `name` ('Dorm: 2026-03-01 (3 guests),
 * 2026-03-02 (2 guests); Twin: …'): the API writes each night as a calendar date with its guests,
 * so the page can say them in the person's language.
 */
export function nightsNamedFor(detail: string, name: string): NightTaken[] {
  const start = detail.indexOf(`${name}: `);
  if (start < 0) return [];
  const night = /(\d{4}-\d{2}-\d{2}) \((\d+) guests?\)(, )?/y;
  night.lastIndex = start + name.length + 2;
  const found: NightTaken[] = [];
  for (let match = night.exec(detail); match; match = match[3] ? night.exec(detail) : null)
    found.push({ night: match[1]!, guests: Number(match[2]) });
  return found;
}

/** The guests a 409 about nights names for one package's night ('Dorm, 2026-03-01 (3 guests)'). */
export function guestsNamedFor(detail: string, name: string, night: string): number | null {
  const at = detail.indexOf(`${name}, ${night} (`);
  if (at < 0) return null;
  const match = /^\((\d+) guests?\)/.exec(detail.slice(at + name.length + night.length + 3));
  return match ? Number(match[1]) : null;
}

export interface BookedStay {
  start: string;
  end: string;
  bookings: number;
}

/** The booked stays a 409 about new dates names ('Booked: 2026-03-01 to 2026-03-08 (2 bookings), …'). */
export function staysNamed(detail: string): BookedStay[] {
  return [...detail.matchAll(/(\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2}) \((\d+) bookings?\)/g)].map((m) => ({
    start: m[1]!,
    end: m[2]!,
    bookings: Number(m[3]),
  }));
}
