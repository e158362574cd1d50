import { LUNAR_MONTHS, RASHIS, type LunarMonth, type Nakshatra, type Rashi } from './names';
import { regionsOf, type Region } from './regions';
import { solarFestivals } from './regional-festivals';
import { sankrantisBetween, type Sankranti } from './solar';
import { elongation, moonrise, newMoonsBetween, sunEvent, sunSidereal, type Place } from './sky';
import { addDays, isoDate, localParts, parseIsoDate, zonedInstant } from './zoned-time';

/**
 * Festivals and vrats by the rules calendars publish them with: each is a tithi of a lunar month
 * (amanta naming) observed on the civil day whose deciding moment that tithi covers — sunrise for
 * most, madhyahna for Ram Navami and Ganesh Chaturthi, aparahna for Dussehra and Bhai Dooj, pradosh
 * for Diwali, Dhanteras, Holika Dahan and Pradosh vrat, nishita for Maha Shivaratri, moonrise for
 * Karva Chauth and Sankashti. Sankrantis follow the Sun's entry into each sidereal sign.
 */

export type Moment =
  | 'sunrise'
  | 'arunodaya'
  | 'madhyahna'
  | 'aparahna'
  | 'sardhaTriprahara'
  | 'sunset'
  | 'pradosh'
  | 'sandhya'
  | 'nishita'
  | 'moonrise';

export interface Festival {
  /** Stable kebab-case id ('diwali', 'ekadashi', 'sankranti' …). */
  id: string;
  /** The civil date it is observed on, at the place and in its time zone. */
  date: string;
  /** The Ekadashi's own name ('shattila'), the sign of a sankranti ('makara'). */
  name?: string;
  /** Ekadashi and Janmashtami: the Vaishnava (ISKCON) day when it differs from the Smarta one. */
  vaishnavaDate?: string;
  /** Purnima and Amavasya: the day of the fast (upavas) when it is the day before the tithi's day. */
  vratDate?: string;
  /** Amanta month and tithi (1–30) it is reckoned by; absent for sankrantis. */
  month?: LunarMonth;
  /** The moment of the day (or window) whose tithi decides the date, for the festivals of a tithi rule. */
  at?: Moment;
  adhika?: boolean;
  tithi?: number;
  /**
   * The festivals of a solar month (decision 027): the sign the Sun is in during that month, the day
   * of the month (1 = its first, 0 = the eve of the month), or the star (nakshatra) kept within it.
   */
  solarMonth?: Rashi;
  solarDay?: number;
  nakshatra?: Nakshatra;
  /** Its deciding window on its day (Ganesh Chaturthi's midday, Janmashtami's nishita), as panchangs print it. */
  muhurta?: { start: Date; end: Date };
  /** The regions whose calendars keep it (`all` for the pan-Indian ones). */
  regions: Region[];
}

/** A festival as the rules find it, before its regions are named (a regional variant's are its rule's). */
type Found = Omit<Festival, 'regions'> & { regions?: Region[] };

interface Rule {
  id: string;
  month: LunarMonth;
  tithi: number;
  at: Moment;
  /** A regional variant: these regions keep the festival by this rule instead of the usual one. */
  regions?: Region[];
}

