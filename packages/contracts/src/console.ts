import { z } from './zod';
import { CREATOR_TYPES, isTimeZone, USER_ROLES } from './account-constants';
import { CONSOLE_LIMITS, VERIFICATION_STATUSES, VIDEO_STATUSES } from './console-constants';
import { displayLine, displayParagraphs } from './display-text';
import { LANGUAGES } from './languages';
import { pageQuerySchema } from './pagination';
import { storedTranslationsSchema, translationsRequestSchema } from './translations';
import { createVideoRequestSchema, videoFieldSchemas, videoSchema } from './videos';

/**
 * The operator's console (`/{lang}/admin`, issue 20): the API under /api/admin/. Editors keep the
 * video library and verify creators and temples; administrators do that and everything else
 * (people, bans, roles, the audit log, insights).
 */

const id = z.coerce.number().int().min(1).max(2_147_483_647);
export const consoleIdParamsSchema = z.object({ id });

const reason = displayParagraphs({ message: 'Write the reason the person will read.' })
  .min(1, { message: 'Write the reason the person will read.' })
  .max(CONSOLE_LIMITS.reasonMax, { message: `Use at most ${CONSOLE_LIMITS.reasonMax} characters.` });
export const consoleReasonRequestSchema = z.object({ reason });

const query = z.string().trim().max(CONSOLE_LIMITS.queryMax).optional();
const personRef = z.object({ id: z.number(), username: z.string(), display_name: z.string() });
export type ConsolePersonRef = z.infer<typeof personRef>;

// ---- Videos --------------------------------------------------------------------------------------

/** A video as editors see it: the public fields, its state in review and who added it. */
export const consoleVideoSchema = videoSchema.extend({
  status: z.enum(VIDEO_STATUSES),
  /** Why it was rejected: the creator sees this sentence. */
  review_note: z.string(),
  /** Place within its category: 1 comes first; 0 means by date after the placed ones. */
  position: z.number().int(),
  added_by: personRef.nullable(),
  reviewed_at: z.string().nullable(),
});
export type ConsoleVideo = z.infer<typeof consoleVideoSchema>;

export const consoleVideoListQuerySchema = pageQuerySchema.extend({
  status: z.enum(VIDEO_STATUSES).optional(),
  category: z.string().trim().max(80).optional(),
  q: query,
});

/** POST /api/admin/videos/: an editor adds a video, published at once. */
export const consoleCreateVideoRequestSchema = createVideoRequestSchema;
/** PATCH /api/admin/videos/{id}/: any of the fields; those left out keep their value. */
export const consoleUpdateVideoRequestSchema = z
  .object(videoFieldSchemas)
  .partial()
  .extend({ position: z.number().int().min(0).max(10_000).optional() });
export type ConsoleUpdateVideoRequest = z.input<typeof consoleUpdateVideoRequestSchema>;

/** PUT /api/admin/categories/{slug}/order/: the category's placed videos, first to last. */
export const consoleCategoryOrderRequestSchema = z.object({
  video_ids: z.array(id).max(200, { message: 'Place at most 200 videos.' }),
});

// ---- The vocabulary: tags and categories named in every language (issue 21) ---------------------

/** A tag as editors keep it: its original name, its names per language, and how many videos carry it. */
export const consoleTagSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  translations: storedTranslationsSchema,
  videos: z.number().int(),
});
export type ConsoleTag = z.infer<typeof consoleTagSchema>;

/** GET /api/admin/tags/: the vocabulary, by name; `q` finds a tag by any of its names. */
export const consoleTagListQuerySchema = pageQuerySchema.extend({ q: query });

/** PATCH /api/admin/tags/{slug}/: a language given replaces its name, `null` removes it. */
export const consoleTagUpdateRequestSchema = z.object({
  translations: translationsRequestSchema('tag'),
});
export type ConsoleTagUpdateRequest = z.input<typeof consoleTagUpdateRequestSchema>;

export const consoleSlugParamsSchema = z.object({ slug: z.string().max(80) });

/** A video category as editors keep it: its English name (the original) and its names per language. */
export const consoleCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  translations: storedTranslationsSchema,
});
export type ConsoleCategory = z.infer<typeof consoleCategorySchema>;

/** PATCH /api/admin/categories/{slug}/: its English name, its names in other languages, or both. */
export const consoleCategoryUpdateRequestSchema = z.object({
  name: displayLine({ message: 'Enter the category’s name.' })
    .min(1, { message: 'Enter the category’s name.' })
    .max(60, { message: 'Use at most 60 characters.' })
    .optional(),
  translations: translationsRequestSchema('category').optional(),
});
export type ConsoleCategoryUpdateRequest = z.input<typeof consoleCategoryUpdateRequestSchema>;

/** A creator's own submissions: GET /api/creators/me/videos/. */
export const mySubmittedVideoSchema = consoleVideoSchema.omit({ added_by: true, position: true });

// ---- Creators and their verification -------------------------------------------------------------

/** POST /api/creators/me/verification/: documents are uploaded photos (identity, a temple's registration). */
export const verificationRequestSchema = z.object({
  documents: z
    .array(z.string().uuid({ message: 'Upload the document again.' }))
    .min(1, { message: 'Add a photo of at least one document.' })
    .max(CONSOLE_LIMITS.documentsMax, { message: `Add at most ${CONSOLE_LIMITS.documentsMax} documents.` }),
  note: displayParagraphs().max(CONSOLE_LIMITS.noteMax).default(''),
});
export type VerificationRequest = z.input<typeof verificationRequestSchema>;

