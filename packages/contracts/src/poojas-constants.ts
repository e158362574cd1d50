import { PRICE_MESSAGES } from './bookable-item-constants';
import { MARKED_TWICE_ERROR_CODES, REFUND_SENT_MESSAGES } from './payment-marking-constants';
/**
 * Temples, poojas and darshan: limits, codes and messages without schemas, so the web app checks the
 * same rules and translates the API's field messages (each message is a fixed English sentence).
 */

/**
 * The 27 nakshatras, as codes (the same codes as @sangam/panchang's NAKSHATRAS, in their order, so
 * one translation serves the panchang and the booking form).
 */
export const NAKSHATRAS = [
  'ashwini',
  'bharani',
  'krittika',
  'rohini',
  'mrigashira',
  'ardra',
  'punarvasu',
  'pushya',
  'ashlesha',
  'magha',
  'purva-phalguni',
  'uttara-phalguni',
  'hasta',
  'chitra',
  'swati',
  'vishakha',
  'anuradha',
  'jyeshtha',
  'mula',
  'purva-ashadha',
  'uttara-ashadha',
  'shravana',
  'dhanishta',
  'shatabhisha',
  'purva-bhadrapada',
  'uttara-bhadrapada',
  'revati',
] as const;
export type Nakshatra = (typeof NAKSHATRAS)[number];

/** held (at checkout) → booked → performed → prasad_sent (only when prasad was asked); or cancelled / expired. */
export const POOJA_BOOKING_STATUSES = ['held', 'booked', 'performed', 'prasad_sent', 'cancelled', 'expired'] as const;
export type PoojaBookingStatus = (typeof POOJA_BOOKING_STATUSES)[number];

/** The statuses temple staff set (`creators/pooja-bookings/{id}/status/`). */
export const POOJA_STAFF_STATUSES = ['performed', 'prasad_sent'] as const;
export type PoojaStaffStatus = (typeof POOJA_STAFF_STATUSES)[number];

/** Orders of the pooja list: the temples' own order, by price either way, by name. */
export const POOJA_SORTS = ['featured', 'price_asc', 'price_desc', 'name'] as const;
export type PoojaSort = (typeof POOJA_SORTS)[number];

export const POOJA_LIMITS = {
  /** A pooja is held this long at checkout, then its place goes back unless paid (as for classes). */
  holdMinutes: 10,
  /** How far ahead a pooja may be booked, in days from the temple's today. */
  horizonDays: 90,
  /** The widest range of days one `days/` request may ask for. */
  daysRangeMax: 62,
  /** The bookable days a pooja's page shows. */
  nextDaysShown: 7,
  devoteeNameMax: 100,
  gotraMax: 60,
  sankalpMax: 1000,
  offeringsMax: 30,
  idempotencyKeyMin: 8,
  idempotencyKeyMax: 80,
  cancelReasonMax: 500,
  /** Days before the pooja's day a devotee may still cancel (the temple prepares the day before). */
  cancelDaysBefore: 1,
  addressLineMax: 200,
  addressPartMax: 100,
  queryMax: 100,
  pageSize: 12,
  /** Temple staff's edits. */
  nameMax: 140,
  purposeMax: 300,
  descriptionMax: 4000,
  offeringNameMax: 100,
  priceMax: 100_000_000,
  dailyLimitMin: 1,
  dailyLimitMax: 1000,
  noticeDaysMax: 60,
  timingsMax: 12,
  aartisMax: 12,
  videosMax: 12,
  labelMax: 60,
  videoTitleMax: 120,
  urlMax: 300,
} as const;

const L = POOJA_LIMITS;

