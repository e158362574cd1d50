import Sanscript from '@indic-transliteration/sanscript';
import { DEFAULT_PANCHANG_PLACE, SCRIPT_OF_LANGUAGE, type Language, type TodayContent } from '@sangam/contracts';
import type { PanchangCalendar } from '../panchang';
import mantras from './content/mantras.json';
import sankalps from './content/sankalps.json';
import wisdom from './content/wisdom.json';
import { odiaSpelling } from '../../lib/odia-spelling';
import { localToday } from './service';

type Texts = Record<Language, string>;

/**
 * Sanskrit is stored once, in Devanagari, and shown in the reader's script; IAST goes beside it
 * (Tamil script cannot show every Sanskrit sound, so its readers need the IAST line too).
 */
export function scripts(devanagari: string, lang: Language) {
  // English readers get IAST; the others their language's own script.
  const script = Sanscript.t(devanagari, 'devanagari', lang === 'en' ? 'iast' : SCRIPT_OF_LANGUAGE[lang]);
  return {
    script: lang === 'or' ? odiaSpelling(script) : script,
    iast: Sanscript.t(devanagari, 'devanagari', 'iast'),
  };
}

/** The works our quotations come from, by the English name the content files use. */
const WORKS: Array<[RegExp, string]> = [
  [/^Bhagavad Gita\b/, 'bhagavad-gita'],
  [/^Isha Upanishad, invocation/, 'isha-upanishad-invocation'],
  [/^Isha Upanishad\b/, 'isha-upanishad'],
  [/^Katha Upanishad\b/, 'katha-upanishad'],
  [/^Mundaka Upanishad\b/, 'mundaka-upanishad'],
  [/^Brihadaranyaka Upanishad\b/, 'brihadaranyaka-upanishad'],
  [/^Taittiriya Upanishad\b/, 'taittiriya-upanishad'],
  [/^Kali-Santarana Upanishad\b/, 'kali-santarana-upanishad'],
  [/^Yoga Sutra\b/, 'yoga-sutra'],
  [/^Rig Veda\b/, 'rig-veda'],
  [/^Shukla Yajurveda\b/, 'shukla-yajurveda'],
  [/^Tulsidas, Ramcharitmanas, Bal Kand/, 'ramcharitmanas-bal-kand'],
];

/**
 * "Bhagavad Gita 2.47" → the work's id (the page names it in the reader's language) and the verse
 * number; a source naming no known work is an error in the content, caught by its test.
 */
export function sourceOf(text: string): { work: string; ref: string | null } {
  const work = WORKS.find(([pattern]) => pattern.test(text))?.[1];
  if (!work) throw new Error(`Unknown source: ${text}`);
  const ref = /\d+(?:\.\d+)*(?:[–-]\d+)?/.exec(text)?.[0] ?? null;
  return { work, ref };
}

/** Days since 1 January 2000: the rotation's clock, the same for everyone on a local date. */
const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000) - 10_957;
const pick = <T>(list: readonly T[], day: number, offset: number): T => list[(day + offset) % list.length]!;

/**
 * Today's sankalp, mantra and line of wisdom (each list rotating through its own cycle), and the
 * day's panchang at the place (Kolkata unless given), for the local date where the reader is;
 * `address` is the reader's, for the calendar's limit on new computations.
 */
export async function todayContent(
  calendar: PanchangCalendar,
  address: string,
  lang: Language,
  timeZone: string,
  place?: { lat: number; lon: number; tz: string },
): Promise<TodayContent> {
  const date = localToday(timeZone);
  const day = dayNumber(date);
  const sankalp = pick(sankalps, day, 0);
  const mantra = pick(mantras, day, 17);
  const line = pick(wisdom, day, 31);
  const where = place ?? {
    lat: DEFAULT_PANCHANG_PLACE.latitude,
    lon: DEFAULT_PANCHANG_PLACE.longitude,
    tz: DEFAULT_PANCHANG_PLACE.timeZone,
  };
  const original = line.original ?? null;
  return {
    date,
    sankalp: { id: sankalp.id, text: (sankalp.text as Texts)[lang] },
    mantra: {
      id: mantra.id,
      devanagari: mantra.devanagari,
      ...scripts(mantra.devanagari, lang),
      source: mantra.source ? sourceOf(mantra.source) : null,
      meaning: (mantra.meaning as Texts)[lang],
      count: mantra.count,
    },
    wisdom: {
      id: line.id,
      source: sourceOf(line.source),
      original,
      ...(original ? scripts(original, lang) : { script: null, iast: null }),
      text: (line.text as Texts)[lang],
    },
    panchang: await calendar.day(date, where.lat, where.lon, where.tz, address),
  };
}
