/**
 * Verified reviews of retreats, poojas and journeys (issue 24): only the person who booked, once per
 * booking, after the stay ended, the pooja was performed or the journey came home, within 90 days;
 * one public reply by the host. Classes keep their own reviews of tutors (REVIEW_LIMITS), whose
 * rating, text and page size these share.
 */
export const BOOKING_REVIEW_KINDS = ['retreat', 'pooja', 'journey'] as const;
export type BookingReviewKind = (typeof BOOKING_REVIEW_KINDS)[number];

export const BOOKING_REVIEW_LIMITS = {
  /** Days after the booking ended in which it may be reviewed. */
  windowDays: 90,
  replyMax: 2000,
} as const;

/**
 * Whether a booking's person may review it now: `none` while it has not ended (or never will, being
 * cancelled), `open` within the window, `reviewed` once done, `closed` after the window.
 */
export const REVIEW_STATES = ['none', 'open', 'reviewed', 'closed'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const BOOKING_REVIEW_MESSAGES = {
  notEnded: {
    retreat: 'You can review your stay once it has ended.',
    pooja: 'You can review the pooja once the temple has performed it.',
    journey: 'You can review the journey once it has ended.',
  },
  windowClosed: `Reviews are open for ${BOOKING_REVIEW_LIMITS.windowDays} days after a booking ends.`,
  alreadyReviewed: 'You have already reviewed this booking.',
  bookingNotFound: 'Booking not found.',
  reviewNotFound: 'Review not found.',
  itemNotFound: {
    retreat: 'Retreat not found.',
    pooja: 'Temple not found.',
    journey: 'Journey not found.',
  },
  notHost: 'Only the host of what was reviewed may reply to it.',
  replyEmpty: 'Write your reply.',
  replyTooLong: `Write at most ${BOOKING_REVIEW_LIMITS.replyMax} characters.`,
} as const;

export const BOOKING_REVIEW_ERROR_CODES = {
  notEnded: 'not_ended',
  windowClosed: 'review_window_closed',
  alreadyReviewed: 'already_reviewed',
} as const;
