/**
 * The fair limits every kind of booking keeps (classes, retreats, poojas, journeys): who may hold a
 * paid place and how many at once. Without schemas, so the web app reads the same numbers and codes.
 */

export const HOLD_LIMITS = {
  /**
   * Unpaid (held) bookings one person may have of one item at once: a pooja for three of a family,
   * three sittings of a class. Each is paid at its own checkout, so a fourth waits for one to be paid.
   */
  openHoldsPerItem: 3,
  /** Unpaid (held) bookings one person may have at once, of every kind together. */
  openHoldsPerPerson: 5,
  /** New bookings one person may start in an hour, of every kind together (apps/api lib/rate-limiter). */
  bookingsPerHour: 20,
} as const;

export const HOLD_ERROR_CODES = {
  /** A paid place is held only for a confirmed email address (403). */
  emailNotVerified: 'email_not_verified',
  /** Too many unpaid bookings at once, of this item or of all (409). */
  tooManyHolds: 'too_many_holds',
} as const;

export const HOLD_MESSAGES = {
  emailNotVerified:
    'Confirm your email address first: paid places are held only for a confirmed address. Enter the code we sent you, or ask for a new one.',
  tooManyHoldsHere: `You already have ${HOLD_LIMITS.openHoldsPerItem} unpaid bookings of this. Pay for or cancel one before starting another.`,
  tooManyHolds: `You already have ${HOLD_LIMITS.openHoldsPerPerson} unpaid bookings. Pay for or cancel one before starting another.`,
} as const;
