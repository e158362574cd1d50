/** A time from a row (a Date on one driver, a string on the other) as the API answers it: ISO 8601. */
export const iso = (value: Date | string) => new Date(value).toISOString();

/** A time from a row (a Date on one driver, a string on the other) as the API answers it: ISO 8601, or null. */
export const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
