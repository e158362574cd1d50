import {
  MOON_PHASES,
  type Festival as FestivalAnswer,
  type PanchangDay,
  type PanchangMonth,
  type PanchangYear,
} from '@sangam/contracts';
import {
  dayPanchang,
  addDays,
  dayTimings,
  festivalsBetween,
  isoDate,
  moonSidereal,
  paranaWindow,
  parseIsoDate,
  solarDates,
  solarDatesBetween,
  sunSidereal,
  yearFestivals,
  type DayTimings,
  type Festival,
  type NamedPeriod,
  type Period,
  type Place,
  type SolarDates,
} from '@sangam/panchang';

/**
 * The calendar's answers, computed from scratch: pure functions of the date (or year) and the place,
 * which the worker pool runs off the request thread (calendar.ts keeps and shares them).
 */

const round = (n: number) => Math.round(n * 100) / 100;
const iso = (d: Date | null) => d?.toISOString() ?? null;

function toFestival(f: Festival): FestivalAnswer {
  return {
    id: f.id,
    date: f.date,
    ...(f.name ? { name: f.name } : {}),
    ...(f.vaishnavaDate ? { vaishnava_date: f.vaishnavaDate } : {}),
    ...(f.vratDate ? { vrat_date: f.vratDate } : {}),
    ...(f.month ? { month: f.month } : {}),
    ...(f.adhika !== undefined ? { adhika: f.adhika } : {}),
    ...(f.tithi ? { tithi: f.tithi } : {}),
    ...(f.at ? { moment: f.at } : {}),
    ...(f.solarMonth ? { solar_month: f.solarMonth } : {}),
    ...(f.solarDay !== undefined ? { solar_day: f.solarDay } : {}),
    ...(f.nakshatra ? { nakshatra: f.nakshatra } : {}),
    ...(f.muhurta ? { muhurta: { start: f.muhurta.start.toISOString(), end: f.muhurta.end.toISOString() } } : {}),
    regions: f.regions,
  };
}

/** Where an answer is computed: to about a kilometre, which changes no time by a minute. */
export const roundedPlace = (lat: number, lon: number): Place => ({ latitude: round(lat), longitude: round(lon) });

export function dayAnswer(date: string, place: Place, timeZone: string): PanchangDay {
  const p = dayPanchang(date, place, timeZone);
  // One pass over the festivals of the day and the two before it: the day's own, and the Ekadashi
  // whose parana may fall on it.
  const recent = festivalsBetween(isoDate(addDays(parseIsoDate(date), -2)), date, place, timeZone);
  return {
    date,
    place: { latitude: place.latitude, longitude: place.longitude, time_zone: timeZone },
    sunrise: iso(p.sunrise),
    sunset: iso(p.sunset),
    tithi: {
      number: p.tithi.number,
      id: p.tithi.id,
      paksha: p.tithi.paksha,
      starts_at: iso(p.tithi.startsAt),
      ends_at: iso(p.tithi.endsAt),
    },
    nakshatra: { number: p.nakshatra.number, id: p.nakshatra.id, ends_at: iso(p.nakshatra.endsAt) },
    yoga: { number: p.yoga.number, id: p.yoga.id, ends_at: iso(p.yoga.endsAt) },
    karana: { number: p.karana.number, id: p.karana.id, ends_at: iso(p.karana.endsAt) },
    amanta_month: p.amanta,
    purnimanta_month: p.purnimanta,
    vikram_samvat: p.vikramSamvat,
    shaka_samvat: p.shakaSamvat,
    sun_rashi: p.sunRashi,
    moon_rashi: p.moonRashi,
    moon_phase: moonPhaseAt(p.reference),
    festivals: recent.filter((f) => f.date === date).map(toFestival),
    ...timingsOf(dayTimings(date, place, timeZone)),
    parana: paranaOn(date, recent, place, timeZone),
    solar_dates: solarDatesOf(solarDates(date, place, timeZone)),
  };
}