/** Festivals by amanta month (Krishna paksha tithis 16–30 belong to the month before in purnimanta). */
const RULES: Rule[] = [
  { id: 'vasant-panchami', month: 'magha', tithi: 5, at: 'sunrise' },
  { id: 'maha-shivaratri', month: 'magha', tithi: 29, at: 'nishita' },
  { id: 'holika-dahan', month: 'phalguna', tithi: 15, at: 'pradosh' },
  { id: 'ugadi', month: 'chaitra', tithi: 1, at: 'sunrise' },
  { id: 'chaitra-navratri', month: 'chaitra', tithi: 1, at: 'sunrise' },
  { id: 'ram-navami', month: 'chaitra', tithi: 9, at: 'madhyahna' },
  { id: 'hanuman-jayanti', month: 'chaitra', tithi: 15, at: 'sunrise' },
  { id: 'akshaya-tritiya', month: 'vaishakha', tithi: 3, at: 'madhyahna' },
  { id: 'guru-purnima', month: 'ashadha', tithi: 15, at: 'sunrise' },
  { id: 'raksha-bandhan', month: 'shravana', tithi: 15, at: 'sunrise' },
  { id: 'janmashtami', month: 'shravana', tithi: 23, at: 'nishita' },
  { id: 'ganesh-chaturthi', month: 'bhadrapada', tithi: 4, at: 'madhyahna' },
  { id: 'sharad-navratri', month: 'ashwin', tithi: 1, at: 'sunrise' },
  { id: 'dussehra', month: 'ashwin', tithi: 10, at: 'aparahna' },
  { id: 'karva-chauth', month: 'ashwin', tithi: 19, at: 'moonrise' },
  { id: 'dhanteras', month: 'ashwin', tithi: 28, at: 'pradosh' },
  { id: 'diwali', month: 'ashwin', tithi: 30, at: 'pradosh' },
  { id: 'govardhan-puja', month: 'kartika', tithi: 1, at: 'sunrise' },
  { id: 'bhai-dooj', month: 'kartika', tithi: 2, at: 'aparahna' },
  { id: 'chhath', month: 'kartika', tithi: 6, at: 'sunset' },
  { id: 'kartik-purnima', month: 'kartika', tithi: 15, at: 'sunrise' },
  { id: 'gita-jayanti', month: 'margashirsha', tithi: 11, at: 'sunrise' },
  // The regional feasts of issue 25 that are tithis of a lunar month (the solar ones are in regional-festivals.ts).
  { id: 'gudi-padwa', month: 'chaitra', tithi: 1, at: 'sunrise' },
  { id: 'buddha-purnima', month: 'vaishakha', tithi: 15, at: 'sunrise' },
  { id: 'vat-savitri', month: 'vaishakha', tithi: 30, at: 'aparahna' },
  { id: 'jamai-sashti', month: 'jyeshtha', tithi: 6, at: 'sunrise' },
  { id: 'snana-purnima', month: 'jyeshtha', tithi: 15, at: 'sunrise' },
  { id: 'rath-yatra', month: 'ashadha', tithi: 2, at: 'sunrise' },
  { id: 'hariyali-teej', month: 'shravana', tithi: 3, at: 'sunrise' },
  { id: 'naga-panchami', month: 'shravana', tithi: 5, at: 'sunrise' },
  { id: 'hartalika-teej', month: 'bhadrapada', tithi: 3, at: 'sunrise' },
  { id: 'pitru-paksha', month: 'bhadrapada', tithi: 15, at: 'sunrise' },
  { id: 'mahalaya', month: 'bhadrapada', tithi: 30, at: 'sunrise' },
  { id: 'sarva-pitru-amavasya', month: 'bhadrapada', tithi: 30, at: 'aparahna' },
  { id: 'durga-saptami', month: 'ashwin', tithi: 7, at: 'sunrise' },
  { id: 'durga-ashtami', month: 'ashwin', tithi: 8, at: 'sunrise' },
  { id: 'durga-navami', month: 'ashwin', tithi: 9, at: 'sunrise' },
  { id: 'ayudha-puja', month: 'ashwin', tithi: 9, at: 'aparahna' },
  { id: 'vijaya-dashami', month: 'ashwin', tithi: 10, at: 'sunrise' },
  { id: 'sharad-purnima', month: 'ashwin', tithi: 15, at: 'nishita' },
  { id: 'kojagari-lakshmi-puja', month: 'ashwin', tithi: 15, at: 'nishita' },
  { id: 'kumar-purnima', month: 'ashwin', tithi: 15, at: 'nishita' },
  { id: 'ahoi-ashtami', month: 'ashwin', tithi: 23, at: 'sandhya' },
  { id: 'narak-chaturdashi', month: 'ashwin', tithi: 29, at: 'arunodaya' },
  { id: 'kali-puja', month: 'ashwin', tithi: 30, at: 'nishita' },
  { id: 'gujarati-new-year', month: 'kartika', tithi: 1, at: 'sunrise' },
  { id: 'skanda-sashti', month: 'kartika', tithi: 6, at: 'sandhya' },
  { id: 'saraswati-puja', month: 'magha', tithi: 5, at: 'madhyahna' },
  // Regional variants (decision 027): the same feast kept on another day by some regions' calendars.
  // The south and west keep Vijayadashami as Dussehra, by the afternoon, Bengal by Dashami at sunrise.
  {
    id: 'vijaya-dashami',
    month: 'ashwin',
    tithi: 10,
    at: 'aparahna',
    regions: ['tamil', 'malayalam', 'telugu', 'kannada', 'marathi', 'gujarati'],
  },
  // Gujarat's Nag Pancham is the Krishna Panchami of its (amanta) Shravana, three days before Janmashtami.
  { id: 'naga-panchami', month: 'shravana', tithi: 20, at: 'sunrise', regions: ['gujarati'] },
  // Vat Purnima: the west and Karnataka keep Savitri's vow on Jyeshtha Purnima, the north on its Amavasya.
  { id: 'vat-savitri', month: 'jyeshtha', tithi: 15, at: 'aparahna', regions: ['marathi', 'gujarati', 'kannada'] },
];

