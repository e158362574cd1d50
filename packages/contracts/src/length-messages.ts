/**
 * The messages of fields too long for their limits (`titleTooLong: 'Use at most 140 characters.'`),
 * built from the limits so that each names the number the API checks, in the same words everywhere.
 */
export const tooLongMessages = <const Limits extends Record<string, number>>(limits: Limits) =>
  Object.fromEntries(
    Object.entries(limits).map(([field, max]) => [`${field}TooLong`, `Use at most ${max} characters.`]),
  ) as { readonly [Field in keyof Limits & string as `${Field}TooLong`]: `Use at most ${Limits[Field]} characters.` };
