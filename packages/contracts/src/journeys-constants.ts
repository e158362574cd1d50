import { CAPACITY_LIMITS, PRICE_MESSAGES, refundPolicyLimits } from './bookable-item-constants';
import { MARKED_TWICE_ERROR_CODES, REFUND_SENT_MESSAGES } from './payment-marking-constants';
import { tooLongMessages } from './length-messages';
/**
 * Travel journeys (pilgrimages with dated departures) and their bookings: limits and messages without
 * schemas, so the web app checks the same rules and translates the API's messages by their key.
 */

export const JOURNEY_BOOKING_STATUSES = ['held', 'confirmed', 'cancelled', 'expired', 'completed'] as const;
export type JourneyBookingStatus = (typeof JOURNEY_BOOKING_STATUSES)[number];

/** Who cancelled a booking: the traveller (refund by the policy) or the organiser (the whole deposit back). */
export const JOURNEY_CANCELLED_BY = ['traveller', 'organiser'] as const;
export type JourneyCancelledBy = (typeof JOURNEY_CANCELLED_BY)[number];

export const JOURNEY_LIMITS = {
  /** Places are held this long at checkout, then released unless the deposit is paid (as for classes). */
  holdMinutes: 10,
  travellersMin: 1,
  travellersMax: 20,
  /**
   * The most travellers one booking takes unless the organiser allows more or fewer (fair limits,
   * issue 24): a family or a small group, not a whole coach held by one account.
   */
  travellersPerBookingDefault: 10,
  nameMax: 100,
  emailMax: 254,
  phoneMax: 30,
  messageMax: 2000,
  idempotencyKeyMin: 8,
  idempotencyKeyMax: 80,
  cancelReasonMax: 500,
  queryMax: 100,
  pageSize: 12,
  pageSizeMax: 50,
  titleMax: 140,
  summaryMax: 300,
  descriptionMax: 8000,
  regionMax: 120,
  placeMax: 120,
  dayTitleMax: 140,
  dayDescriptionMax: 2000,
  /** Inclusions, exclusions: items per list and characters per item. */
  listItemsMax: 30,
  listItemMax: 200,
  photosMax: 20,
  urlMax: 500,
  durationMin: 1,
  durationMax: 90,
  /** The highest price per traveller, in minor units (ten lakh rupees in paise): times 20 travellers it still fits a 32-bit total. */
  priceMax: 100_000_000,
  ...CAPACITY_LIMITS,
  departuresMax: 60,
  ...refundPolicyLimits(10),
} as const;

const L = JOURNEY_LIMITS;

/**
 * Every sentence the journey endpoints answer with, in English. Each is a fixed text (numbers come
 * in a second sentence where needed), so the web app finds the key of a message and translates it.
 */
