import { TUTORING_ERROR_CODES, TUTORING_MESSAGES, type TutoringMessageKey } from '@sangam/contracts';
import { ApiError } from '../../shared/api/http-client';
import type { DescribedError } from '../../shared/api/error-messages';
import { i18n } from '../../shared/i18n/i18n';

/** The key of each sentence the creator endpoints answer with: their field messages are fixed texts. */
const KEY_OF = new Map(
  (Object.entries(TUTORING_MESSAGES) as Array<[TutoringMessageKey, string]>).map(([key, text]) => [text, key]),
);

/** A rule's message in the person's language ('errors.capacity' and so on). */
export const ruleMessage = (key: TutoringMessageKey) => i18n.t(`creator:errors.${key}`);

/**
 * A failed creator call, told in the person's language: each field message of the API by its key
 * (a sentence we do not know is shown as the API wrote it in English, else the field's generic
 * message), the common cases (offline, too many attempts, server trouble), else `fallback`.
 */
export function describeCreatorError(error: unknown, fallback: 'save' | 'load' | 'action' = 'save'): DescribedError {
  if (!(error instanceof ApiError)) return { form: i18n.t(`creator:errors.${fallback}`), fields: {} };
  if (error.status === 0) return { form: i18n.t('common:api_errors.network'), fields: {} };
  if (error.status === 429) return { form: i18n.t('common:api_errors.rate_limited'), fields: {} };
  if (error.status >= 500) return { form: i18n.t('common:api_errors.server'), fields: {} };
  if (error.code === TUTORING_ERROR_CODES.notATutor) return { form: ruleMessage('notATutor'), fields: {} };
  const fields = Object.fromEntries(
    Object.entries(error.fieldErrors).map(([field, messages]) => [field, fieldMessage(messages[0] ?? '')]),
  );
  if (Object.keys(fields).length) return { form: i18n.t('creator:errors.check_fields'), fields };
  const key = KEY_OF.get(error.detail);
  if (key) return { form: ruleMessage(key), fields: {} };
  const english = i18n.resolvedLanguage === 'en';
  return { form: english && error.detail ? error.detail : i18n.t(`creator:errors.${fallback}`), fields: {} };
}

/** One of the contract's sentences by its key; one we do not know as written in English, else the generic one. */
function fieldMessage(text: string): string {
  const key = KEY_OF.get(text);
  if (key) return ruleMessage(key);
  return i18n.resolvedLanguage === 'en' && text ? text : i18n.t('creator:errors.field');
}

/** One problem a contract's schema found (a zod issue), as far as the form needs it. */
interface SchemaIssue {
  path: ReadonlyArray<PropertyKey>;
  message: string;
}

/**
 * What a contract's schema found in a body before it is sent, told at each field as the API's answer
 * to that body would be (the schemas' sentences are the API's): by the path the API would name
 * ('weekly.2.end'), the first problem of each field.
 */
export function schemaProblems(issues: ReadonlyArray<SchemaIssue>): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const issue of issues) problems[issue.path.map(String).join('.')] ??= fieldMessage(issue.message);
  return problems;
}
