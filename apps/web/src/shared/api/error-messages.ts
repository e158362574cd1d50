import { i18n } from '../i18n/i18n';
import { ApiError } from './http-client';

export interface DescribedError {
  /** The sentence for the whole form. */
  form: string | null;
  /** A sentence per field, from the API's field messages. */
  fields: Record<string, string>;
}

/**
 * What to tell a person about a failed call, in their language: a feature's own codes first
 * (`known`: code → [field or null, sentence]), then the common cases (offline, too many attempts,
 * server trouble); the API's field messages fill the fields the form did not check itself.
 */
export function describeApiError(
  error: unknown,
  known: Record<string, [field: string | null, message: string]> = {},
): DescribedError {
  const t = (key: 'generic' | 'network' | 'rate_limited' | 'server') => i18n.t(`common:api_errors.${key}`);
  if (!(error instanceof ApiError)) return { form: t('generic'), fields: {} };
  const mapped = known[error.code];
  if (mapped) {
    const [field, message] = mapped;
    return field ? { form: null, fields: { [field]: message } } : { form: message, fields: {} };
  }
  if (error.status === 0) return { form: t('network'), fields: {} };
  if (error.status === 429) return { form: t('rate_limited'), fields: {} };
  if (error.status >= 500) return { form: t('server'), fields: {} };
  const fields = Object.fromEntries(
    Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages[0] ?? '']),
  );
  return { form: Object.keys(fields).length ? null : error.detail || t('generic'), fields };
}
