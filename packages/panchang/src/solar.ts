import { nextCrossing, sunEvent, sunSidereal, type Place } from './sky';
import { addDays, isoDate, localParts, parseIsoDate, zonedInstant } from './zoned-time';

/**
 * The regional solar calendars (decision 027): a month is the Sun's stay in one sidereal sign, but
 * the civil day it begins on follows each region's rule for the moment of the sankranti (the Sun's
 * entry). Tamil and Malayalam begin the month the same day when the sankranti falls within the first
 * three fifths of daylight (to the end of madhyahna), else the next; Bengal the day after the civil
 * day it falls in; Odisha the same civil day unless it falls after sunset; Assam the day after the
 * sunrise-to-sunrise day it falls in.
 */

export const SOLAR_CALENDARS = ['tamil', 'malayalam', 'bengali', 'odia'] as const;
export type SolarCalendar = (typeof SOLAR_CALENDARS)[number];

/** Month ids by the sign the Sun is in (0 = Mesha), as each region names them. */
export const SOLAR_MONTHS: Record<SolarCalendar, readonly string[]> = {
  tamil: [
    'chithirai',
    'vaikasi',
    'aani',
    'aadi',
    'aavani',
    'purattasi',
    'aippasi',
    'karthigai',
    'margazhi',
    'thai',
    'maasi',
    'panguni',
  ],
  malayalam: [
    'medam',
    'edavam',
    'mithunam',
    'karkidakam',
    'chingam',
    'kanni',
    'thulam',
    'vrischikam',
    'dhanu',
    'makaram',
    'kumbham',
    'meenam',
  ],
  bengali: [
    'boishakh',
    'jyoishtho',
    'asharh',
    'shrabon',
    'bhadro',
    'ashwin',
    'kartik',
    'ogrohayon',
    'poush',
    'magh',
    'falgun',
    'chaitra',
  ],
  odia: [
    'baisakha',
    'jyeshtha',
    'asadha',
    'shrabana',
    'bhadraba',
    'aswina',
    'kartika',
    'margasira',
    'pausa',
    'magha',
    'phalguna',
    'chaitra',
  ],
};

/** The 60 years of the Jovian cycle the Tamil calendar names its years by; Prabhava began in 1987. */
export const TAMIL_YEARS = [
  'prabhava',
  'vibhava',
  'shukla',
  'pramoda',
  'prajapati',
  'angirasa',
  'shrimukha',
  'bhava',
  'yuva',
  'dhatu',
  'ishvara',
  'bahudhanya',
  'pramathi',
  'vikrama',
  'vrisha',
  'chitrabhanu',
  'svabhanu',
  'tarana',
  'parthiva',
  'vyaya',
  'sarvajit',
  'sarvadhari',
  'virodhi',
  'vikriti',
  'khara',
  'nandana',
  'vijaya',
  'jaya',
  'manmatha',
  'durmukhi',
  'hevilambi',
  'vilambi',
  'vikari',
  'sharvari',
  'plava',
  'shubhakrit',
  'shobhakrit',
  'krodhi',
  'vishvavasu',
  'parabhava',
  'plavanga',
  'kilaka',
  'saumya',
  'sadharana',
  'virodhakrit',
  'paridhavi',
  'pramadi',
  'ananda',
  'rakshasa',
  'nala',
  'pingala',
  'kalayukti',
  'siddharthi',
  'raudri',
  'durmati',
  'dundubhi',
  'rudhirodgari',
  'raktakshi',
  'krodhana',
  'akshaya',
] as const;
const PRABHAVA_YEAR = 1987;

/** The rules for the civil day a month begins on (the Assamese one serves the Bihus). */
export type MonthRule = 'madhyahna' | 'next-day' | 'sunset' | 'next-sunrise-day';
const RULE_OF: Record<SolarCalendar, MonthRule> = {
  tamil: 'madhyahna',
  malayalam: 'madhyahna',
  bengali: 'next-day',
  odia: 'sunset',
};

type CivilDate = { year: number; month: number; day: number };

/** The civil day a month begins on, from the moment of its sankranti at a place. */
export function monthStart(sankranti: Date, rule: MonthRule, place: Place, timeZone: string): CivilDate {
  const local = localParts(sankranti, timeZone);
  const date = { year: local.year, month: local.month, day: local.day };
  if (rule === 'next-day') return addDays(date, 1);
  const sunrise = sunEvent(place, 1, zonedInstant(date, timeZone), 1) ?? zonedInstant(date, timeZone, 6);
  const sunset = sunEvent(place, -1, sunrise, 1) ?? zonedInstant(date, timeZone, 18);
  if (rule === 'next-sunrise-day') return addDays(date, sankranti < sunrise ? 0 : 1);
  const cutoff =
    rule === 'sunset' ? sunset : new Date(sunrise.getTime() + (sunset.getTime() - sunrise.getTime()) * 0.6);
  return sankranti <= cutoff ? date : addDays(date, 1);
}

