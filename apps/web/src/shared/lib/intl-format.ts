/**
 * Intl's formatters, made once for each language and set of options and then reused. Making one costs
 * a fraction of a millisecond (several times that on a phone) and using it almost nothing, and a
 * list formats a price, a date or a count on every row: the retreats' filters alone made some sixty
 * of them per render. Bad options (an unknown zone or currency) throw as `new Intl…` does, and are
 * not kept.
 */

import { localDateTimeFormat } from '@sangam/contracts';

type Locales = string | readonly string[] | undefined;

/** Enough for every language × format the app uses; a bound against a zone or currency per row. */
const MAX_KEPT = 500;

const kept = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>();

function reuse<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>(
  kind: string,
  locales: Locales,
  options: object | undefined,
  make: () => T,
): T {
  const key = `${kind}|${JSON.stringify(locales ?? null)}|${JSON.stringify(options ?? null)}`;
  let format = kept.get(key) as T | undefined;
  if (!format) {
    format = make();
    if (kept.size >= MAX_KEPT) kept.clear();
    kept.set(key, format);
  }
  return format;
}

export function numberFormat(locales?: Locales, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return reuse('number', locales, options, () => new Intl.NumberFormat(locales as string[], options));
}

/** Odia dates in Odia order and times of day as each language says them ("सुबह 6:40"): contracts' odia-dates.ts. */
export function dateTimeFormat(locales?: Locales, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return reuse('date', locales, options, () => localDateTimeFormat(locales, options));
}

export function displayNames(locales: Locales, options: Intl.DisplayNamesOptions): Intl.DisplayNames {
  return reuse('names', locales, options, () => new Intl.DisplayNames(locales as string[], options));
}
