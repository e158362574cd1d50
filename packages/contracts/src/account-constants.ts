/** Account constants without schemas, so the web app can use them without loading zod. */

/** Limits of account fields, shared by the API's validation and the forms. */
export const ACCOUNT_LIMITS = {
  usernameMin: 3,
  usernameMax: 30,
  passwordMin: 8,
  passwordMax: 128,
  displayNameMax: 80,
  cityMax: 120,
  emailMax: 254,
  verificationCodeLength: 6,
} as const;

export const USERNAME_PATTERN = /^[a-zA-Z0-9_.]+$/;
export const CREATOR_TYPES = ['tutor', 'retreat_rep', 'mentor'] as const;
export type CreatorType = (typeof CREATOR_TYPES)[number];
export const USER_ROLES = ['user', 'creator', 'editor', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The header a guest sends instead of a bearer token (spec section 6). */
export const GUEST_HEADER = 'x-guest-uuid';

/**
 * The browser renders its pages itself (decision 017): set by the app while it keeps a session (it
 * holds no secret), as a signed-in person's pages depend on who they are and the server renders as
 * a guest. The browser tests of the browser's own first render set it too.
 */
export const BROWSER_RENDER_COOKIE = 'sangam_browser_render';

/** Machine codes of account errors; the web app shows a translated sentence for each. */
export const AUTH_ERROR_CODES = {
  invalidCredentials: 'invalid_credentials',
  usernameTaken: 'username_taken',
  emailTaken: 'email_taken',
  tokenNotValid: 'token_not_valid',
  invalidCode: 'invalid_code',
  codeExpired: 'code_expired',
  resetLinkInvalid: 'reset_link_invalid',
  wrongPassword: 'wrong_password',
  botCheckFailed: 'bot_check_failed',
  /** Many wrong passwords for this account lately: the login must carry a solved bot check. */
  botCheckRequired: 'bot_check_required',
  alreadyVerified: 'already_verified',
  /** 429: the reset links one address may get in an hour were sent; Retry-After says when to ask again. */
  tooManyResetLinks: 'too_many_reset_links',
} as const;

/** An IANA time zone the runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
