import { isCalendarDate } from './calendar-date';
import { CAPACITY_LIMITS, PRICE_MESSAGES, refundPolicyLimits } from './bookable-item-constants';
import { MARKED_TWICE_ERROR_CODES, REFUND_SENT_MESSAGES } from './payment-marking-constants';
import { tooLongMessages } from './length-messages';
/**
 * The retreat representative's area (creator/retreat/profile, creator/retreats…): limits, messages
 * and the rules that tie a retreat's fields together, without schemas, so the web app checks the
 * same rules and translates the API's field messages by their key.
 */

export const RETREAT_HOST_LIMITS = {
  displayNameMax: 80,
  headlineMax: 140,
  bioMax: 2000,
  titleMax: 140,
  summaryMax: 300,
  descriptionMax: 8000,
  placeMax: 120,
  countryMax: 60,
  addressMax: 300,
  urlMax: 300,
  photosMax: 12,
  teachersMax: 12,
  teacherNameMax: 100,
  teacherBioMax: 500,
  scheduleMax: 24,
  activityMax: 140,
  includedMax: 30,
  includedItemMax: 140,
  departuresMax: 52,
  /** The longest stay: a departure, or the most nights of a flexible one. */
  stayNightsMax: 90,
  ...refundPolicyLimits(8),
  packagesMax: 20,
  packageNameMax: 100,
  packageDescriptionMax: 500,
  ...CAPACITY_LIMITS,
  /** The highest price per person, in minor units (a crore of rupees in paise). */
  priceMax: 1_000_000_000,
  /** Night changes in one availability save. */
  nightChangesMax: 400,
  /** How far ahead a night may be changed, and a departure or window may reach. */
  daysAheadMax: 730,
  messageMax: 2000,
  cancelReasonMax: 500,
  pageSize: 20,
  /** Nights named in a 409 about capacity. */
  nightsNamedMax: 5,
  /** The dashboard: days an inquiry counts as new. */
  newInquiriesDays: 7,
} as const;

const L = RETREAT_HOST_LIMITS;

/**
 * Every sentence of the retreat representative's endpoints, in English. Each is fixed, so the web
 * app finds the key of a field message it receives and shows it in the person's language.
 */
