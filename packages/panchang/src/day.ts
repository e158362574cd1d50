import { LUNAR_MONTHS, MOVABLE_KARANAS, NAKSHATRAS, RASHIS, TITHIS, YOGAS, type LunarMonth } from './names';
import {
  elongation,
  moonSidereal,
  nextCrossing,
  nextNewMoon,
  previousNewMoon,
  sunEvent,
  sunSidereal,
  yogaAngle,
  type Place,
} from './sky';
import { localParts, parseIsoDate, zonedInstant } from './zoned-time';

const NAKSHATRA_SPAN = 360 / 27;

export interface Tithi {
  /** 1–30: Shukla Pratipada is 1, Purnima 15, Krishna Pratipada 16, Amavasya 30. */
  number: number;
  /** The tithi's id: 'pratipada' … 'chaturdashi', 'purnima' or 'amavasya'. */
  id: string;
  paksha: 'shukla' | 'krishna';
  startsAt: Date | null;
  endsAt: Date | null;
}

export interface Span<Id extends string = string> {
  /** 1-based position in its cycle. */
  number: number;
  id: Id;
  endsAt: Date | null;
}

export interface MonthName {
  id: LunarMonth;
  /** A month with no sankranti in it, named after the month that follows it. */
  adhika: boolean;
}

export interface DayPanchang {
  date: string;
  timeZone: string;
  sunrise: Date | null;
  sunset: Date | null;
  /** The moment the day's elements are read at: sunrise, or 6:00 local where the Sun does not rise. */
  reference: Date;
  tithi: Tithi;
  nakshatra: Span;
  yoga: Span;
  karana: Span;
  /** The month from new moon to new moon (South and West India), and ending at full moon (North). */
  amanta: MonthName;
  purnimanta: MonthName;
  vikramSamvat: number;
  shakaSamvat: number;
  /** Sidereal sign of the Sun at sunrise. */
  sunRashi: string;
  moonRashi: string;
}

export function tithiNumberAt(instant: Date): number {
  return Math.floor(elongation(instant) / 12) + 1;
}

export function tithiId(number: number): string {
  if (number === 15) return 'purnima';
  if (number === 30) return 'amavasya';
  return TITHIS[(number - 1) % 15]!;
}

/** The tithi in force at an instant, with when it began and ends. */
export function tithiAt(instant: Date): Tithi {
  const number = tithiNumberAt(instant);
  const endsAt = nextCrossing(elongation, (number * 12) % 360, instant, 2);
  const startsAt = nextCrossing(elongation, ((number - 1) * 12) % 360, new Date(instant.getTime() - 2 * 86_400_000), 2);
  return { number, id: tithiId(number), paksha: number <= 15 ? 'shukla' : 'krishna', startsAt, endsAt };
}

/** The nakshatra (1–27) the Moon is in at an instant. */
export function nakshatraNumberAt(instant: Date): number {
  return Math.floor(moonSidereal(instant) / NAKSHATRA_SPAN) + 1;
}

export function nakshatraAt(instant: Date): Span<(typeof NAKSHATRAS)[number]> {
  const index = nakshatraNumberAt(instant) - 1;
  const endsAt = nextCrossing(moonSidereal, ((index + 1) * NAKSHATRA_SPAN) % 360, instant, 2);
  return { number: index + 1, id: NAKSHATRAS[index]!, endsAt };
}

export function yogaAt(instant: Date): Span<(typeof YOGAS)[number]> {
  const index = Math.floor(yogaAngle(instant) / NAKSHATRA_SPAN);
  const endsAt = nextCrossing(yogaAngle, ((index + 1) * NAKSHATRA_SPAN) % 360, instant, 2);
  return { number: index + 1, id: YOGAS[index]!, endsAt };
}

/** Sixty half-tithis a month: Kimstughna, then the seven movable ones eight times, then three fixed. */
export function karanaId(index: number): string {
  if (index === 0) return 'kimstughna';
  if (index >= 57) return ['shakuni', 'chatushpada', 'naga'][index - 57]!;
  return MOVABLE_KARANAS[(index - 1) % 7]!;
}

export function karanaAt(instant: Date): Span {
  const index = Math.floor(elongation(instant) / 6);
  const endsAt = nextCrossing(elongation, ((index + 1) * 6) % 360, instant, 1);
  return { number: index + 1, id: karanaId(index), endsAt };
}

const rashiIndex = (longitude: number) => Math.floor(longitude / 30);

/**
 * The amanta month of an instant: named by the sign the Sun enters while it lasts (Sun entering
 * Mesha → Chaitra). When the Sun enters no sign between the two new moons the month is adhika and
 * takes the next month's name. (A kshaya month, last in 1983, is not modelled.)
 */
export function amantaMonthAt(instant: Date): MonthName & { startsAt: Date; endsAt: Date } {
  const startsAt = previousNewMoon(instant);
  const endsAt = nextNewMoon(new Date(startsAt.getTime() + 86_400_000));
  const first = rashiIndex(sunSidereal(startsAt));
  const last = rashiIndex(sunSidereal(endsAt));
  return { id: LUNAR_MONTHS[(first + 1) % 12]!, adhika: first === last, startsAt, endsAt };
}

/** The panchang of a civil date at a place, read at that day's sunrise (the traditional rule). */
export function dayPanchang(date: string, place: Place, timeZone: string): DayPanchang {
  const civil = parseIsoDate(date);
  const midnight = zonedInstant(civil, timeZone);
  const sunrise = sunEvent(place, 1, midnight, 1);
  const sunset = sunEvent(place, -1, sunrise ?? midnight, 1);
  // A sunrise found after the day ended (polar summer or winter) is not this day's.
  const nextMidnight = zonedInstant({ ...civil, day: civil.day + 1 }, timeZone);
  const rise = sunrise && sunrise < nextMidnight ? sunrise : null;
  const set = sunset && sunset < nextMidnight ? sunset : null;
  const reference = rise ?? zonedInstant(civil, timeZone, 6);

  const tithi = tithiAt(reference);
  const amanta = amantaMonthAt(reference);
  // Purnimanta months end at the full moon: Krishna paksha already belongs to the next month.
  const purnimanta: MonthName =
    tithi.paksha === 'krishna' && !amanta.adhika
      ? { id: LUNAR_MONTHS[(LUNAR_MONTHS.indexOf(amanta.id) + 1) % 12]!, adhika: false }
      : { id: amanta.id, adhika: amanta.adhika };

  // The Shaka and Vikram years turn at Chaitra Shukla Pratipada: Pausha in January to Phalguna
  // still belong to the year before.
  const monthIndex = LUNAR_MONTHS.indexOf(amanta.id);
  const gregorianMonth = localParts(reference, timeZone).month;
  const beforeNewYear = monthIndex >= 9 && gregorianMonth <= 4;
  const shakaSamvat = civil.year - 78 - (beforeNewYear ? 1 : 0);

  return {
    date,
    timeZone,
    sunrise: rise,
    sunset: set,
    reference,
    tithi,
    nakshatra: nakshatraAt(reference),
    yoga: yogaAt(reference),
    karana: karanaAt(reference),
    amanta: { id: amanta.id, adhika: amanta.adhika },
    purnimanta,
    vikramSamvat: shakaSamvat + 135,
    shakaSamvat,
    sunRashi: RASHIS[rashiIndex(sunSidereal(reference))]!,
    moonRashi: RASHIS[rashiIndex(moonSidereal(reference))]!,
  };
}
