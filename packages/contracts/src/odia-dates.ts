import { withNativeDayPeriods } from './day-periods';

/**
 * Odia dates in Odia order. CLDR's Odia patterns are the English (US) ones ("ନଭେମ୍ବର 23, 2026",
 * and "1:10 PM ଠାରେ ସୋମବାର, …" with a weekday and a time), and Chromium has no Odia data at all
 * (English names). An Odia reader writes the day first, as in the rest of India: "23 ନଭେମ୍ବର 2026",
 * "ସୋମବାର, 23 ନଭେମ୍ବର 2026, ସକାଳ 6:40". So Odia dates are formatted with the English (India)
 * patterns and the Odia names below (CLDR's, as Node's full ICU gives them).
 */
const MONTHS = [
  'ଜାନୁଆରୀ',
  'ଫେବୃଆରୀ',
  'ମାର୍ଚ୍ଚ',
  'ଅପ୍ରେଲ',
  'ମଇ',
  'ଜୁନ',
  'ଜୁଲାଇ',
  'ଅଗଷ୍ଟ',
  'ସେପ୍ଟେମ୍ବର',
  'ଅକ୍ଟୋବର',
  'ନଭେମ୍ବର',
  'ଡିସେମ୍ବର',
];
const MONTHS_NARROW = ['ଜା', 'ଫେ', 'ମା', 'ଅ', 'ମଇ', 'ଜୁ', 'ଜୁ', 'ଅ', 'ସେ', 'ଅ', 'ନ', 'ଡି'];
const WEEKDAYS = ['ରବିବାର', 'ସୋମବାର', 'ମଙ୍ଗଳବାର', 'ବୁଧବାର', 'ଗୁରୁବାର', 'ଶୁକ୍ରବାର', 'ଶନିବାର'];
const WEEKDAYS_SHORT = ['ରବି', 'ସୋମ', 'ମଙ୍ଗଳ', 'ବୁଧ', 'ଗୁରୁ', 'ଶୁକ୍ର', 'ଶନି'];
const WEEKDAYS_NARROW = ['ର', 'ସୋ', 'ମ', 'ବୁ', 'ଗୁ', 'ଶୁ', 'ଶ'];

/** The locale whose patterns Odia dates follow: day, month, year, as Odia writes them. */
const PATTERNS = 'en-IN';

const isOdiaLocale = (locales: string | readonly string[] | undefined) => {
  const first = Array.isArray(locales) ? locales[0] : locales;
  return typeof first === 'string' && /^or(-|$)/i.test(first);
};

const calendars = new Map<string, Intl.DateTimeFormat>();

/** Month and weekday of an instant on a zone's clock (0-based month, 0 = Sunday). */
function calendarOf(Native: typeof Intl.DateTimeFormat, when: Date | number, timeZone: string) {
  let calendar = calendars.get(timeZone);
  if (!calendar) {
    calendar = new Native('en-US', { month: 'numeric', weekday: 'short', timeZone });
    calendars.set(timeZone, calendar);
  }
  const parts = calendar.formatToParts(when);
  const month = Number(parts.find((p) => p.type === 'month')!.value) - 1;
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(
    parts.find((p) => p.type === 'weekday')!.value,
  );
  return { month, weekday };
}

/**
 * A DateTimeFormat class over `Native` that formats Odia ("or") with the patterns above and Odia
 * names, and every other language as `Native` does.
 */
function odiaDateTimeFormatClass(Native: typeof Intl.DateTimeFormat) {
  class OdiaDateTimeFormat extends Native {
    readonly isOdia: boolean;
    readonly #options: Intl.DateTimeFormatOptions | undefined;

    constructor(locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
      const odia = isOdiaLocale(locales);
      super(odia ? PATTERNS : locales, options);
      this.isOdia = odia;
      this.#options = options;
    }

    #odiaPart(part: Intl.DateTimeFormatPart, date: Date | number | undefined): Intl.DateTimeFormatPart {
      // "… 2026 at 6:40 pm": the time follows the date after a comma in Odia.
      if (part.type === 'literal') return { ...part, value: part.value.replace(/\u202f/g, ' ').replace(/ at /, ', ') };
      if (part.type !== 'month' && part.type !== 'weekday') return part;
      if (/^\d+$/.test(part.value)) return part;
      const { month, weekday } = calendarOf(Native, date ?? Date.now(), super.resolvedOptions().timeZone);
      if (part.type === 'month') {
        return { ...part, value: (this.#options?.month === 'narrow' ? MONTHS_NARROW : MONTHS)[month]! };
      }
      const width = this.#options?.weekday ?? (this.#options?.dateStyle === 'full' ? 'long' : 'short');
      const names = width === 'long' ? WEEKDAYS : width === 'narrow' ? WEEKDAYS_NARROW : WEEKDAYS_SHORT;
      return { ...part, value: names[weekday]! };
    }

    override formatToParts(date?: Date | number): Intl.DateTimeFormatPart[] {
      const parts = super.formatToParts(date);
      return this.isOdia ? parts.map((part) => this.#odiaPart(part, date)) : parts;
    }

    override formatRange(start: Date | number, end: Date | number): string {
      if (!this.isOdia) return super.formatRange(start, end);
      return this.formatRangeToParts(start, end)
        .map((part) => part.value)
        .join('');
    }

    override formatRangeToParts(start: Date | number, end: Date | number) {
      const parts = super.formatRangeToParts(start, end);
      if (!this.isOdia) return parts;
      return parts.map((part) => ({ ...part, ...this.#odiaPart(part, part.source === 'endRange' ? end : start) }));
    }

    override resolvedOptions() {
      const options = super.resolvedOptions();
      return this.isOdia ? { ...options, locale: 'or' } : options;
    }
  }

  // `format` is a getter in the standard, answering a bound function (it can be passed around).
  const nativeFormat = Object.getOwnPropertyDescriptor(Native.prototype, 'format')!.get!;
  Object.defineProperty(OdiaDateTimeFormat.prototype, 'format', {
    configurable: true,
    get(this: OdiaDateTimeFormat) {
      if (!this.isOdia) return nativeFormat.call(this) as (date?: Date | number) => string;
      return (date?: Date | number) =>
        this.formatToParts(date)
          .map((part) => part.value)
          .join('');
    },
  });
  return OdiaDateTimeFormat;
}

let OdiaFormat: ReturnType<typeof odiaDateTimeFormatClass> | null = null;

/**
 * A date and time formatter for a language as its readers write dates and times: Odia in Odia
 * order, and the time of day in the language's own words (day-periods.ts). The web app's
 * formatters and the server's mails are all made here.
 */
export function localDateTimeFormat(
  locales: string | readonly string[] | undefined,
  options?: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const language = typeof locales === 'string' ? locales : locales?.[0];
  const format = isOdiaLocale(language)
    ? new (OdiaFormat ??= odiaDateTimeFormatClass(Intl.DateTimeFormat))(language, options)
    : new Intl.DateTimeFormat(locales as string[] | undefined, options);
  return language ? withNativeDayPeriods(format, language) : format;
}
