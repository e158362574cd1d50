/**
 * Chromium (and so Chrome and Edge) ships without Odia date data: `Intl.DateTimeFormat('or')` falls
 * back to English month and weekday names, so an Odia reader saw "November 23, 2026" everywhere.
 * Where that is so, `installOdiaDates()` puts a DateTimeFormat in place that formats Odia dates with
 * the English (US) patterns, which are Odia's own in CLDR ("MMMM d, y", "h:mm a"), and swaps in the
 * Odia names below (CLDR's, as Node's full ICU gives them). Every other language, and browsers that
 * have Odia, are left alone.
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

const isOdia = (locales: string | readonly string[] | undefined) => {
  const first = Array.isArray(locales) ? locales[0] : locales;
  return typeof first === 'string' && /^or(-|$)/i.test(first);
};

/** English name → Odia name, for each width the English formatter can print. */
function nameTable(Native: typeof Intl.DateTimeFormat): Map<string, string> {
  const table = new Map<string, string>();
  const at = (month: number, day: number) => new Date(Date.UTC(2026, month, day, 12));
  for (let i = 0; i < 12; i++) {
    for (const [width, names] of [
      ['long', MONTHS],
      ['short', MONTHS],
    ] as const) {
      table.set(`month:${new Native('en-US', { month: width, timeZone: 'UTC' }).format(at(i, 15))}`, names[i]!);
    }
  }
  // 1 March 2026 is a Sunday.
  for (let i = 0; i < 7; i++) {
    for (const [width, names] of [
      ['long', WEEKDAYS],
      ['short', WEEKDAYS_SHORT],
    ] as const) {
      table.set(`weekday:${new Native('en-US', { weekday: width, timeZone: 'UTC' }).format(at(2, 1 + i))}`, names[i]!);
    }
  }
  return table;
}

/** Set once the stand-in is in place: the language can be switched to Odia again and again. */
let installed = false;

export function installOdiaDates(): boolean {
  if (installed) return false;
  const Native = Intl.DateTimeFormat;
  if (Native.supportedLocalesOf(['or']).length > 0) return false;
  // Built on the first Odia date, not at start-up: most readers of a Chromium browser never need it.
  let table: Map<string, string> | null = null;
  const names = () => (table ??= nameTable(Native));
  const narrow = (options: Intl.DateTimeFormatOptions | undefined) => ({
    month: options?.month === 'narrow',
    weekday: options?.weekday === 'narrow',
  });

  class OdiaDateTimeFormat extends Native {
    readonly isOdia: boolean;
    readonly #narrow: { month: boolean; weekday: boolean };

    constructor(locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
      const odia = isOdia(locales);
      super(odia ? 'en-US' : locales, options);
      this.isOdia = odia;
      this.#narrow = narrow(options);
    }

    #odiaPart(part: Intl.DateTimeFormatPart, date: Date | number | undefined): Intl.DateTimeFormatPart {
      // English (US) puts a narrow no-break space before AM/PM; Odia a plain one.
      if (part.type === 'literal') return { ...part, value: part.value.replace(/\u202f/g, ' ') };
      if (part.type !== 'month' && part.type !== 'weekday') return part;
      if (/^\d+$/.test(part.value)) return part;
      if (this.#narrow.month || this.#narrow.weekday) {
        // One-letter English names are ambiguous (M, T, J): find the day itself in the same zone.
        const { timeZone } = super.resolvedOptions();
        const when = date ?? Date.now();
        if (part.type === 'month' && this.#narrow.month) {
          const month = Number(new Native('en-US', { month: 'numeric', timeZone }).format(when));
          return { ...part, value: MONTHS_NARROW[month - 1] ?? part.value };
        }
        if (part.type === 'weekday' && this.#narrow.weekday) {
          const long = names().get(`weekday:${new Native('en-US', { weekday: 'long', timeZone }).format(when)}`);
          return { ...part, value: long ? WEEKDAYS_NARROW[WEEKDAYS.indexOf(long)]! : part.value };
        }
      }
      return { ...part, value: names().get(`${part.type}:${part.value}`) ?? part.value };
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

  // Callable with and without `new`, as the standard one is (`Intl.DateTimeFormat().resolvedOptions()`).
  function DateTimeFormat(locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
    return new OdiaDateTimeFormat(locales, options);
  }
  DateTimeFormat.prototype = OdiaDateTimeFormat.prototype;
  DateTimeFormat.supportedLocalesOf = Native.supportedLocalesOf.bind(Native);
  Intl.DateTimeFormat = DateTimeFormat as unknown as typeof Intl.DateTimeFormat;
  installed = true;
  return true;
}

/**
 * Lists ("a, b, ଓ c") the way CLDR joins them in Odia, for the same browsers: their Intl.ListFormat
 * has no Odia either and joins with the English "and".
 */
export function joinList(items: string[], language: string): string {
  const odiaMissing = language === 'or' && Intl.ListFormat.supportedLocalesOf(['or']).length === 0;
  if (!odiaMissing) return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);
  if (items.length <= 1) return items.join('');
  if (items.length === 2) return `${items[0]} ଓ ${items[1]}`;
  return `${items.slice(0, -1).join(', ')}, ଓ ${items.at(-1)}`;
}