/** Ekadashi names by amanta month: [Shukla, Krishna]. Adhika months have their own pair. */
const EKADASHI_NAMES: Record<LunarMonth, [string, string]> = {
  chaitra: ['kamada', 'varuthini'],
  vaishakha: ['mohini', 'apara'],
  jyeshtha: ['nirjala', 'yogini'],
  ashadha: ['devshayani', 'kamika'],
  shravana: ['shravana-putrada', 'aja'],
  bhadrapada: ['parsva', 'indira'],
  ashwin: ['papankusha', 'rama'],
  kartika: ['devutthana', 'utpanna'],
  margashirsha: ['mokshada', 'saphala'],
  pausha: ['pausha-putrada', 'shattila'],
  magha: ['jaya', 'vijaya'],
  phalguna: ['amalaki', 'papmochani'],
};
const ADHIKA_EKADASHI: [string, string] = ['padmini', 'parama'];

/**
 * Recurring vrats: every month's tithi at its moment. Purnima and Amavasya are dated by sunrise
 * (the day of the snan and daan), with the fast on the evening the full moon rises (Purnima) or the
 * afternoon of the ancestors' offering (Amavasya) when that is the day before.
 */
const RECURRING: Array<{ id: string; tithis: number[]; at: Moment; vratAt?: Moment }> = [
  { id: 'purnima', tithis: [15], at: 'sunrise', vratAt: 'sunset' },
  { id: 'amavasya', tithis: [30], at: 'sunrise', vratAt: 'aparahna' },
  // Pradosh vrat: Trayodashi at the evening twilight, 45 minutes either side of sunset.
  { id: 'pradosh', tithis: [13, 28], at: 'sandhya' },
  { id: 'sankashti-chaturthi', tithis: [19], at: 'moonrise' },
];

const MINUTE = 60_000;

interface DayFacts {
  date: string;
  sunrise: Date;
  /** Tithi (1–30), elongation, amanta month and adhika flag at each deciding moment, found when first asked. */
  at: Record<Moment, { tithi: number; elongation: number; month: LunarMonth; adhika: boolean }>;
  sunset: () => Date;
  /** The share (0–1) of a deciding window of the day that a tithi covers. */
  coverage: (window: Window, tithi: number) => number;
  /** A deciding window of the day, as epoch milliseconds [start, end). */
  window: (window: Window) => [number, number];
}

/** The moments that are windows of time, judged by how much of them a tithi covers (vyapti). */
type Window = 'madhyahna' | 'aparahna' | 'pradosh' | 'sandhya' | 'nishita';
const WINDOWS: readonly Moment[] = ['madhyahna', 'aparahna', 'pradosh', 'sandhya', 'nishita'];
const SAMPLES = 9;

/** A lunar-month lookup over precomputed new moons (one search per month, not per day). */
function monthFinder(from: Date, to: Date) {
  const moons = newMoonsBetween(from, to);
  const signs = moons.map((m) => Math.floor(sunSidereal(m) / 30));
  return (instant: Date) => {
    let lo = 0;
    let hi = moons.length - 2;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (moons[mid]!.getTime() <= instant.getTime()) lo = mid;
      else hi = mid - 1;
    }
    const first = signs[lo]!;
    const last = signs[lo + 1]!;
    return { month: LUNAR_MONTHS[(first + 1) % 12]!, adhika: first === last };
  };
}