export const RETREAT_HOST_MESSAGES = {
  notARetreatRep:
    'Only retreat representatives have this area. Register as a retreat representative to host retreats here.',
  retreatNotFound: 'Retreat not found.',
  bookingNotFound: 'Booking not found.',
  max80: `Use at most ${L.displayNameMax} characters.`,
  max100: `Use at most ${L.packageNameMax} characters.`,
  max120: `Use at most ${L.placeMax} characters.`,
  max140: `Use at most ${L.titleMax} characters.`,
  max300: `Use at most ${L.summaryMax} characters.`,
  max500: `Use at most ${L.packageDescriptionMax} characters.`,
  max2000: `Use at most ${L.bioMax} characters.`,
  max8000: `Use at most ${L.descriptionMax} characters.`,
  max60: `Use at most ${L.countryMax} characters.`,
  titleRequired: 'Give the retreat a title.',
  placeRequired: 'Say where the retreat takes place (a town or an ashram).',
  type: 'Choose one of the retreat types.',
  language: 'Choose one of the languages.',
  languages: 'Choose languages from the list.',
  timeZone: 'Use a time zone such as Asia/Kolkata.',
  latitude: 'Use a latitude from -90 to 90.',
  longitude: 'Use a longitude from -180 to 180.',
  coordinatesPair: 'Give both the latitude and the longitude, or neither.',
  photoUrl: 'Use a web address starting with http:// or https://.',
  photosTooMany: `Add at most ${L.photosMax} photos.`,
  teachersTooMany: `Add at most ${L.teachersMax} teachers.`,
  teacherName: 'Give each teacher a name.',
  scheduleTooMany: `Add at most ${L.scheduleMax} times to the daily schedule.`,
  clock: 'Use a time such as 06:30 on the 24-hour clock.',
  activity: 'Say what happens at this time.',
  includedTooMany: `List at most ${L.includedMax} things.`,
  dateMode: 'Choose fixed dates or flexible dates.',
  date: 'Use a date such as 2026-03-29.',
  departuresRequired: 'Add at least one departure: a first night and a day of leaving.',
  departuresTooMany: `Add at most ${L.departuresMax} departures.`,
  departureOrder: 'The day of leaving must come after the first night.',
  departurePast: 'A new departure must begin after today.',
  departureOverlap: 'This departure overlaps another one.',
  stayTooLong: `A stay has at most ${L.stayNightsMax} nights.`,
  windowRequired: 'Flexible dates need the first and the last day the retreat is open.',
  windowOrder: 'The last day must come after the first day.',
  windowPast: 'The last day must be after today.',
  windowTooShort: 'The open period is shorter than the fewest nights a guest may stay.',
  nights: `Use 1 to ${L.stayNightsMax} nights.`,
  nightsOrder: 'The fewest nights must not be more than the most.',
  deposit: 'Use a deposit of 0 to 100 percent.',
  guestsPerBooking: 'Allow 1 to 50 guests in one booking.',
  policyTooMany: `Use at most ${L.policyStepsMax} steps.`,
  policyDays: `Use 0 to ${L.policyDaysMax} days.`,
  policyPercent: 'Use 0 to 100 percent.',
  policyDuplicate: 'Two steps have the same number of days.',
  policyOrder: 'A step closer to the start may not give back more than a step further from it.',
  packagesTooMany: `Offer at most ${L.packagesMax} packages.`,
  packageName: 'Give the package a name.',
  packageNameTaken: 'Another package of this retreat has this name.',
  packageUnknown: 'This package is not one of this retreat’s.',
  packageRepeated: 'This package is listed twice.',
  capacity: `Use ${L.capacityMin} to ${L.capacityMax} guests.`,
  capacityOrNull: `Use ${L.capacityMin} to ${L.capacityMax} guests, or null for the package’s capacity.`,
  ...PRICE_MESSAGES,
  active: 'Use true or false.',
  closed: 'Use true or false.',
  nightChangesTooMany: `Change at most ${L.nightChangesMax} nights at once.`,
  nightRepeated: 'This night of this package is changed twice.',
  nightPast: 'Nights that have passed cannot be changed.',
  tooFarAhead: 'Choose a date within the next two years.',
  windowTooLong: 'The open period may last at most two years.',
  nightChangeEmpty: 'Say whether to close or open the night, or give its capacity.',
  capacityBelowTaken: 'Guests have already taken more places than this on coming nights.',
  publishNeedsPackage: 'Add at least one active package before publishing the retreat.',
  lastActivePackage: 'A published retreat needs at least one active package: unpublish it first.',
  datesHaveBookings: 'Guests have booked dates these changes would take away. Cancel those bookings first.',
  reasonRequired: 'Tell the guest why.',
  messageRequired: 'Write your message.',
  ...tooLongMessages({ message: L.messageMax }),
  alreadyPaid: 'This deposit is already marked as paid.',
  notConfirmable: 'Only a booking that is held or confirmed and not yet paid can be confirmed.',
  holdEnded: 'The hold on this booking ended before it was confirmed; its nights are free again.',
  alreadyEnded: 'This booking is already cancelled or over.',
  stayOver: 'This stay is over and can no longer be cancelled.',
  ...REFUND_SENT_MESSAGES,
} as const;
export type RetreatHostMessageKey = keyof typeof RETREAT_HOST_MESSAGES;

export const RETREAT_HOST_ERROR_CODES = {
  notARetreatRep: 'not_a_retreat_rep',
  capacityBelowTaken: 'capacity_below_taken',
  datesHaveBookings: 'dates_have_bookings',
  ...MARKED_TWICE_ERROR_CODES,
  holdEnded: 'hold_ended',
} as const;

/** 'HH:MM' on the 24-hour clock (a time of the daily schedule). */
export const SCHEDULE_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

const DAY = 86_400_000;
const nightsBetween = (start: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY);
/** Whether a value is a real calendar date written 'YYYY-MM-DD' (not 2026-02-30). */
const isDate = isCalendarDate;
/** The calendar date `days` after `date`. */
const dateAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** The fields the cross-field rules read (as sent: fields that failed their own checks may be anything). */
export interface RetreatRuleFields {
  date_mode: unknown;
  departures: unknown;
  available_from: unknown;
  available_until: unknown;
  min_nights: unknown;
  max_nights: unknown;
  latitude: unknown;
  longitude: unknown;
}

export interface RetreatProblem {
  path: Array<string | number>;
  key: RetreatHostMessageKey;
}

/** A departure as a key ('2026-03-01/2026-03-08'), to tell the ones already stored from new ones. */
export const departureKey = (d: { start: string; end: string }) => `${d.start}/${d.end}`;

/**
 * The rules that tie a retreat's fields together, for a new retreat and for the result of an edit:
 * fixed dates need departures, each ending after it begins, beginning after `today` (departures
 * already stored, `kept`, may stay as they are), none overlapping another; flexible dates need a
 * window that ends after today and holds the fewest nights; the fewest nights not above the most;
 * both coordinates or neither. A departure may end on the day the next begins (leaving and arriving).
 */