/** Every sentence the pooja endpoints answer with, in English (the web app translates by key). */
export const POOJA_MESSAGES = {
  templeNotFound: 'Temple not found.',
  poojaNotFound: 'Pooja not found.',
  bookingNotFound: 'Booking not found.',
  notStaff: 'Only temple staff have this area. Temples are looked after from a creator account.',
  day: 'Use a date such as 2026-03-29.',
  rangeOrder: 'The end date must come after the start date.',
  rangeTooWide: `Ask for at most ${L.daysRangeMax} days at a time.`,
  tooSoon: (days: number) =>
    days === 0
      ? 'Choose today or a later day.'
      : `The temple needs ${days} ${days === 1 ? 'day' : 'days'} to prepare: choose a later day.`,
  tooFar: `Poojas can be booked up to ${L.horizonDays} days ahead: choose an earlier day.`,
  dayFull: (day: string) =>
    `The temple performs no more of this pooja on ${day}: every place is taken. Please choose another day.`,
  alreadyBooked: 'You have already booked this pooja on this day in this name. You will find it in My Bookings.',
  devoteeName: 'Write the name the pooja is performed in.',
  devoteeNameTooLong: `Use at most ${L.devoteeNameMax} characters.`,
  gotra: `Use at most ${L.gotraMax} characters.`,
  nakshatra: 'Choose one of the 27 nakshatras.',
  sankalp: `Write at most ${L.sankalpMax} characters.`,
  offering: 'Choose offerings this pooja has.',
  offeringsRepeated: 'Choose each offering once.',
  prasad: 'Use true or false.',
  prasadNotOffered: 'This temple does not post prasad for this pooja.',
  prasadAddressRequired: 'Give the address the prasad is posted to.',
  addressName: 'Write the name of the person receiving the prasad.',
  addressLine: 'Write the house and street.',
  addressCity: 'Write the town or city.',
  addressState: 'Write the state or region.',
  addressCountry: 'Write the country.',
  postalCode: 'Use the postal code of the address: six digits in India (PIN code).',
  phone: 'Use a phone number with 10 digits in India, or the country code and number (+44 20 7946 0000).',
  addressTooLong: `Use at most ${L.addressLineMax} characters.`,
  idempotencyKey: 'Send an idempotency key with each booking attempt.',
  tooLateToCancel: 'This pooja can no longer be cancelled: cancel at least a day before.',
  notCancellable: 'This booking is already performed, cancelled or over.',
  notBooked: 'This pooja is not booked yet: it can be marked once it is paid and booked.',
  notActive: 'This booking was cancelled, or its time to pay ran out.',
  notYetDay: 'A pooja can be marked performed on its day or after.',
  performFirst: 'Mark the pooja performed before sending its prasad.',
  noPrasadAsked: 'The devotee did not ask for prasad to be posted.',
  alreadyInStatus: 'The booking is already in this state: send a recording link to add one.',
  alreadyPaid: 'This booking is already marked paid.',
  notPayable: 'Only a held or booked pooja that costs something can be marked paid.',
  ...REFUND_SENT_MESSAGES,
  recordingUrl: 'Use a web address starting with https://.',
  limitBelowBooked: 'More devotees have already booked one of the coming days than this daily limit.',
  name: 'Give the pooja a name.',
  offeringName: 'Give the offering a name.',
  position: 'Use a position from 0 to 1000.',
  max60: `Use at most ${L.labelMax} characters.`,
  max100: `Use at most ${L.offeringNameMax} characters.`,
  max120: `Use at most ${L.videoTitleMax} characters.`,
  max140: `Use at most ${L.nameMax} characters.`,
  max300: `Use at most ${L.purposeMax} characters.`,
  max4000: `Use at most ${L.descriptionMax} characters.`,
  ...PRICE_MESSAGES,
  dailyLimit: `Use ${L.dailyLimitMin} to ${L.dailyLimitMax} a day.`,
  noticeDays: `Use 0 to ${L.noticeDaysMax} days.`,
  published: 'Use true or false.',
  tooManyOfferings: `Add at most ${L.offeringsMax} offerings.`,
  offeringIdRepeated: 'Each offering needs its own id.',
  clock: 'Use a time such as 05:30 on the 24-hour clock.',
  closesAfterOpens: 'The closing time must come after the opening time.',
  tooManyTimings: `Add at most ${L.timingsMax} opening hours.`,
  tooManyAartis: `Add at most ${L.aartisMax} aartis.`,
  tooManyVideos: `Add at most ${L.videosMax} darshan videos.`,
  youtubeId: 'Use the 11-character id of a YouTube video (the part after v= or youtu.be/).',
  label: 'Write a label.',
  priceRange: 'The lowest price must not be above the highest.',
  timeZone: 'Use a time zone such as Asia/Kolkata.',
} as const;

export const POOJA_ERROR_CODES = {
  notStaff: 'not_temple_staff',
  tooSoon: 'too_soon',
  tooFar: 'too_far',
  dayFull: 'day_full',
  alreadyBooked: 'already_booked',
  tooLateToCancel: 'too_late_to_cancel',
  limitBelowBooked: 'limit_below_booked',
  badTransition: 'bad_transition',
  ...MARKED_TWICE_ERROR_CODES,
} as const;

/** A YouTube video id: 11 characters of letters, digits, '-' and '_'. */
export const YOUTUBE_VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** 'HH:MM' on the 24-hour clock. */
export const TEMPLE_CLOCK = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

const compact = (text: string) => text.replace(/[\s\-().]/g, '');
const isIndia = (country: string) => /^(india|in|ind|भारत|bharat)$/i.test(country.trim());

/**
 * Whether a postal code fits the country: a PIN code of six digits (not starting with 0) in India;
 * elsewhere 3 to 10 letters and digits, with spaces or a hyphen between (SW1A 1AA, 10115, 94105-1234).
 */
export function isPostalCode(code: string, country: string): boolean {
  const text = code.trim();
  if (isIndia(country)) return /^[1-9]\d{2}\s?\d{3}$/.test(text);
  return /^[A-Za-z0-9](?:[A-Za-z0-9 -]{1,10})[A-Za-z0-9]$/.test(text) && compact(text).length <= 10;
}

/**
 * Whether a phone number can be called: in India a mobile or landline of 10 digits (with +91 or 0
 * before it, or not); elsewhere the country code and number, 8 to 15 digits after '+'.
 */
export function isPhone(phone: string, country: string): boolean {
  const digits = compact(phone);
  if (isIndia(country)) return /^(?:\+91|0091|91|0)?[1-9]\d{9}$/.test(digits);
  return /^\+\d{8,15}$/.test(digits) || /^0\d{7,14}$/.test(digits);
}