/** The engine's solar dates as the API names their fields. */
const solarDatesOf = ({ tamil, malayalam, bengali, odia }: SolarDates) => ({
  tamil: { month: tamil.month, day: tamil.day, year_name: tamil.yearName },
  malayalam: { month: malayalam.month, day: malayalam.day, era_year: malayalam.eraYear },
  bengali: { month: bengali.month, day: bengali.day, era_year: bengali.eraYear },
  odia,
});

const period = (p: Period | null) => (p ? { start: p.start.toISOString(), end: p.end.toISOString() } : null);
const named = (p: NamedPeriod) => ({ start: p.start.toISOString(), end: p.end.toISOString(), name: p.name });

/**
 * The window to break the fast on the day after an Ekadashi (decision 026), and whose fast it
 * ends: the Smarta one, the Vaishnava one (a day later when the traditions differ), or both.
 */
function paranaOn(date: string, recent: Festival[], place: Place, timeZone: string) {
  const before = isoDate(addDays(parseIsoDate(date), -1));
  const ekadashi = recent.find((f) => f.id === 'ekadashi' && (f.date === before || f.vaishnavaDate === before));
  const window = ekadashi ? paranaWindow(date, place, timeZone) : null;
  if (!ekadashi || !window) return null;
  const tradition = !ekadashi.vaishnavaDate ? 'all' : ekadashi.date === before ? 'smarta' : 'vaishnava';
  return { ...period(window)!, tradition } as const;
}

/** The day's timings (decision 026) as the API names them. */
function timingsOf(t: DayTimings) {
  return {
    moonrise: iso(t.moonrise),
    moonset: iso(t.moonset),
    rahu_kalam: period(t.rahuKalam),
    yamaganda: period(t.yamaganda),
    gulika: period(t.gulika),
    abhijit: period(t.abhijit),
    brahma_muhurta: period(t.brahmaMuhurta),
    dur_muhurtam: t.durMuhurtam.map(named),
    choghadiya: t.choghadiya.map(named),
    transitions: t.transitions.map(({ limb, id, number, at }) => ({ limb, id, number, at: at.toISOString() })),
  };
}

export function yearAnswer(year: number, place: Place, timeZone: string): PanchangYear {
  return {
    year,
    place: { latitude: place.latitude, longitude: place.longitude, time_zone: timeZone },
    festivals: yearFestivals(year, place, timeZone).map(toFestival),
  };
}

/**
 * The Moon's phase at an instant: the lit fraction of its disc from the Sun–Moon elongation (the
 * phase angle's geocentric approximation, well within the two decimals shown), and its eighth.
 */
function moonPhaseAt(instant: Date) {
  const elongation = (((moonSidereal(instant) - sunSidereal(instant)) % 360) + 360) % 360;
  const illuminated = round((1 - Math.cos((elongation * Math.PI) / 180)) / 2);
  return { illuminated, id: MOON_PHASES[Math.round(elongation / 45) % 8]! };
}

/** A month's days for the month grid: each day's limbs at sunrise (or the engine's reference moment), its Moon and its festivals. */
export function monthAnswer(year: number, month: number, place: Place, timeZone: string): PanchangMonth {
  const first = { year, month, day: 1 };
  const dates = Array.from({ length: 31 }, (_, i) => addDays(first, i))
    .filter((d) => d.month === month)
    .map(isoDate);
  const festivals = festivalsBetween(dates[0]!, dates.at(-1)!, place, timeZone);
  // The month's sankrantis are found once for all its days.
  const solar = solarDatesBetween(dates[0]!, dates.at(-1)!, place, timeZone);
  return {
    year,
    month,
    place: { latitude: place.latitude, longitude: place.longitude, time_zone: timeZone },
    days: dates.map((date, i) => {
      const p = dayPanchang(date, place, timeZone);
      return {
        date,
        tithi: { number: p.tithi.number, id: p.tithi.id },
        paksha: p.tithi.paksha,
        nakshatra: { number: p.nakshatra.number, id: p.nakshatra.id },
        moon_phase: moonPhaseAt(p.reference),
        festivals: festivals.filter((f) => f.date === date).map(toFestival),
        sunrise: iso(p.sunrise),
        sunset: iso(p.sunset),
        solar_dates: solarDatesOf(solar[i]!),
      };
    }),
  };
}
