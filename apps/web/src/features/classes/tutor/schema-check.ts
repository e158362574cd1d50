import { ERROR_CODES } from '@sangam/contracts';
import { ApiError } from '../../../shared/api/http-client';

/** What the forms need of a contract's zod schema (kept structural: zod is not a dependency of the app). */
interface RequestSchema {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

/**
 * A request checked in the browser by the contract's schema, the one the API checks it with. Its
 * issues come back as the API's 400 would bring them (each path joined with dots, 'weekly.3.end'),
 * so a form reads them with the same translation of the API's sentences and puts them on the same
 * fields and rows as the API's own refusal; null when the schema takes the request.
 */
export function schemaRefusal(schema: RequestSchema, body: unknown): ApiError | null {
  const result = schema.safeParse(body);
  if (result.success) return null;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'non_field_errors';
    (errors[field] ??= []).push(issue.message);
  }
  const [field, messages] = Object.entries(errors)[0]!;
  return new ApiError(400, ERROR_CODES.invalid, `Invalid request body: ${field}: ${messages[0]}`, errors);
}

/** A whole number typed in a text box, or NaN (which the schema refuses with the field's message). */
export const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