function dayFacts(
  date: { year: number; month: number; day: number },
  place: Place,
  timeZone: string,
  monthAt: ReturnType<typeof monthFinder>,
): DayFacts {
  // Every day needs its sunrise; the other moments (each a search) only on the few days a rule
  // looks at, so they are found on first use.
  const once = <T>(compute: () => T) => {
    let value: T | undefined;
    return () => (value ??= compute());
  };
  const sunrise = sunEvent(place, 1, zonedInstant(date, timeZone), 1) ?? zonedInstant(date, timeZone, 6);
  const sunset = once(() => sunEvent(place, -1, sunrise, 1) ?? zonedInstant(date, timeZone, 18));
  const nextSunrise = once(() => sunEvent(place, 1, sunset(), 1) ?? new Date(sunrise.getTime() + 86_400_000));
  const dayLength = () => sunset().getTime() - sunrise.getTime();
  const moments: Record<Moment, () => Date> = {
    sunrise: () => sunrise,
    // 96 minutes (four ghatis) before sunrise: the Vaishnava test of an Ekadashi.
    arunodaya: () => new Date(sunrise.getTime() - 96 * MINUTE),
    // The day in five parts: madhyahna is the third, aparahna the fourth; their middles.
    madhyahna: () => new Date(sunrise.getTime() + dayLength() * 0.5),
    aparahna: () => new Date(sunrise.getTime() + dayLength() * 0.7),
    // Three and a half of the day's four prahars after sunrise (Holika Dahan's test of a Purnima).
    sardhaTriprahara: () => new Date(sunrise.getTime() + dayLength() * 0.875),
    sunset,
    // Pradosh: the first fifth of the night (three of its fifteen muhurtas); its middle.
    pradosh: () => new Date(sunset().getTime() + (nextSunrise().getTime() - sunset().getTime()) / 10),
    sandhya: sunset,
    nishita: () => new Date((sunset().getTime() + nextSunrise().getTime()) / 2),
    moonrise: () =>
      moonrise(place, zonedInstant(date, timeZone, 12), 1) ?? new Date(sunset().getTime() + 3 * 60 * MINUTE),
  };
  // The windows: the day's third and fourth fifths, the night's first fifth (pradosh), 45
  // minutes either side of sunset (sandhya), the night's middle muhurta.
  const windows: Record<Window, () => [number, number]> = {
    madhyahna: () => [sunrise.getTime() + dayLength() * 0.4, sunrise.getTime() + dayLength() * 0.6],
    aparahna: () => [sunrise.getTime() + dayLength() * 0.6, sunrise.getTime() + dayLength() * 0.8],
    pradosh: () => [sunset().getTime(), sunset().getTime() + (nextSunrise().getTime() - sunset().getTime()) / 5],
    sandhya: () => [sunset().getTime() - 45 * MINUTE, sunset().getTime() + 45 * MINUTE],
    // Nishita: the 8th of the night's 15 muhurtas, centred on its middle.
    nishita: () => {
      const middle = (sunset().getTime() + nextSunrise().getTime()) / 2;
      const half = (nextSunrise().getTime() - sunset().getTime()) / 30;
      return [middle - half, middle + half];
    },
  };
  const covered = new Map<string, number>();
  const coverage = (window: Window, tithi: number) => {
    const key = `${window}:${tithi}`;
    if (!covered.has(key)) {
      const [start, end] = windows[window]();
      let hits = 0;
      for (let k = 0; k < SAMPLES; k++) {
        const instant = new Date(start + ((end - start) * k) / (SAMPLES - 1));
        if (Math.floor(elongation(instant) / 12) + 1 === tithi) hits += 1;
      }
      covered.set(key, hits / SAMPLES);
    }
    return covered.get(key)!;
  };
  const at = {} as DayFacts['at'];
  for (const [moment, instant] of Object.entries(moments) as Array<[Moment, () => Date]>) {
    const facts = once(() => {
      const angle = elongation(instant());
      return { tithi: Math.floor(angle / 12) + 1, elongation: angle, ...monthAt(instant()) };
    });
    Object.defineProperty(at, moment, { get: facts, enumerable: true });
  }
  return { date: isoDate(date), sunrise, at, sunset, coverage, window: (w) => windows[w]() };
}

type MomentFacts = DayFacts['at'][Moment];

/**
 * Each occurrence of a tithi, once: the first day it holds at sunrise, or, when it begins and ends
 * between two sunrises (kshaya), the day it falls in. Its month is that of the tithi itself.
 */
