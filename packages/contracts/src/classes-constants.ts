import { REFUND_SENT_MESSAGES } from './payment-marking-constants';
/** Classes and bookings constants without schemas, so the web app can use them without loading zod. */

export const CLASS_CATEGORIES = [
  'yoga',
  'sanskrit',
  'gita-study',
  'bhajan-music',
  'meditation',
  'kids',
  'ayurveda',
  'vedic-chanting',
] as const;
export type ClassCategory = (typeof CLASS_CATEGORIES)[number];

export const CLASS_LEVELS = ['beginner', 'intermediate', 'advanced', 'all'] as const;
export type ClassLevel = (typeof CLASS_LEVELS)[number];

export const CLASS_FORMATS = ['online', 'in_person'] as const;
export type ClassFormat = (typeof CLASS_FORMATS)[number];

/**
 * Parts of the day for the explore filter, as local hours [from, to) in the visitor's zone: a class
 * matches when one of its times in the coming two weeks starts within the part.
 */
export const DAY_PART_NAMES = ['morning', 'afternoon', 'evening'] as const;
export type DayPart = (typeof DAY_PART_NAMES)[number];
export const DAY_PARTS: Record<DayPart, readonly [from: number, to: number]> = {
  morning: [5, 12],
  afternoon: [12, 17],
  evening: [17, 24],
};

/** How far ahead the day and time filter looks for a class's times. */
export const DAY_FILTER_LOOKAHEAD_DAYS = 14;

/** The bounds of the class list's number filters: a learner's age, and a highest price (minor units). */
export const CLASS_FILTER_LIMITS = { ageMin: 1, ageMax: 120, priceMax: 100_000_000 } as const;
export const CLASS_FILTER_MESSAGES = {
  priceCurrency:
    'Give the currency of the highest price too, such as currency=INR: prices in different currencies do not compare.',
} as const;
/** Paths under classes/ that are not a class: a new class never takes them as its slug. */
export const RESERVED_CLASS_SLUGS = ['currencies'] as const;

export const BOOKING_STATUSES = ['held', 'confirmed', 'cancelled', 'expired', 'attended'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_LIMITS = {
  /** A seat is held this long at checkout, then released unless paid. */
  holdMinutes: 10,
  /** The widest range of days one slots request may ask for. */
  slotRangeMaxDays: 62,
  idempotencyKeyMax: 80,
  cancelReasonMax: 500,
  proposalNoteMax: 500,
} as const;

export const BOOKING_MESSAGES = {
  classNotFound: 'Class not found.',
  bookingNotFound: 'Booking not found.',
  slotTaken: 'This time is no longer free. Please choose another time.',
  notAnOpenSlot: 'This class is not open at that time. Please choose one of the times shown.',
  rangeTooWide: `Ask for at most ${62} days at a time.`,
  rangeOrder: 'The end date must come after the start date.',
  tooLateToCancel: 'This booking can no longer be cancelled: the cancellation window has passed.',
  notYours: 'This booking belongs to someone else.',
  alreadyEnded: 'This booking is already cancelled or over.',
  alreadyBooked: 'You have already booked this class at this time.',
  ...REFUND_SENT_MESSAGES,
  proposalTime: 'Choose a date and a time.',
  proposalInPast: 'Choose a time in the future.',
  proposalWholeMinute: 'Choose a time on a whole minute.',
  proposalSameTime: 'The booking is already at this time.',
  proposalNotFree: 'You are not free at that time: another sitting of yours is then, or the class is full.',
  noProposal: 'There is no new time waiting for your answer.',
  /** The reason a booking's learner declined the tutor's new time is stored with (the web shows it in its words). */
  declinedProposal: 'Declined the new time the tutor proposed.',
} as const;

export const BOOKING_ERROR_CODES = {
  slotTaken: 'slot_taken',
  notAnOpenSlot: 'not_an_open_slot',
  tooLateToCancel: 'too_late_to_cancel',
  alreadyBooked: 'already_booked',
  refundAlreadySent: 'refund_already_sent',
  alreadyEnded: 'already_ended',
  proposalNotFree: 'not_free',
  noProposal: 'no_proposal',
} as const;

/** A learner rates (1–5 stars) and reviews a class once, after attending it; tutors' pages list them. */
export const REVIEW_LIMITS = {
  ratingMin: 1,
  ratingMax: 5,
  textMax: 2000,
  pageSize: 10,
} as const;

export const REVIEW_MESSAGES = {
  rating: 'Choose a rating from 1 to 5 stars.',
  textTooLong: `Write at most ${2000} characters.`,
  notAttended: 'You can review a class once you have attended it.',
  alreadyReviewed: 'You have already reviewed this class.',
  tutorNotFound: 'Tutor not found.',
} as const;

export const REVIEW_ERROR_CODES = {
  notAttended: 'not_attended',
  alreadyReviewed: 'already_reviewed',
} as const;

/** Who takes a booking's money: the tutor directly (the default, or a free class) or Stripe Checkout. */
export const PAYMENT_PROVIDERS = ['direct', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_MESSAGES = {
  holdEnded: 'The time to pay for this seat has ended. Please book again.',
  alreadyPaid: 'This booking is already marked paid.',
  notPayable: 'Only a booking that is waiting for payment, confirmed or attended can be marked paid.',
  providerUnavailable: 'The payment service is not answering. Please try again in a moment.',
  /** The reason kept on a booking paid after its seat was released and given to someone else. */
  refundDue: 'Paid after the hold ended, when the seat was no longer free: a refund is due.',
  notUnpaid: 'Only a confirmed booking that is still unpaid, to be paid to you directly, can be released.',
  noDeadline: 'You have set no deadline to pay, so an unpaid booking cannot be released.',
  /** The reason kept on a booking its host released unpaid after their deadline; the person reads it. */
  releasedUnpaid: 'Not paid by the deadline',
} as const;

/**
 * The reasons the app itself writes on a booking it cancels, stored in English like a person's own:
 * each is shown in the reader's language by its key (the web's `common:cancel_reasons`, the mails'
 * `cancel_reason_<key>`), where a person's words are shown as written.
 */
export const APP_CANCEL_REASONS: Readonly<Record<string, 'released_unpaid' | 'refund_due'>> = {
  [PAYMENT_MESSAGES.releasedUnpaid]: 'released_unpaid',
  [PAYMENT_MESSAGES.refundDue]: 'refund_due',
};

/** The deadline of an unpaid booking has not passed yet: the detail names the day and time (UTC). */
export const deadlineNotPassedMessage = (payBy: string) =>
  `The deadline to pay has not passed yet: it is ${payBy.slice(0, 16).replace('T', ' ')} UTC.`;

export const PAYMENT_ERROR_CODES = {
  holdEnded: 'hold_ended',
  alreadyPaid: 'already_paid',
  providerUnavailable: 'payment_provider_unavailable',
  notUnpaid: 'not_unpaid',
  deadlineNotPassed: 'deadline_not_passed',
} as const;
