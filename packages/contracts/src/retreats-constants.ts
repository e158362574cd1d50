/** Retreats constants without schemas, so the web app can use them without loading zod. */

export const RETREAT_TYPES = ['yoga', 'ayurveda', 'meditation', 'pilgrimage', 'wellness'] as const;
export type RetreatType = (typeof RETREAT_TYPES)[number];

/** 'fixed': the guest picks one of the departures; 'flexible': any stay inside the window. */
export const RETREAT_DATE_MODES = ['fixed', 'flexible'] as const;
export type RetreatDateMode = (typeof RETREAT_DATE_MODES)[number];

export const RETREAT_BOOKING_STATUSES = ['held', 'confirmed', 'cancelled', 'expired', 'completed'] as const;
export type RetreatBookingStatus = (typeof RETREAT_BOOKING_STATUSES)[number];

export const RETREAT_SORTS = ['soonest', 'price_asc', 'price_desc', 'newest'] as const;
export type RetreatSort = (typeof RETREAT_SORTS)[number];

export const RETREAT_LIMITS = {
  /** A stay is held this long at checkout, then released unless paid (as for classes). */
  holdMinutes: 10,
  /** The widest range of nights one availability request may ask for. */
  availabilityRangeMaxDays: 92,
  guestsMax: 50,
  /**
   * The most guests one booking brings unless the host allows more or fewer (fair limits, issue 24):
   * a family or a small group, not every room held by one account.
   */
  guestsPerBookingDefault: 10,
  noteMax: 1000,
  inquiryMax: 2000,
  idempotencyKeyMax: 80,
  cancelReasonMax: 500,
  queryMax: 100,
  pageSize: 12,
} as const;

export const RETREAT_MESSAGES = {
  retreatNotFound: 'Retreat not found.',
  bookingNotFound: 'Booking not found.',
  packageNotFound: 'This package is not offered by this retreat.',
  notADeparture: 'This retreat runs on fixed dates: choose one of its departures.',
  outsideWindow: 'Choose dates inside the period this retreat is open for.',
  tooFewNights: (min: number) => `Stay at least ${min} ${min === 1 ? 'night' : 'nights'}.`,
  tooManyNights: (max: number) => `Stay at most ${max} ${max === 1 ? 'night' : 'nights'}.`,
  inThePast: 'Choose dates that have not begun yet.',
  dateOrder: 'The day of leaving must come after the first night.',
  rangeOrder: 'The end date must come after the start date.',
  rangeTooWide: `Ask for at most ${92} days at a time.`,
  priceOrder: 'The lowest price must not be above the highest.',
  nightsOrder: 'The fewest nights must not be more than the most.',
  full: 'There is no room left for this stay. Please choose other dates, another package or fewer guests.',
  nightFull: (night: string, left: number) =>
    left <= 0
      ? `The night of ${night} is fully booked for this package. Please choose other dates or another package.`
      : `Only ${left} ${left === 1 ? 'place is' : 'places are'} left on the night of ${night} for this package.`,
  nightClosed: (night: string) =>
    `The host has closed the night of ${night} for this package. Please choose other dates.`,
  alreadyEnded: 'This booking is already cancelled or over.',
  alreadyStarted: 'This stay has already begun and can no longer be cancelled here. Please write to the host.',
  inquiryEmpty: 'Write your question to the host.',
  tooExpensive: 'This stay costs more than can be booked online. Please write to the host.',
  hostCancelsElsewhere: 'Hosts cancel a guest’s stay from Retreat Bookings in their own area.',
  alreadyBooked: 'You have already booked a stay at this retreat on these dates. You will find it in My Bookings.',
  /** Followed by "At most N." */
  guestsPerBooking: 'This retreat takes fewer guests in one booking. Please book the others separately.',
} as const;

export const RETREAT_ERROR_CODES = {
  full: 'retreat_full',
  notADeparture: 'not_a_departure',
  outsideWindow: 'outside_window',
  alreadyBooked: 'already_booked',
} as const;