function occurrences(days: DayFacts[], tithi: number): Array<{ index: number; month: LunarMonth; adhika: boolean }> {
  const found: Array<{ index: number; month: LunarMonth; adhika: boolean }> = [];
  const before = ((tithi + 28) % 30) + 1;
  const after = (tithi % 30) + 1;
  for (let i = 0; i < days.length; i++) {
    const today = days[i]!.at.sunrise;
    if (today.tithi === tithi) {
      if (i === 0 || days[i - 1]!.at.sunrise.tithi !== tithi) found.push({ index: i, ...monthOf(today) });
      continue;
    }
    const tomorrow = days[i + 1]?.at.sunrise;
    if (tomorrow && today.tithi === before && tomorrow.tithi === after) {
      // Only Pratipada can begin a new month between the two sunrises.
      found.push({ index: i, ...monthOf(tithi === 1 ? tomorrow : today) });
    }
  }
  return found;
}
const monthOf = (f: MomentFacts) => ({ month: f.month, adhika: f.adhika });

/**
 * The day an occurrence is observed on, among the day before, the day itself and the day after:
 * for a window, the day the tithi covers most of it; for a moment, the first day it holds then;
 * failing both, the sunrise day.
 */
function observedDay(days: DayFacts[], index: number, tithi: number, at: Moment): number {
  if (at === 'sunrise') return index;
  if (WINDOWS.includes(at)) {
    // The day whose window the tithi covers most; on a tie, the first.
    let best = -1;
    let bestShare = 0;
    for (const i of [index - 1, index, index + 1]) {
      const share = days[i]?.coverage(at as Window, tithi) ?? 0;
      if (share > bestShare) [best, bestShare] = [i, share];
    }
    if (best >= 0) return best;
  }
  for (const i of [index - 1, index, index + 1]) {
    if (days[i]?.at[at].tithi === tithi) return i;
  }
  return index;
}

/** Every festival and vrat observed between two civil dates (inclusive) at a place. */
export function festivalsBetween(fromDate: string, toDate: string, place: Place, timeZone: string): Festival[] {
  const from = parseIsoDate(fromDate);
  const to = parseIsoDate(toDate);
  // A margin of days on each side lets runs and kshaya tithis at the edges be judged.
  const start = addDays(from, -2);
  const end = addDays(to, 2);
  const monthAt = monthFinder(zonedInstant(addDays(start, -1), timeZone), zonedInstant(addDays(end, 2), timeZone));
  const days: DayFacts[] = [];
  for (let d = start; isoDate(d) <= isoDate(end); d = addDays(d, 1)) days.push(dayFacts(d, place, timeZone, monthAt));

  const festivals: Found[] = [];
  for (const rule of RULES) {
    for (const o of occurrences(days, rule.tithi)) {
      if (o.month !== rule.month || o.adhika) continue;
      let i = observedDay(days, o.index, rule.tithi, rule.at);
      if (rule.id === 'holika-dahan' && holikaMovesOn(days, i)) i += 1;
      // Janmashtami: Smarta at midnight (nishita); Vaishnava on the day Ashtami holds at sunrise.
      const vaishnava = rule.id === 'janmashtami' && o.index !== i ? { vaishnavaDate: days[o.index]!.date } : {};
      // Holika Dahan's fire waits for Bhadra to pass, which its window does not know.
      const muhurta = TIMED.includes(rule.at) && rule.id !== 'holika-dahan' ? days[i]!.window(rule.at as Window) : null;
      festivals.push({
        id: rule.id,
        date: days[i]!.date,
        month: rule.month,
        tithi: rule.tithi,
        at: rule.at,
        ...vaishnava,
        ...(muhurta ? { muhurta: { start: new Date(muhurta[0]), end: new Date(muhurta[1]) } } : {}),
        ...(rule.regions ? { regions: rule.regions } : {}),
      });
      if (rule.id === 'holika-dahan' && days[i + 1]) {
        festivals.push({ id: 'holi', date: days[i + 1]!.date, month: 'phalguna', tithi: 16 });
      }
    }
  }
  for (const vrat of RECURRING) {
    for (const tithi of vrat.tithis) {
      for (const o of occurrences(days, tithi)) {
        const i = observedDay(days, o.index, tithi, vrat.at);
        const fast = vrat.vratAt ? observedDay(days, o.index, tithi, vrat.vratAt) : i;
        festivals.push({
          id: vrat.id,
          date: days[i]!.date,
          month: o.month,
          adhika: o.adhika,
          tithi,
          at: vrat.at,
          ...(fast !== i ? { vratDate: days[fast]!.date } : {}),
        });
      }
    }
  }
  // Ekadashi (Smarta): the day it holds at sunrise, but the day before when Dwadashi is gone by the
  // next sunrise (the fast must be broken within Dwadashi). Vaishnava (Hari Bhakti Vilasa): the day
  // after when Dashami still holds at arunodaya, when Ekadashi holds at two sunrises (unmilani) or
  // when Dwadashi does (vyanjuli mahadvadashi).
  for (const tithi of [11, 26]) {
    for (const o of occurrences(days, tithi)) {
      const i = o.index;
      const names = o.adhika ? ADHIKA_EKADASHI : EKADASHI_NAMES[o.month];
      const dwadashiGone = days[i + 1]?.at.sunrise.tithi === tithi + 2;
      const smarta = dwadashiGone && days[i]!.at.sunrise.tithi === tithi && days[i - 1] ? i - 1 : i;
      const sunriseTithi = (k: number) => days[k]?.at.sunrise.tithi;
      const nextDay =
        days[i]!.at.arunodaya.tithi === tithi - 1 ||
        sunriseTithi(i + 1) === tithi ||
        (sunriseTithi(i + 1) === tithi + 1 && sunriseTithi(i + 2) === tithi + 1);
      const vaishnava = nextDay && days[i + 1] ? i + 1 : i;
      festivals.push({
        id: 'ekadashi',
        date: days[smarta]!.date,
        name: names[tithi === 11 ? 0 : 1],
        month: o.month,
        adhika: o.adhika,
        tithi,
        ...(vaishnava !== smarta ? { vaishnavaDate: days[vaishnava]!.date } : {}),
      });
    }
  }
  // One search for the sankrantis serves both: from a month before the range, whose solar months
  // may still hold a star's feast within it.
  const moments = sankrantisBetween(isoDate(addDays(start, -32)), isoDate(end), timeZone);
  festivals.push(...sankrantis(days, moments, timeZone));
  festivals.push(...solarFestivals(days, festivals, moments, place, timeZone));

  return withRegions(festivals.filter((f) => f.date >= fromDate && f.date <= toDate)).sort(
    (a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id),
  );
}

