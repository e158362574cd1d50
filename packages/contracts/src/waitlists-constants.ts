/**
 * Waitlists of full sittings, stays, pooja days and departures (issue 24). When places come back
 * (a cancellation, a hold that ran out, a larger capacity) they are offered, in the same
 * transaction, to the first person waiting whose seats fit: as a held booking that lapses with the
 * offer, when the next in line is offered it.
 */
export const WAITLIST_KINDS = ['class', 'retreat', 'pooja', 'journey'] as const;
export type WaitlistKind = (typeof WAITLIST_KINDS)[number];

export const WAITLIST_LIMITS = {
  /** How long an offer is held: two hours, or 30 minutes when the start is within a day. */
  offerMinutes: 120,
  offerMinutesSoon: 30,
  soonHours: 24,
  /** Entries one person may be waiting on at once, of every kind together. */
  entriesPerPerson: 10,
} as const;

/** Where an entry stands: waiting, offered a held booking, took it, or the offer lapsed / was left. */
export const WAITLIST_STATES = ['waiting', 'offered', 'taken', 'lapsed', 'left'] as const;
export type WaitlistState = (typeof WAITLIST_STATES)[number];

export const WAITLIST_ERROR_CODES = {
  notFull: 'places_open',
  alreadyWaiting: 'already_waiting',
  alreadyBooked: 'already_booked',
  tooManyEntries: 'too_many_waitlists',
  kindNotWaitlisted: 'kind_not_waitlisted',
} as const;

export const WAITLIST_MESSAGES = {
  kind: 'Choose what to wait for: class, retreat, pooja or journey.',
  kindNotWaitlisted: 'This kind of booking has no waitlist yet.',
  target: 'Say what you wait for.',
  seats: 'Wait for 1 to 50 places.',
  targetNotFound: 'Nothing to wait for was found there.',
  notFull: 'There are places open: book them instead of waiting.',
  alreadyWaiting: 'You are already on this waitlist.',
  alreadyBooked: 'You have already booked this.',
  tooManyEntries: `You are already waiting for ${WAITLIST_LIMITS.entriesPerPerson} things. Leave a waitlist before joining another.`,
  entryNotFound: 'Waitlist entry not found.',
} as const;