export const JOURNEY_MESSAGES = {
  journeyNotFound: 'Journey not found.',
  bookingNotFound: 'Booking not found.',
  departureNotFound: 'This departure is not one of this journey’s. Please choose one of the dates shown.',
  departureClosed: 'This departure is closed to new bookings. Please choose another date.',
  departureLeft: 'This departure has already left. Please choose a later date.',
  full: 'There are not enough places left on this departure. Please choose another date or fewer travellers.',
  alreadyBooked: 'You have already booked this departure. You will find it in My Bookings.',
  travellers: `Choose ${L.travellersMin} to ${L.travellersMax} travellers.`,
  /** Followed by "At most N." */
  travellersPerBooking: 'This journey takes fewer travellers in one booking. Please book the others separately.',
  maxTravellersPerBooking: `Allow ${L.travellersMin} to ${L.travellersMax} travellers in one booking.`,
  travellerNames: 'Give the name of each traveller, one per traveller.',
  travellerName: `Write each traveller’s name in at most ${L.nameMax} characters.`,
  idempotencyKey: 'Send an idempotency key with each booking attempt.',
  alreadyEnded: 'This booking is already cancelled or over.',
  alreadyLeft: 'This journey has already left and can no longer be cancelled here. Please write to the organiser.',
  reasonRequired: 'Tell the traveller why.',
  reasonTooLong: `Use at most ${L.cancelReasonMax} characters.`,
  alreadyPaid: 'The deposit of this booking is already marked paid.',
  notPayable: 'Only a booking that is held or confirmed can be marked paid.',
  ...REFUND_SENT_MESSAGES,
  name: `Write your name in at most ${L.nameMax} characters.`,
  email: 'Please enter a valid email.',
  phone: `Write a phone number in at most ${L.phoneMax} characters.`,
  message: `Write at most ${L.messageMax} characters.`,
  interestThanks: 'Thank you! We have passed your interest to the organiser, who will write to you.',
  notAnOrganiser:
    'Only journey organisers have this area. Register as a retreat representative to organise journeys here.',
  titleRequired: 'Give the journey a title.',
  ...tooLongMessages({
    title: L.titleMax,
    summary: L.summaryMax,
    description: L.descriptionMax,
    region: L.regionMax,
    place: L.placeMax,
  }),
  language: 'Choose languages from the list.',
  duration: `Use ${L.durationMin} to ${L.durationMax} days.`,
  ...PRICE_MESSAGES,
  depositPercent: 'Use a deposit of 0 to 100 percent.',
  dayTitle: `Give each day a title of at most ${L.dayTitleMax} characters.`,
  dayDescription: `Describe each day in at most ${L.dayDescriptionMax} characters.`,
  itineraryDays: 'Number the itinerary days 1, 2, 3… in order, one entry for each day of the journey.',
  itineraryRequired: 'A published journey needs its day-by-day itinerary.',
  listTooLong: `Add at most ${L.listItemsMax} items.`,
  listItem: `Write each item in at most ${L.listItemMax} characters.`,
  photos: `Add at most ${L.photosMax} photos, each a web address starting with https:// or http://.`,
  policyDays: `Use 0 to ${L.policyDaysMax} days before departure.`,
  policyPercent: 'Use a refund of 0 to 100 percent.',
  policyRepeated: 'Each number of days may appear once in the cancellation policy.',
  policyTooLong: `Use at most ${L.policyStepsMax} steps.`,
  published: 'Use true or false.',
  date: 'Use a date such as 2026-03-29.',
  dateInPast: 'Choose a departure date after today.',
  dateRepeated: 'This journey already departs on this date.',
  capacity: `Use ${L.capacityMin} to ${L.capacityMax} places.`,
  capacityBelowTaken: 'Travellers have already taken more places than this on this departure.',
  dateOfBookedDeparture:
    'Travellers have booked this departure, so its date cannot change. Close it and add another date instead.',
  tooManyDepartures: `Add at most ${L.departuresMax} departures.`,
  priceRange: 'The lowest price must not be above the highest.',
  durationRange: 'The fewest days must not be more than the most.',
  month: 'Use a month such as 2026-03.',
  queryTooLong: `Search for at most ${L.queryMax} characters.`,
} as const;
export type JourneyMessageKey = keyof typeof JOURNEY_MESSAGES;

export const JOURNEY_ERROR_CODES = {
  full: 'journey_full',
  departureClosed: 'departure_closed',
  departureLeft: 'departure_left',
  alreadyLeft: 'journey_already_left',
  notAnOrganiser: 'not_an_organiser',
  capacityBelowTaken: 'capacity_below_taken',
  dateOfBookedDeparture: 'booked_departure_date',
  ...MARKED_TWICE_ERROR_CODES,
  alreadyBooked: 'already_booked',
} as const;

/** "Only 3 places are left on this departure." — the second sentence of a 409 when it is not empty. */
export const placesLeftSentence = (left: number) =>
  left <= 0
    ? 'This departure is full.'
    : `Only ${left} ${left === 1 ? 'place is' : 'places are'} left on this departure.`;

/** The last day of a journey of `days` days leaving on `startDate` ('YYYY-MM-DD'). */
export function journeyEndDate(startDate: string, days: number): string {
  return new Date(Date.parse(`${startDate}T00:00:00Z`) + (days - 1) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The problems of an itinerary against the journey's length: each entry's index with its message
 * key. Days are numbered 1..duration in order, one entry per day; an unpublished journey may leave
 * the itinerary empty while it is being written.
 */
export function itineraryProblems(
  itinerary: ReadonlyArray<{ day?: unknown }>,
  durationDays: number,
  published: boolean,
): Array<{ index: number | null; key: 'itineraryDays' | 'itineraryRequired' }> {
  if (itinerary.length === 0) return published ? [{ index: null, key: 'itineraryRequired' }] : [];
  const problems: Array<{ index: number | null; key: 'itineraryDays' | 'itineraryRequired' }> = [];
  itinerary.forEach((entry, index) => {
    if (entry?.day !== index + 1) problems.push({ index, key: 'itineraryDays' });
  });
  if (problems.length === 0 && itinerary.length !== durationDays) problems.push({ index: null, key: 'itineraryDays' });
  return problems;
}
