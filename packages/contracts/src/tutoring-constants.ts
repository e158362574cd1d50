import { CAPACITY_LIMITS } from './bookable-item-constants';
/**
 * The tutor's creator area (profile, availability, classes, dashboard): limits and messages without
 * schemas, so the web app checks the same rules and translates the API's field messages.
 */

export const TUTORING_LIMITS = {
  displayNameMax: 80,
  bioMax: 2000,
  urlMax: 300,
  specialitiesMax: 12,
  specialityMax: 40,
  titleMax: 120,
  descriptionMax: 4000,
  addressMax: 300,
  ageMin: 0,
  ageMax: 120,
  durationMin: 15,
  durationMax: 480,
  ...CAPACITY_LIMITS,
  /** The highest price, in minor units (a crore of rupees in paise). */
  priceMax: 1_000_000_000,
  cancellationHoursMax: 168,
  bufferMax: 120,
  /** Minimum notice: up to 30 days, in minutes. */
  noticeMaxMinutes: 30 * 24 * 60,
  horizonMin: 1,
  horizonMax: 365,
  /** Hours ranges on one weekday or one overridden date. */
  intervalsPerDayMax: 12,
  overridesMax: 200,
  /** The dashboard: sittings shown, days counted as new, bookings listed. */
  upcomingSessions: 10,
  newBookingsDays: 7,
  latestBookings: 5,
  /** How a creator asks to be paid directly (UPI id, bank account…), shown at checkout. */
  paymentInstructionsMax: 1000,
  /** The days a person has to pay a creator directly after booking, when the creator sets a deadline. */
  payWithinDaysMin: 1,
  payWithinDaysMax: 60,
} as const;

const L = TUTORING_LIMITS;

/**
 * Every sentence the creator endpoints answer with, in English. Each is a fixed text, so the web app
 * finds the key of a field message it receives and shows it in the person's language.
 */
export const TUTORING_MESSAGES = {
  notATutor: 'Only tutors have this creator area. Register as a tutor to teach classes here.',
  classNotFound: 'Class not found.',
  max80: `Use at most ${L.displayNameMax} characters.`,
  max120: `Use at most ${L.titleMax} characters.`,
  max300: `Use at most ${L.urlMax} characters.`,
  max2000: `Use at most ${L.bioMax} characters.`,
  max4000: `Use at most ${L.descriptionMax} characters.`,
  paymentInstructionsMax: `Use at most ${L.paymentInstructionsMax} characters.`,
  paymentInstructionsText: 'Write how you are paid as text.',
  payWithinDays: `Use a whole number of days from ${L.payWithinDaysMin} to ${L.payWithinDaysMax}, or leave it empty.`,
  photoUrl: 'Use a web address starting with http:// or https://, or leave it empty.',
  languages: 'Choose languages from the list.',
  specialitiesTooMany: `Add at most ${L.specialitiesMax} specialities.`,
  specialityTooLong: `A speciality has at most ${L.specialityMax} characters.`,
  timeZone: 'Use a time zone such as Asia/Kolkata.',
  weekday: 'Choose a day of the week (0 Sunday to 6 Saturday).',
  clock: 'Use a time such as 09:30 on the 24-hour clock.',
  endAfterStart: 'The end must come after the start.',
  overlap: 'These hours overlap other hours of the same day.',
  tooManyIntervals: `Add at most ${L.intervalsPerDayMax} time ranges to one day.`,
  date: 'Use a date such as 2026-03-29.',
  duplicateDate: 'This date already has its own hours.',
  tooManyOverrides: `Add at most ${L.overridesMax} dates.`,
  buffer: `Use 0 to ${L.bufferMax} minutes.`,
  notice: `Use 0 minutes to 30 days (${L.noticeMaxMinutes} minutes).`,
  horizon: `Use ${L.horizonMin} to ${L.horizonMax} days.`,
  titleRequired: 'Give the class a title.',
  category: 'Choose one of the categories.',
  language: 'Choose one of the languages.',
  level: 'Choose one of the levels.',
  format: 'Choose online or in person.',
  age: `Use an age from ${L.ageMin} to ${L.ageMax}.`,
  ageOrder: 'The youngest age must not be above the oldest.',
  duration: `Use ${L.durationMin} to ${L.durationMax} minutes.`,
  capacity: `Use ${L.capacityMin} to ${L.capacityMax} seats.`,
  price: 'Use a whole number of 0 (free) or more, in the smallest unit of the currency (paise, cents).',
  currency: 'Use a three-letter currency code such as INR.',
  cancellationHours: `Use 0 to ${L.cancellationHoursMax} hours.`,
  meetingUrl: 'An online class needs its meeting link, starting with https://.',
  address: 'An in-person class needs its address.',
  capacityBelowTaken: 'Learners have already taken more seats than this in a coming sitting of this class.',
  published: 'Use true or false.',
} as const;
export type TutoringMessageKey = keyof typeof TUTORING_MESSAGES;