/** GET /api/creators/me/verification/ */
export const verificationStateSchema = z.object({
  status: z.enum(VERIFICATION_STATUSES),
  /** Why it was refused, for the creator to read. */
  reason: z.string(),
  requested_at: z.string().nullable(),
  verified_at: z.string().nullable(),
});
export type VerificationState = z.infer<typeof verificationStateSchema>;

export const consoleCreatorSchema = z.object({
  user: personRef,
  email: z.string(),
  creator_type: z.enum(CREATOR_TYPES),
  headline: z.string(),
  verification: verificationStateSchema,
  note: z.string(),
  /** Photo ids; each is shown at /media/photos/{id}-{width}.webp to console roles. */
  documents: z.array(z.string()),
  joined: z.string(),
});
export type ConsoleCreator = z.infer<typeof consoleCreatorSchema>;

export const consoleCreatorListQuerySchema = pageQuerySchema.extend({
  status: z.enum(VERIFICATION_STATUSES).optional(),
  q: query,
});

// ---- Temples -------------------------------------------------------------------------------------

/** POST /api/admin/temples/: a temple and the staff account that keeps it (a creator's username). */
export const consoleCreateTempleRequestSchema = z.object({
  name: displayLine().min(1, { message: 'Enter the temple’s name.' }).max(140),
  deity: displayLine().min(1, { message: 'Enter the deity.' }).max(80),
  place: displayLine().min(1, { message: 'Enter the town or city.' }).max(120),
  region: displayLine().max(120).default(''),
  country: displayLine().min(1).max(60).default('India'),
  time_zone: z
    .string()
    .trim()
    .max(64)
    .refine(isTimeZone, { message: 'Use a time zone such as Asia/Kolkata.' })
    .default('Asia/Kolkata'),
  content_language: z.enum(LANGUAGES, { message: 'Choose one of the site’s languages.' }).default('en'),
  staff: z.string().trim().min(1, { message: 'Name the staff account.' }).max(30),
});
/** PATCH /api/admin/temples/{id}/: assign another staff account, publish or hide. */
export const consoleUpdateTempleRequestSchema = z.object({
  staff: z.string().trim().min(1).max(30).optional(),
  published: z.boolean().optional(),
});
export const consoleTempleListQuerySchema = pageQuerySchema.extend({ q: query });
export const consoleTempleSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  place: z.string(),
  published: z.boolean(),
  staff: personRef,
  staff_verified: z.boolean(),
  pooja_count: z.number(),
});
export type ConsoleTemple = z.infer<typeof consoleTempleSchema>;

// ---- People, bans and roles ----------------------------------------------------------------------

export const consolePersonListQuerySchema = pageQuerySchema.extend({ q: query });
export const consolePersonSchema = personRef.extend({
  email: z.string(),
  role: z.enum(USER_ROLES),
  creator_type: z.enum(CREATOR_TYPES).nullable(),
  joined: z.string(),
  banned: z.boolean(),
});
export type ConsolePerson = z.infer<typeof consolePersonSchema>;

export const consoleBanSchema = z.object({
  reason: z.string(),
  by: personRef.nullable(),
  created_at: z.string(),
  /** null: until lifted. */
  until: z.string().nullable(),
});

/** GET /api/admin/people/{id}/: a person's page. */
export const consolePersonDetailSchema = consolePersonSchema.extend({
  karma: z.number(),
  email_verified: z.boolean(),
  ban: consoleBanSchema.nullable(),
  posts: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      community: z.string(),
      created_at: z.string(),
      is_removed: z.boolean(),
    }),
  ),
  comments: z.array(
    z.object({
      id: z.number(),
      post: z.number(),
      excerpt: z.string(),
      created_at: z.string(),
      is_removed: z.boolean(),
    }),
  ),
  /** Bookings of every kind, newest first. */
  bookings: z.array(
    z.object({ kind: z.string(), id: z.number(), title: z.string(), status: z.string(), created_at: z.string() }),
  ),
  /** Open sessions (refresh-token families not ended). */
  sessions: z.array(z.object({ started_at: z.string(), last_used_at: z.string(), user_agent: z.string() })),
});
export type ConsolePersonDetail = z.infer<typeof consolePersonDetailSchema>;

/** POST /api/admin/people/{id}/ban/: a site-wide ban; days empty means until lifted. */
export const consoleBanRequestSchema = z.object({
  reason,
  days: z.number().int().min(1).max(3650).nullable().default(null),
});
/** PATCH /api/admin/people/{id}/: an administrator changes a role. */
export const consoleRoleRequestSchema = z.object({ role: z.enum(USER_ROLES) });

// ---- Audit ---------------------------------------------------------------------------------------

export const auditEntrySchema = z.object({
  id: z.number(),
  actor: personRef.nullable(),
  /** 'video.publish', 'creator.verify', 'person.ban', … */
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListQuerySchema = pageQuerySchema.extend({
  action: z.string().trim().max(40).optional(),
  actor: z.string().trim().max(30).optional(),
});

// ---- Deliveries that gave up ----------------------------------------------------------------------

/**
 * An outbox row (a mail, a push, a refund through Stripe…) given up after its last attempt, as an
 * administrator sees it in `GET /api/admin/deliveries/`; `POST /api/admin/deliveries/{id}/retry/`
 * puts it back in line. A refund names its booking and amount, so the operator knows who waits.
 */
export const failedDeliverySchema = z.object({
  id: z.number(),
  /** What the row is: 'mail', 'push', 'stripe-refund', 'class_booking_mail', … */
  topic: z.string(),
  attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  /** Null once it is put back in line. */
  failed_at: z.string().nullable(),
  refund: z
    .object({
      kind: z.string(),
      booking_id: z.number(),
      amount_minor: z.number(),
      currency: z.string(),
    })
    .nullable(),
});
export type FailedDelivery = z.infer<typeof failedDeliverySchema>;
