import { ACCOUNT_LIMITS, USERNAME_PATTERN } from '@sangam/contracts';

/** Keys of auth:validation, for the checks made before anything is sent. */
export type ValidationKey =
  | 'required'
  | 'email'
  | 'username_length'
  | 'username_chars'
  | 'password_length'
  | 'passwords_differ'
  | 'consent'
  | 'code';

// The same rules as the API's schemas (packages/contracts), so a form rarely needs the server to object.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(value: string): ValidationKey | null {
  if (!value.trim()) return 'required';
  return EMAIL.test(value.trim()) ? null : 'email';
}

export function checkUsername(value: string): ValidationKey | null {
  const v = value.trim();
  if (!v) return 'required';
  if (v.length < ACCOUNT_LIMITS.usernameMin || v.length > ACCOUNT_LIMITS.usernameMax) return 'username_length';
  return USERNAME_PATTERN.test(v) ? null : 'username_chars';
}

export function checkNewPassword(value: string): ValidationKey | null {
  if (!value) return 'required';
  return value.length < ACCOUNT_LIMITS.passwordMin ? 'password_length' : null;
}

export const checkRequired = (value: string): ValidationKey | null => (value.trim() ? null : 'required');

export const checkCode = (value: string): ValidationKey | null => (/^\d{6}$/.test(value.trim()) ? null : 'code');

/** The fields that have a problem, with its sentence (auth:validation.*) in the reader's language. */
export function problems(
  checks: Record<string, ValidationKey | null>,
  translate: (key: `validation.${ValidationKey}`) => string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(checks).flatMap(([field, key]) => (key ? [[field, translate(`validation.${key}`)]] : [])),
  );
}
