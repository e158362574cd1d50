import type { Language } from './languages';

/**
 * Times of day as each language says them: "सुबह 6:40", "காலை 6:40", "ସକାଳ 6:40", not "6:40 am" in
 * the middle of a Hindi or Tamil sentence. Each language names the part of the day before the
 * clock time. The words are ours rather than Intl's `dayPeriod`: browsers' data differ, Odia has
 * none, and CLDR's puts them after the time in Bengali, Telugu, Gujarati and Kannada and calls 4 am
 * "night" in Telugu and Kannada, when that is the hour of the first aarti. English keeps "6:40 am".
 */
// prettier-ignore
const DAY_PERIODS: Record<Exclude<Language, 'en'>, ReadonlyArray<readonly [from: number, word: string]>> = {
  hi: [[0, 'रात'], [4, 'सुबह'], [12, 'दोपहर'], [16, 'शाम'], [20, 'रात']],
  bn: [[0, 'রাত'], [4, 'ভোর'], [6, 'সকাল'], [12, 'দুপুর'], [16, 'বিকেল'], [18, 'সন্ধ্যা'], [20, 'রাত']],
  mr: [[0, 'रात्री'], [4, 'पहाटे'], [6, 'सकाळी'], [12, 'दुपारी'], [16, 'संध्याकाळी'], [20, 'रात्री']],
  te: [[0, 'రాత్రి'], [4, 'తెల్లవారుజామున'], [6, 'ఉదయం'], [12, 'మధ్యాహ్నం'], [16, 'సాయంత్రం'], [20, 'రాత్రి']],
  ta: [[0, 'இரவு'], [4, 'அதிகாலை'], [6, 'காலை'], [12, 'மதியம்'], [16, 'மாலை'], [20, 'இரவு']],
  gu: [[0, 'રાત્રે'], [4, 'સવારે'], [12, 'બપોરે'], [16, 'સાંજે'], [20, 'રાત્રે']],
  kn: [[0, 'ರಾತ್ರಿ'], [4, 'ಬೆಳಗಿನ ಜಾವ'], [6, 'ಬೆಳಗ್ಗೆ'], [12, 'ಮಧ್ಯಾಹ್ನ'], [16, 'ಸಂಜೆ'], [20, 'ರಾತ್ರಿ']],
  or: [[0, 'ରାତି'], [4, 'ଭୋର'], [6, 'ସକାଳ'], [12, 'ଅପରାହ୍ନ'], [17, 'ସନ୍ଧ୍ୟା'], [20, 'ରାତି']],
  ml: [[0, 'രാത്രി'], [4, 'പുലർച്ചെ'], [6, 'രാവിലെ'], [12, 'ഉച്ചയ്ക്ക്'], [14, 'ഉച്ചകഴിഞ്ഞ്'], [17, 'വൈകുന്നേരം'], [19, 'രാത്രി']],
};

const baseLanguage = (locale: string) => locale.toLowerCase().split('-')[0]!;

/** The language's word for the part of the day of an hour (0–23), or null for English. */
export function dayPeriodWord(locale: string, hour: number): string | null {
  const periods = DAY_PERIODS[baseLanguage(locale) as keyof typeof DAY_PERIODS];
  if (!periods) return null;
  return periods.findLast(([from]) => hour >= from)![1];
}

const hourFormats = new Map<string, Intl.DateTimeFormat>();

/** The hour (0–23) of an instant on a zone's clock. */
function hourIn(date: Date | number, timeZone: string): number {
  let format = hourFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone });
    hourFormats.set(timeZone, format);
  }
  return Number(format.format(date)) % 24;
}

type Part = Intl.DateTimeFormatPart & { source?: string };

/**
 * The parts with AM/PM taken out and the language's own word put before the hour: before each
 * hour of a range whose ends fall in different parts of the day, else once.
 */
function nativeParts<P extends Part>(parts: P[], locale: string, hours: { start: number; end: number }): P[] {
  if (!parts.some((part) => part.type === 'dayPeriod')) return parts;
  const out: P[] = [];
  for (const [i, part] of parts.entries()) {
    if (part.type === 'dayPeriod') {
      const previous = out.at(-1);
      if (previous?.type === 'literal' && /\s$/u.test(previous.value)) {
        previous.value = previous.value.trimEnd();
        if (!previous.value) out.pop();
      } else if (parts[i + 1]?.type === 'literal') {
        parts[i + 1] = { ...parts[i + 1]!, value: parts[i + 1]!.value.trimStart() };
      }
      continue;
    }
    if (part.type === 'hour') {
      const end = part.source === 'endRange';
      const word = dayPeriodWord(locale, end ? hours.end : hours.start)!;
      const said = out.some((p) => p.type === 'dayPeriod' && p.value === word);
      if (!said) {
        out.push({ ...part, type: 'dayPeriod', value: word }, { ...part, type: 'literal', value: ' ' });
      }
    }
    if (part.value) out.push({ ...part });
  }
  return out;
}

/**
 * The formatter, saying the time of day in the language's own way (see DAY_PERIODS) when it has a
 * 12-hour clock; as it was for English, for a 24-hour clock or without a time.
 */
export function withNativeDayPeriods(format: Intl.DateTimeFormat, locale: string): Intl.DateTimeFormat {
  if (dayPeriodWord(locale, 0) === null) return format;
  const { timeZone } = format.resolvedOptions();
  const hours = (start: Date | number, end: Date | number = start) => ({
    start: hourIn(start, timeZone),
    end: hourIn(end, timeZone),
  });
  const join = (parts: Part[]) => parts.map((part) => part.value).join('');
  const formatToParts = (date: Date | number = Date.now()) =>
    nativeParts(format.formatToParts(date), locale, hours(date));
  const formatRangeToParts = (start: Date | number, end: Date | number) =>
    nativeParts(format.formatRangeToParts(start, end), locale, hours(start, end));
  // A view of the formatter: Intl's methods are bound to it, the rewritten ones are the view's own.
  const own = (value: unknown) => ({ value, configurable: true });
  return Object.create(format, {
    format: own((date?: Date | number) => join(formatToParts(date))),
    formatToParts: own(formatToParts),
    formatRange: own((start: Date | number, end: Date | number) => join(formatRangeToParts(start, end))),
    formatRangeToParts: own(formatRangeToParts),
    resolvedOptions: own(() => format.resolvedOptions()),
  }) as Intl.DateTimeFormat;
}
