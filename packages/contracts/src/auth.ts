import { z } from './zod';
import { ACCOUNT_LIMITS, CREATOR_TYPES, isTimeZone, USER_ROLES, USERNAME_PATTERN } from './account-constants';
import { displayLine } from './display-text';
import { LANGUAGES } from './languages';
import { contentLanguagesSchema } from './reader-languages';

/** An IANA time zone this platform knows ("Asia/Kolkata"). */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine((zone) => isTimeZone(zone), { message: 'Choose a valid time zone.' });

const trimmed = (schema: z.ZodType<string>) => z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), schema);

export const usernameSchema = trimmed(
  z
    .string({ message: 'Enter a username.' })
    .min(ACCOUNT_LIMITS.usernameMin, { message: `Use at least ${ACCOUNT_LIMITS.usernameMin} characters.` })
    .max(ACCOUNT_LIMITS.usernameMax, { message: `Use at most ${ACCOUNT_LIMITS.usernameMax} characters.` })
    .regex(USERNAME_PATTERN, {
      message: 'Use only English letters (a–z), digits (0–9), dots (.) and underscores (_).',
    }),
);
export const emailSchema = trimmed(
  z
    .string({ message: 'Enter an email address.' })
    .max(ACCOUNT_LIMITS.emailMax, { message: 'This email address is too long.' })
    .pipe(z.email({ message: 'Enter a valid email address.' })),
);
export const passwordSchema = z
  .string({ message: 'Enter a password.' })
  .min(ACCOUNT_LIMITS.passwordMin, { message: `Use at least ${ACCOUNT_LIMITS.passwordMin} characters.` })
  .max(ACCOUNT_LIMITS.passwordMax, { message: `Use at most ${ACCOUNT_LIMITS.passwordMax} characters.` });

/** The proof-of-work answer of the bot check, when it is on (see GET auth/challenge/). */
export const botCheckField = z.string().max(2000).optional();

export const registerRequestSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  creator_type: z.enum(CREATOR_TYPES, { message: 'Choose tutor, mentor or retreat_rep.' }).optional(),
  preferred_language: z.enum(LANGUAGES).optional(),
  bot_check: botCheckField,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** `email` may hold the email address or the username; `username` is accepted too. */
export const loginRequestSchema = z
  .object({
    email: z.string().trim().max(ACCOUNT_LIMITS.emailMax).optional(),
    username: z.string().trim().max(ACCOUNT_LIMITS.emailMax).optional(),
    password: z
      .string({ message: 'Enter your password.' })
      .min(1, { message: 'Enter your password.' })
      .max(ACCOUNT_LIMITS.passwordMax),
    /** Needed only after many wrong passwords for the account (answer `bot_check_required`). */
    bot_check: botCheckField,
  })
  .refine((v) => Boolean(v.email || v.username), { message: 'Enter your email or username.', path: ['email'] });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const refreshRequestSchema = z.object({
  refresh: z.string({ message: 'Send the refresh token.' }).min(1).max(200),
});
export const logoutRequestSchema = z.object({ refresh: z.string().max(200).optional() });

export const passwordResetRequestSchema = z.object({ email: emailSchema, bot_check: botCheckField });
export const passwordResetConfirmSchema = z.object({
  token: z.string({ message: 'The reset link is incomplete.' }).min(10).max(200),
  password: passwordSchema,
});
export const verifyEmailRequestSchema = z.object({
  code: z
    .string({ message: 'Enter the 6-digit code.' })
    .trim()
    .regex(/^\d{6}$/, { message: 'Enter the 6-digit code.' }),
});

export const updateMeRequestSchema = z.object({
  display_name: displayLine().max(ACCOUNT_LIMITS.displayNameMax).optional(),
  preferred_language: z.enum(LANGUAGES, { message: 'Choose one of the 10 languages.' }).optional(),
  content_languages: contentLanguagesSchema.optional(),
  time_zone: timeZoneSchema.optional(),
  city: displayLine().max(ACCOUNT_LIMITS.cityMax).optional(),
});
export const changePasswordRequestSchema = z.object({
  current_password: z
    .string({ message: 'Enter your current password.' })
    .min(1, { message: 'Enter your current password.' })
    .max(ACCOUNT_LIMITS.passwordMax),
  new_password: passwordSchema,
});
export const deleteAccountRequestSchema = z.object({
  password: z
    .string({ message: 'Enter your password to confirm.' })
    .min(1, { message: 'Enter your password to confirm.' })
    .max(ACCOUNT_LIMITS.passwordMax),
});

export const userSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  creator_type: z.enum(CREATOR_TYPES).nullable(),
  display_name: z.string(),
  preferred_language: z.string(),
  /** The languages whose items lists show first, in order; empty: the interface language. */
  content_languages: z.array(z.string()),
  time_zone: z.string(),
  city: z.string(),
  karma: z.number(),
  email_verified: z.boolean(),
  date_joined: z.string(),
});
export type User = z.infer<typeof userSchema>;

const creatorBlockSchema = z.object({ headline: z.string(), bio: z.string() });
/** GET creators/profile/ (spec section 7): user, profile, type, and one block per creator type. */
export const creatorProfileSchema = z.object({
  user: userSchema,
  profile: creatorBlockSchema,
  type: z.enum(CREATOR_TYPES),
  creator_type: z.enum(CREATOR_TYPES),
  tutor: creatorBlockSchema.nullable(),
  retreat_rep: creatorBlockSchema.nullable(),
  mentor: creatorBlockSchema.nullable(),
});
export type CreatorProfile = z.infer<typeof creatorProfileSchema>;

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export const loginResponseSchema = tokenPairSchema.extend({
  user: userSchema,
  creator_profile: creatorProfileSchema.nullable(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const messageSchema = z.object({ detail: z.string() });

export const botChallengeSchema = z.object({
  enabled: z.boolean(),
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  salt: z.string(),
  signature: z.string(),
  maxnumber: z.number(),
});
export type BotChallenge = z.infer<typeof botChallengeSchema>;