export const TUTORING_ERROR_CODES = {
  notATutor: 'not_a_tutor',
  capacityBelowTaken: 'capacity_below_taken',
} as const;

/** 'HH:MM' on the 24-hour clock; '24:00' only as the end of a day. */
export const CLOCK_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** Minutes after midnight of an 'HH:MM' time. */
export const clockMinutes = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/**
 * The problems of one day's hours ranges (weekly hours of one weekday, or one date's): a range whose
 * end is not after its start, or one that overlaps another (touching ranges are fine). Answers the
 * index of each range at fault with its message key.
 */
export function dayRangeProblems(
  ranges: Array<{ start: string; end: string }>,
): Array<{ index: number; field: 'start' | 'end'; key: 'endAfterStart' | 'overlap' }> {
  const problems: Array<{ index: number; field: 'start' | 'end'; key: 'endAfterStart' | 'overlap' }> = [];
  const valid: Array<{ index: number; start: number; end: number }> = [];
  ranges.forEach((range, index) => {
    // Ranges that failed their own checks arrive as they were sent (possibly not objects at all).
    if (typeof range?.start !== 'string' || typeof range.end !== 'string') return;
    if (!CLOCK_TIME.test(range.start) || !CLOCK_TIME.test(range.end) || range.start === '24:00') return;
    const start = clockMinutes(range.start);
    const end = clockMinutes(range.end);
    if (end <= start) problems.push({ index, field: 'end', key: 'endAfterStart' });
    else valid.push({ index, start, end });
  });
  valid.sort((a, b) => a.start - b.start || a.end - b.end);
  let furthest: { index: number; end: number } | null = null;
  for (const range of valid) {
    if (furthest && range.start < furthest.end) problems.push({ index: range.index, field: 'start', key: 'overlap' });
    if (!furthest || range.end > furthest.end) furthest = { index: range.index, end: range.end };
  }
  return problems;
}

/** An http(s) address (or, with `secure`, https only). */
export function isWebAddress(text: string, secure = false): boolean {
  try {
    const url = new URL(text);
    return (secure ? url.protocol === 'https:' : url.protocol === 'https:' || url.protocol === 'http:') && !!url.host;
  } catch {
    return false;
  }
}

/**
 * The rules that tie a class's fields together, for a new class and for the result of an edit: an
 * age range in order, a meeting link for an online class, an address for one in person.
 */
export function classRuleProblems(fields: {
  format: string;
  meeting_url: string;
  address: string;
  age_min: number;
  age_max: number;
}): Partial<Record<'meeting_url' | 'address' | 'age_max', TutoringMessageKey>> {
  const problems: Partial<Record<'meeting_url' | 'address' | 'age_max', TutoringMessageKey>> = {};
  // Fields that failed their own checks arrive as they were sent: each rule reads only good values.
  const { age_min: low, age_max: high, meeting_url: link, address } = fields as Record<string, unknown>;
  if (typeof low === 'number' && typeof high === 'number' && low > high) problems.age_max = 'ageOrder';
  if (fields.format === 'online' && !(typeof link === 'string' && isWebAddress(link, true)))
    problems.meeting_url = 'meetingUrl';
  if (fields.format === 'in_person' && !(typeof address === 'string' && address.trim())) problems.address = 'address';
  return problems;
}