/**
 * Names the regions of each festival. A regional variant that falls on the usual day that year is
 * one festival kept by both sets of regions, so no list shows the same feast twice on one day.
 */
function withRegions(found: Found[]): Festival[] {
  const festivals = found.filter((f) => !f.regions).map((f) => ({ ...f, regions: regionsOf(f.id) }));
  for (const variant of found.filter((f) => f.regions)) {
    const usual = festivals.find((f) => f.id === variant.id && f.date === variant.date);
    if (usual) usual.regions = [...usual.regions, ...variant.regions!];
    else festivals.push(variant as Festival);
  }
  return festivals;
}

/** The windows whose times a festival's day is given with; sandhya is a test of the day, not a time kept. */
const TIMED: readonly Moment[] = ['madhyahna', 'aparahna', 'pradosh', 'nishita'];

/**
 * Holika Dahan avoids Bhadra (Vishti karana, the first half of Purnima). When Bhadra covers the
 * evening and the next day's Purnima lasts three and a half prahars, the fire moves to that evening.
 */
function holikaMovesOn(days: DayFacts[], i: number): boolean {
  const evening = days[i]!.at.pradosh;
  const bhadra = evening.tithi === 15 && Math.floor(evening.elongation / 6) === 28;
  return bhadra && days[i + 1]?.at.sardhaTriprahara.tithi === 15;
}

/** The Sun's entry into each sign, on the civil day it happens. */
function sankrantis(days: DayFacts[], moments: Sankranti[], timeZone: string): Found[] {
  const found: Found[] = [];
  for (const { sign, sankranti: moment } of moments) {
    const local = localParts(moment, timeZone);
    const date = { year: local.year, month: local.month, day: local.day };
    const rashi = RASHIS[sign]!;
    found.push({ id: 'sankranti', date: isoDate(date), name: rashi });
    if (rashi === 'makara') {
      // The festival keeps the punya kaal: after sunset, the next day.
      const today = days.find((d) => d.date === isoDate(date));
      const festival = today && moment > today.sunset() ? addDays(date, 1) : date;
      found.push({ id: 'makar-sankranti', date: isoDate(festival), name: rashi });
    }
  }
  return found;
}

/** Every festival and vrat of a Gregorian year. */
export function yearFestivals(year: number, place: Place, timeZone: string): Festival[] {
  return festivalsBetween(`${year}-01-01`, `${year}-12-31`, place, timeZone);
}

/** The festivals and vrats of one civil date. */
export function festivalsOn(date: string, place: Place, timeZone: string): Festival[] {
  return festivalsBetween(date, date, place, timeZone);
}
