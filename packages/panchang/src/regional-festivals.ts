import { nakshatraNumberAt } from './day';
import { NAKSHATRAS, RASHIS, type Nakshatra, type Rashi } from './names';
import { elongation, type Place } from './sky';
import { monthStartsOf, type MonthRule, type Sankranti } from './solar';
import { addDays, isoDate, parseIsoDate } from './zoned-time';

/**
 * The regional feasts kept by a solar calendar (decision 027): a new year or harvest on the day a
 * region's month begins, a star (nakshatra) within a region's month, and the Vaikunta Ekadashi of
 * the Tamil month Margazhi. The lunar ones are tithi rules beside the others in festivals.ts.
 */

interface Day {
  date: string;
  sunrise: Date;
  sunset: () => Date;
}

interface Found {
  id: string;
  date: string;
  name?: string;
  tithi?: number;
  vaishnavaDate?: string;
  solarMonth?: Rashi;
  solarDay?: number;
  nakshatra?: Nakshatra;
}

/** Feasts on a day counted from the first of a region's month (sign 0 = Mesha). */
const MONTH_DAYS: Array<{ id: string; rule: MonthRule; sign: number; offset: number }> = [
  { id: 'puthandu', rule: 'madhyahna', sign: 0, offset: 0 },
  { id: 'aadi-perukku', rule: 'madhyahna', sign: 3, offset: 17 },
  { id: 'thai-pongal', rule: 'madhyahna', sign: 9, offset: 0 },
  { id: 'bhogi', rule: 'madhyahna', sign: 9, offset: -1 },
  { id: 'vishu', rule: 'madhyahna', sign: 0, offset: 0 },
  { id: 'pohela-boishakh', rule: 'next-day', sign: 0, offset: 0 },
  { id: 'pana-sankranti', rule: 'sunset', sign: 0, offset: 0 },
  // Raja is three days about the Mithuna sankranti; the festival is dated by its first, Pahili Raja.
  { id: 'raja-parba', rule: 'sunset', sign: 2, offset: -1 },
  { id: 'bohag-bihu', rule: 'next-sunrise-day', sign: 0, offset: 0 },
  { id: 'magh-bihu', rule: 'next-sunrise-day', sign: 9, offset: 0 },
];

/** Feasts of a star within a region's month: the day it holds at midday, by the month's full moon. */
const MONTH_STARS: Array<{ id: string; rule: MonthRule; sign: number; nakshatra: number }> = [
  { id: 'thaipusam', rule: 'madhyahna', sign: 9, nakshatra: 8 },
  { id: 'karthigai-deepam', rule: 'madhyahna', sign: 7, nakshatra: 3 },
  { id: 'onam', rule: 'madhyahna', sign: 4, nakshatra: 22 },
  { id: 'attukal-pongala', rule: 'madhyahna', sign: 10, nakshatra: 11 },
];

/**
 * `sankrantis`: those from a month before the first day to the last (found once for all the
 * festivals of the range), so months begun before the range still hold their stars within it.
 */
export function solarFestivals(
  days: Day[],
  lunar: Found[],
  sankrantis: Sankranti[],
  place: Place,
  timeZone: string,
): Found[] {
  const starts = new Map<MonthRule, ReturnType<typeof monthStartsOf>>();
  const startsBy = (rule: MonthRule) => {
    if (!starts.has(rule)) starts.set(rule, monthStartsOf(sankrantis, rule, place, timeZone));
    return starts.get(rule)!;
  };
  const found: Found[] = [];
  for (const feast of MONTH_DAYS) {
    for (const month of startsBy(feast.rule).filter((m) => m.sign === feast.sign)) {
      found.push({
        id: feast.id,
        date: isoDate(addDays(parseIsoDate(month.start), feast.offset)),
        solarMonth: RASHIS[feast.sign]!,
        solarDay: feast.offset + 1,
      });
    }
  }
  const dayIndex = new Map(days.map((d, i) => [d.date, i]));
  for (const feast of MONTH_STARS) {
    const months = startsBy(feast.rule);
    months.forEach((month, k) => {
      if (month.sign !== feast.sign || !months[k + 1]) return;
      const end = months[k + 1]!.start;
      // The star at midday (the middle of daylight), which decides the day a star's feast is kept on.
      const midday = (i: number) => new Date((days[i]!.sunrise.getTime() + days[i]!.sunset().getTime()) / 2);
      const candidates: number[] = [];
      let fullMoon: number | undefined;
      for (let d = parseIsoDate(month.start); isoDate(d) < end; d = addDays(d, 1)) {
        const i = dayIndex.get(isoDate(d));
        if (i === undefined || !days[i + 1]) continue;
        if (nakshatraNumberAt(midday(i)) === feast.nakshatra) candidates.push(i);
        if (elongation(days[i]!.sunrise) <= 180 && elongation(days[i + 1]!.sunrise) > 180) fullMoon = i;
      }
      // A month of 29–32 days may hold the star twice: the feast is the one by the month's full moon.
      const chosen = candidates.sort((a, b) => Math.abs(a - (fullMoon ?? a)) - Math.abs(b - (fullMoon ?? b)))[0];
      if (chosen !== undefined)
        found.push({
          id: feast.id,
          date: days[chosen]!.date,
          solarMonth: RASHIS[feast.sign]!,
          nakshatra: NAKSHATRAS[feast.nakshatra - 1]!,
        });
    });
  }
  // Days named for a sankranti's civil day or an Ekadashi found by the lunar rules.
  for (const f of lunar) {
    if (f.id === 'sankranti' && f.name === 'mesha')
      found.push({ id: 'baisakhi', date: f.date, solarMonth: 'mesha', solarDay: 1 });
    if (f.id === 'sankranti' && f.name === 'makara')
      found.push({ id: 'makaravilakku', date: f.date, solarMonth: 'makara', solarDay: 1 });
    if (f.id === 'makar-sankranti')
      found.push({ id: 'lohri', date: isoDate(addDays(parseIsoDate(f.date), -1)), solarMonth: 'makara', solarDay: 0 });
  }
  // Margazhi (the Tamil Dhanu month): from its first day to the next month's.
  const tamilMonths = startsBy('madhyahna');
  const margazhi = tamilMonths.flatMap((m, k) =>
    m.sign === 8 ? [[m.start, tamilMonths[k + 1]?.start ?? '9999']] : [],
  );
  for (const f of lunar) {
    if (f.id !== 'ekadashi' || f.tithi !== 11) continue;
    if (margazhi.some(([start, end]) => f.date >= start! && f.date < end!))
      found.push({
        id: 'vaikunta-ekadashi',
        date: f.date,
        tithi: 11,
        solarMonth: 'dhanu',
        ...(f.vaishnavaDate ? { vaishnavaDate: f.vaishnavaDate } : {}),
      });
  }
  return found;
}
