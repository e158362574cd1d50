/** Console constants without schemas, so the web app can use them without loading zod. */

export const CONSOLE_LIMITS = {
  reasonMax: 500,
  noteMax: 1000,
  documentsMax: 6,
  queryMax: 100,
} as const;

export const VIDEO_STATUSES = ['pending', 'published', 'rejected', 'unpublished'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

export const VERIFICATION_STATUSES = ['unverified', 'pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** Roles that may open the console; what each may do is decided per endpoint on the server. */
export const CONSOLE_ROLES = ['editor', 'admin'] as const;
export const isConsoleRole = (role: string | undefined): boolean => role === 'editor' || role === 'admin';

export const CONSOLE_ERROR_CODES = {
  /** A site-wide ban refuses the person's writes (403); `detail` names the reason and until when. */
  banned: 'banned',
} as const;