const dayNumber = (d: CivilDate) => Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;

export interface SolarDates {
  tamil: { month: string; day: number; yearName: (typeof TAMIL_YEARS)[number] };
  malayalam: { month: string; day: number; eraYear: number };
  bengali: { month: string; day: number; eraYear: number };
  odia: { month: string; day: number };
}

/** A civil date in the four regional solar calendars, at a place. */
export function solarDates(date: string, place: Place, timeZone: string): SolarDates {
  return solarDatesBetween(date, date, place, timeZone)[0]!;
}

/**
 * Each civil date between two dates (inclusive) in the four solar calendars. The sankrantis are
 * found once for the whole range, so a month costs little more than a day.
 */
export function solarDatesBetween(fromDate: string, toDate: string, place: Place, timeZone: string): SolarDates[] {
  // A month began at most 32 days before the first date.
  const since = isoDate(addDays(parseIsoDate(fromDate), -33));
  const moments = sankrantisBetween(since, toDate, timeZone);
  const startsOf = (calendar: SolarCalendar) =>
    moments.map(({ sign, sankranti }) => ({
      sign,
      start: dayNumber(monthStart(sankranti, RULE_OF[calendar], place, timeZone)),
    }));
  const starts = Object.fromEntries(SOLAR_CALENDARS.map((c) => [c, startsOf(c)])) as Record<
    SolarCalendar,
    Array<{ sign: number; start: number }>
  >;
  const answers: SolarDates[] = [];
  for (let civil = parseIsoDate(fromDate); isoDate(civil) <= toDate; civil = addDays(civil, 1)) {
    const today = dayNumber(civil);
    const of = (calendar: SolarCalendar) => {
      const month = starts[calendar].filter((m) => m.start <= today).at(-1)!;
      return { sign: month.sign, month: SOLAR_MONTHS[calendar][month.sign]!, day: today - month.start + 1 };
    };
    const [tamil, malayalam, bengali, odia] = SOLAR_CALENDARS.map(of) as [
      ReturnType<typeof of>,
      ReturnType<typeof of>,
      ReturnType<typeof of>,
      ReturnType<typeof of>,
    ];
    // The Gregorian year in which a calendar's year began, for a year that begins with the month of
    // sign `first` (Mesha for Tamil and Bengali, Simha for the Kollam era). Every month but Dhanu
    // (mid-December to mid-January) begins and ends in one Gregorian year; months from the first up
    // to Dhanu begin in the year's own Gregorian year, the rest in the next one.
    const yearBegan = (sign: number, first: number) =>
      civil.year - (sign === 8 && civil.month === 1 ? 1 : 0) - (sign >= first && sign <= 8 ? 0 : 1);
    answers.push({
      tamil: {
        month: tamil.month,
        day: tamil.day,
        yearName: TAMIL_YEARS[(((yearBegan(tamil.sign, 0) - PRABHAVA_YEAR) % 60) + 60) % 60]!,
      },
      malayalam: { month: malayalam.month, day: malayalam.day, eraYear: yearBegan(malayalam.sign, 4) - 824 },
      bengali: { month: bengali.month, day: bengali.day, eraYear: yearBegan(bengali.sign, 0) - 593 },
      odia: { month: odia.month, day: odia.day },
    });
  }
  return answers;
}

/** The Sun's entry into a sign (0 = Mesha) and its moment. */
export interface Sankranti {
  sign: number;
  sankranti: Date;
}

/** Every sankranti whose civil day (by the zone) lies between two dates, give or take two days. */
export function sankrantisBetween(fromDate: string, toDate: string, timeZone: string): Sankranti[] {
  const to = zonedInstant(addDays(parseIsoDate(toDate), 2), timeZone);
  const found: Sankranti[] = [];
  let at = zonedInstant(addDays(parseIsoDate(fromDate), -2), timeZone);
  for (;;) {
    const sign = (Math.floor(sunSidereal(at) / 30) + 1) % 12;
    const moment = nextCrossing(sunSidereal, sign * 30, at, 33);
    if (!moment || moment >= to) break;
    found.push({ sign, sankranti: moment });
    at = new Date(moment.getTime() + 86_400_000);
  }
  return found;
}

/** The civil days on which a rule's months begin, for sankrantis found once (festivals by solar date). */
export function monthStartsOf(
  sankrantis: Sankranti[],
  rule: MonthRule,
  place: Place,
  timeZone: string,
): Array<{ sign: number; start: string }> {
  return sankrantis.map(({ sign, sankranti }) => ({
    sign,
    start: isoDate(monthStart(sankranti, rule, place, timeZone)),
  }));
}