export function retreatRuleProblems(
  fields: RetreatRuleFields,
  today: string,
  kept: ReadonlySet<string> = new Set(),
): RetreatProblem[] {
  const problems: RetreatProblem[] = [];
  const furthestDay = dateAfter(today, RETREAT_HOST_LIMITS.daysAheadMax);
  const { min_nights: min, max_nights: max } = fields;
  const nightsKnown = typeof min === 'number' && typeof max === 'number';
  if (nightsKnown && min > max) problems.push({ path: ['max_nights'], key: 'nightsOrder' });

  if (fields.date_mode === 'fixed' && Array.isArray(fields.departures)) {
    const departures = fields.departures as Array<{ start?: unknown; end?: unknown } | null>;
    if (departures.length === 0) problems.push({ path: ['departures'], key: 'departuresRequired' });
    const valid: Array<{ index: number; start: string; end: string }> = [];
    departures.forEach((d, index) => {
      if (!isDate(d?.start) || !isDate(d.end)) return;
      const { start, end } = d as { start: string; end: string };
      const nights = nightsBetween(start, end);
      if (nights <= 0) problems.push({ path: ['departures', index, 'end'], key: 'departureOrder' });
      else if (nights > RETREAT_HOST_LIMITS.stayNightsMax)
        problems.push({ path: ['departures', index, 'end'], key: 'stayTooLong' });
      else if (end > furthestDay) problems.push({ path: ['departures', index, 'end'], key: 'tooFarAhead' });
      else valid.push({ index, start, end });
      if (start <= today && !kept.has(departureKey({ start, end })))
        problems.push({ path: ['departures', index, 'start'], key: 'departurePast' });
    });
    valid.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.end < b.end ? -1 : 1));
    let furthest: string | null = null;
    for (const d of valid) {
      if (furthest !== null && d.start < furthest)
        problems.push({ path: ['departures', d.index, 'start'], key: 'departureOverlap' });
      if (furthest === null || d.end > furthest) furthest = d.end;
    }
  }

  if (fields.date_mode === 'flexible') {
    const from = fields.available_from;
    const until = fields.available_until;
    if (from === null || from === undefined) problems.push({ path: ['available_from'], key: 'windowRequired' });
    if (until === null || until === undefined) problems.push({ path: ['available_until'], key: 'windowRequired' });
    if (isDate(from) && isDate(until)) {
      if (until <= from) problems.push({ path: ['available_until'], key: 'windowOrder' });
      else if (until <= today) problems.push({ path: ['available_until'], key: 'windowPast' });
      else if (until > furthestDay) problems.push({ path: ['available_until'], key: 'tooFarAhead' });
      else if (nightsBetween(from, until) > RETREAT_HOST_LIMITS.daysAheadMax)
        problems.push({ path: ['available_from'], key: 'windowTooLong' });
      else if (typeof min === 'number' && nightsBetween(from, until) < min)
        problems.push({ path: ['available_until'], key: 'windowTooShort' });
    }
  }

  const hasLat = typeof fields.latitude === 'number';
  const hasLng = typeof fields.longitude === 'number';
  if (hasLat && fields.longitude === null) problems.push({ path: ['longitude'], key: 'coordinatesPair' });
  if (hasLng && fields.latitude === null) problems.push({ path: ['latitude'], key: 'coordinatesPair' });
  return problems;
}

/**
 * The problems of a refund policy's steps: each number of days once, and a step closer to the start
 * never giving back more than one further from it (so cancelling earlier never costs more).
 */
export function refundPolicyProblems(steps: unknown): RetreatProblem[] {
  if (!Array.isArray(steps)) return [];
  const problems: RetreatProblem[] = [];
  const valid = steps
    .map((s: { days_before?: unknown; refund_percent?: unknown } | null, index) => ({ index, s }))
    .filter(
      (x): x is { index: number; s: { days_before: number; refund_percent: number } } =>
        typeof x.s?.days_before === 'number' && typeof x.s.refund_percent === 'number',
    );
  const seen = new Set<number>();
  for (const { index, s } of valid) {
    if (seen.has(s.days_before)) problems.push({ path: [index, 'days_before'], key: 'policyDuplicate' });
    seen.add(s.days_before);
  }
  for (const a of valid)
    for (const b of valid)
      if (a.s.days_before < b.s.days_before && a.s.refund_percent > b.s.refund_percent) {
        problems.push({ path: [a.index, 'refund_percent'], key: 'policyOrder' });
        break;
      }
  return problems;
}
