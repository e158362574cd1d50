import { z } from './zod';
import {
  BOOKING_REVIEW_KINDS,
  BOOKING_REVIEW_LIMITS,
  BOOKING_REVIEW_MESSAGES,
  REVIEW_STATES,
} from './booking-reviews-constants';
import { displayParagraphs } from './display-text';
import { paginated } from './pagination';

/** Whether the person who booked may review the booking now (see REVIEW_STATES). */
export const reviewStateSchema = z.enum(REVIEW_STATES);

/**
 * A review of a retreat, a temple (for a pooja performed there) or a journey, with the host's one
 * reply. `booked` is what was booked: the package or the pooja (empty for a journey) and its first day.
 */
export const bookingReviewSchema = z.object({
  id: z.number(),
  kind: z.enum(BOOKING_REVIEW_KINDS),
  rating: z.number(),
  text: z.string(),
  created_at: z.string(),
  author: z.object({ username: z.string(), display_name: z.string() }),
  item: z.object({ slug: z.string(), title: z.string() }),
  booked: z.object({ name: z.string(), date: z.string() }),
  reply: z.object({ text: z.string(), created_at: z.string() }).nullable(),
});
export type BookingReview = z.infer<typeof bookingReviewSchema>;

/**
 * `GET /api/retreats|temples|journeys/{slug}/reviews/`: newest first, with the item's average
 * (null before the first review) and whether the caller answers its reviews (its host).
 */
export const itemReviewsSchema = paginated(bookingReviewSchema).extend({
  rating: z.number().nullable(),
  rating_count: z.number(),
  can_reply: z.boolean(),
});
export type ItemReviews = z.infer<typeof itemReviewsSchema>;

/** `PUT /api/booking-reviews/{id}/reply/`: the host's public answer, written or rewritten. */
export const reviewReplyRequestSchema = z.object({
  text: displayParagraphs({ message: BOOKING_REVIEW_MESSAGES.replyEmpty })
    .min(1, { message: BOOKING_REVIEW_MESSAGES.replyEmpty })
    .max(BOOKING_REVIEW_LIMITS.replyMax, { message: BOOKING_REVIEW_MESSAGES.replyTooLong }),
});
export type ReviewReplyRequest = z.input<typeof reviewReplyRequestSchema>;

export const itemReviewsParamsSchema = z.object({ slug: z.string().trim().min(1).max(100) });
export const itemReviewsQuerySchema = z.object({
  page: z.coerce.number({ message: 'Use a page number.' }).int().min(1).max(100_000).default(1),
});
