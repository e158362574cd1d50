import { karanaAt, nakshatraAt, tithiAt, yogaAt } from './day';
import { moonEvent, sunEvent, type Place } from './sky';
import { parseIsoDate, zonedInstant } from './zoned-time';

/**
 * The day's timings as published panchangs give them (decision 026): periods measured from sunrise
 * and sunset at the place, by weekday. Daylight is cut into eighths (Rahu Kalam, Yamaganda, Gulika
 * Kalam, the day's choghadiyas) and into the 15 muhurtas of day (Abhijit, Dur Muhurtam); the night
 * likewise from sunset to the next sunrise, and the night before for Brahma Muhurta.
 */

export interface Period {
  start: Date;
  end: Date;
}

export interface NamedPeriod extends Period {
  name: string;
}

/** A change of one of the five limbs' elements (vara aside) within the civil day. */
export interface Transition {
  limb: 'tithi' | 'nakshatra' | 'yoga' | 'karana';
  /** The element that begins then, its id and its place in its cycle. */
  id: string;
  number: number;
  at: Date;
}

export interface DayTimings {
  moonrise: Date | null;
  moonset: Date | null;
  rahuKalam: Period | null;
  yamaganda: Period | null;
  gulika: Period | null;
  /** The 8th muhurta of the day; none on Wednesday, whose Dur Muhurtam it is. */
  abhijit: Period | null;
  brahmaMuhurta: Period | null;
  /** `name` is `day` or `night`: the half of the day whose muhurta it is. */
  durMuhurtam: NamedPeriod[];
  choghadiya: NamedPeriod[];
  transitions: Transition[];
}

/** Which eighth of daylight (1–8) each kalam takes, Sunday first. */
const EIGHTHS = {
  rahuKalam: [8, 2, 7, 5, 6, 4, 3],
  yamaganda: [5, 4, 3, 2, 1, 7, 6],
  gulika: [7, 6, 5, 4, 3, 2, 1],
} as const;

/**
 * The Dur Muhurtam of each weekday, Sunday first: day muhurtas (1–15) and, on Tuesday, a night
 * muhurta. Saturday's first two are one period.
 */
const DUR_MUHURTAM: readonly { day: number[]; night?: number }[] = [
  { day: [14] },
  { day: [9, 12] },
  { day: [4], night: 7 },
  { day: [8] },
  { day: [6, 12] },
  { day: [4, 9] },
  { day: [1, 2] },
];

/** The choghadiyas in the order they follow one another by day, and by night. */
const DAY_CYCLE = ['udveg', 'char', 'labh', 'amrit', 'kaal', 'shubh', 'rog'] as const;
const NIGHT_CYCLE = ['shubh', 'amrit', 'char', 'rog', 'kaal', 'labh', 'udveg'] as const;
/** The first choghadiya of each weekday's day and night, Sunday first. */
const DAY_FIRST = ['udveg', 'amrit', 'rog', 'labh', 'shubh', 'char', 'kaal'] as const;
const NIGHT_FIRST = ['shubh', 'char', 'kaal', 'udveg', 'amrit', 'rog', 'labh'] as const;

/** The `part`-th (1-based) of `count` equal parts of a period, `length` parts long. */
function part(period: Period, count: number, index: number, length = 1): Period {
  const size = (period.end.getTime() - period.start.getTime()) / count;
  const start = period.start.getTime() + (index - 1) * size;
  return { start: new Date(start), end: new Date(start + length * size) };
}

function choghadiyas(period: Period, cycle: readonly string[], first: string): NamedPeriod[] {
  const offset = cycle.indexOf(first);
  return Array.from({ length: 8 }, (_, i) => ({
    ...part(period, 8, i + 1),
    name: cycle[(offset + i) % cycle.length]!,
  }));
}

/** Every change of tithi, nakshatra, yoga and karana from one instant to another, in order. */
function transitionsBetween(from: Date, to: Date): Transition[] {
  const found: Transition[] = [];
  const limbs = { tithi: tithiAt, nakshatra: nakshatraAt, yoga: yogaAt, karana: karanaAt } as const;
  for (const [limb, at] of Object.entries(limbs) as [Transition['limb'], (d: Date) => { endsAt: Date | null }][]) {
    let ends = at(from).endsAt;
    while (ends && ends < to) {
      // A second past the change: the element that begins.
      const next = at(new Date(ends.getTime() + 1000)) as { id: string; number: number; endsAt: Date | null };
      found.push({ limb, id: next.id, number: next.number, at: ends });
      ends = next.endsAt;
    }
  }
  return found.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The timings of a civil date at a place. Where the Sun does not rise or set, the periods are null. */
export function dayTimings(date: string, place: Place, timeZone: string): DayTimings {
  const civil = parseIsoDate(date);
  const midnight = zonedInstant(civil, timeZone);
  const nextMidnight = zonedInstant({ ...civil, day: civil.day + 1 }, timeZone);
  const within = (d: Date | null) => (d && d >= midnight && d < nextMidnight ? d : null);

  const sunrise = within(sunEvent(place, 1, midnight, 1));
  const sunset = sunrise ? sunEvent(place, -1, sunrise, 1) : null;
  const nextSunrise = sunset ? sunEvent(place, 1, sunset, 1) : null;
  const lastSunset = sunrise ? sunEvent(place, -1, new Date(sunrise.getTime() - 86_400_000), 1) : null;
  // The weekday of a civil date is the same in every zone.
  const weekday = new Date(Date.UTC(civil.year, civil.month - 1, civil.day)).getUTCDay();

  const moonrise = within(moonEvent(place, 1, midnight, 1));
  const moonset = within(moonEvent(place, -1, midnight, 1));
  const transitions = transitionsBetween(midnight, nextMidnight);

  if (!sunrise || !sunset || sunset > nextMidnight) {
    return {
      moonrise,
      moonset,
      rahuKalam: null,
      yamaganda: null,
      gulika: null,
      abhijit: null,
      brahmaMuhurta: null,
      durMuhurtam: [],
      choghadiya: [],
      transitions,
    };
  }
  const day: Period = { start: sunrise, end: sunset };
  const night = nextSunrise ? { start: sunset, end: nextSunrise } : null;
  const nightBefore = lastSunset ? { start: lastSunset, end: sunrise } : null;
  const rule = DUR_MUHURTAM[weekday]!;
  // Consecutive muhurtas (Saturday's) are one period.
  const durDay =
    rule.day[1] === rule.day[0]! + 1 ? [part(day, 15, rule.day[0]!, 2)] : rule.day.map((m) => part(day, 15, m));
  const durMuhurtam: NamedPeriod[] = [
    ...durDay.map((p) => ({ ...p, name: 'day' })),
    ...(rule.night && night ? [{ ...part(night, 15, rule.night), name: 'night' }] : []),
  ];

  return {
    moonrise,
    moonset,
    rahuKalam: part(day, 8, EIGHTHS.rahuKalam[weekday]!),
    yamaganda: part(day, 8, EIGHTHS.yamaganda[weekday]!),
    gulika: part(day, 8, EIGHTHS.gulika[weekday]!),
    abhijit: weekday === 3 ? null : part(day, 15, 8),
    brahmaMuhurta: nightBefore ? part(nightBefore, 15, 14) : null,
    durMuhurtam,
    choghadiya: [
      ...choghadiyas(day, DAY_CYCLE, DAY_FIRST[weekday]!),
      ...(night ? choghadiyas(night, NIGHT_CYCLE, NIGHT_FIRST[weekday]!) : []),
    ],
    transitions,
  };
}
