import { describeApiError } from '../../shared/api/error-messages';

/**
 * One sentence for a failed console action shown as a toast: the API's sentence for the whole
 * action, else its first message about a field, else the common fallback.
 */
export function actionFailed(error: unknown): string {
  const described = describeApiError(error);
  return described.form ?? Object.values(described.fields)[0] ?? describeApiError(null).form!;
}
