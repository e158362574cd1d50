/**
 * Intl's formatters, made once for each language and set of options and then reused. Making one costs
 * a fraction of a millisecond (several times that on a phone) and using it almost nothing, and a
 * list formats a price, a date or a count on every row: the retreats' filters alone made some sixty
 * of them per render. Bad options (an unknown zone or currency) throw as `new Intl…` does, and are
 * not kept.
 */

import { withNativeDayPeriods } from '@sangam/contracts';

type Locales = string | readonly string[] | undefined;

/** Enough for every language × format the app uses; a bound against a zone or currency per row. */
const MAX_KEPT = 500;

const kept = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>();
/** The DateTimeFormat the kept date formats were made with: the Odia stand-in replaces it (odia-intl.ts). */
let dateMaker: typeof Intl.DateTimeFormat = Intl.DateTimeFormat;

function reuse<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>(
  kind: string,
  locales: Locales,
  options: object | undefined,
  make: () => T,
): T {
  if (dateMaker !== Intl.DateTimeFormat) {
    dateMaker = Intl.DateTimeFormat;
    kept.clear();
  }
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

/** Times of day said as the language says them ("सुबह 6:40", not "6:40 am"): see day-periods.ts. */
export function dateTimeFormat(locales?: Locales, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const language = typeof locales === 'string' ? locales : locales?.[0];
  return reuse('date', locales, options, () => {
    const format = new Intl.DateTimeFormat(locales as string[], options);
    return language ? withNativeDayPeriods(format, language) : format;
  });
}

export function displayNames(locales: Locales, options: Intl.DisplayNamesOptions): Intl.DisplayNames {
  return reuse('names', locales, options, () => new Intl.DisplayNames(locales as string[], options));
}
