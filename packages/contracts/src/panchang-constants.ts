/** Where the daily practice reads the calendar when the user has not set a place (spec: Kolkata). */
export const DEFAULT_PANCHANG_PLACE = { latitude: 22.5726, longitude: 88.3639, timeZone: 'Asia/Kolkata' } as const;

/** The calendar is computed for 1900–2100, where its astronomy and rules are checked. */
export const PANCHANG_YEARS = { min: 1900, max: 2100 } as const;

/**
 * Festivals that come round every month or fortnight: the calendar lists them by date, but a page
 * of their own would name one day of many, so only the yearly festivals have pages (issue 25).
 */
const RECURRING_FESTIVALS: readonly string[] = [
  'purnima',
  'amavasya',
  'pradosh',
  'sankashti-chaturthi',
  'ekadashi',
  'sankranti',
];

/** Whether a festival id names a yearly festival, with a page for each year. */
export const hasFestivalPage = (id: string) => !RECURRING_FESTIVALS.includes(id);
