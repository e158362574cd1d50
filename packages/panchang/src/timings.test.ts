import { describe, expect, it } from 'vitest';
import { dayTimings, type Period } from './index';

// New Delhi, the default place of Drik Panchang, whose timings these newspapers print.
const delhi = { latitude: 28.6139, longitude: 77.209 };
const timings = (date: string) => dayTimings(date, delhi, 'Asia/Kolkata');
/** Minutes between an instant and an IST wall-clock reading. */
const off = (instant: Date | null | undefined, ist: string) =>
  Math.abs(instant!.getTime() - new Date(`${ist}:00+05:30`).getTime()) / 60_000;
/** The larger of a period's two distances from a published start and end. */
const offBy = (period: Period | null, start: string, end: string) =>
  Math.max(off(period?.start, start), off(period?.end, end));

describe('the day’s timings against published panchangs (within 2 minutes)', () => {
  it('Saturday 25 December 2021 (News18, "Aaj Ka Panchang", as per Drik Panchang)', () => {
    const t = timings('2021-12-25');
    expect(off(t.moonrise, '2021-12-25T23:05')).toBeLessThan(2);
    expect(offBy(t.brahmaMuhurta, '2021-12-25T05:22', '2021-12-25T06:17')).toBeLessThan(2);
    expect(offBy(t.abhijit, '2021-12-25T12:01', '2021-12-25T12:42')).toBeLessThan(2);
    expect(offBy(t.rahuKalam, '2021-12-25T09:46', '2021-12-25T11:04')).toBeLessThan(2);
    expect(offBy(t.gulika, '2021-12-25T07:12', '2021-12-25T08:29')).toBeLessThan(2);
    expect(offBy(t.yamaganda, '2021-12-25T13:39', '2021-12-25T14:56')).toBeLessThan(2);
    // "The Shashthi tithi will remain in effect up to 8:09 pm".
    const saptami = t.transitions.find((x) => x.limb === 'tithi');
    expect(saptami).toMatchObject({ id: 'saptami', number: 22 }); // Krishna paksha
    expect(off(saptami!.at, '2021-12-25T20:09')).toBeLessThan(2);
  });

  it('Saturday 2 April 2022 (News18): Saturday’s Dur Muhurtam is its first two muhurtas, one period', () => {
    const t = timings('2022-04-02');
    expect(off(t.moonrise, '2022-04-02T06:51')).toBeLessThan(2);
    expect(off(t.moonset, '2022-04-02T19:47')).toBeLessThan(2);
    expect(offBy(t.brahmaMuhurta, '2022-04-02T04:38', '2022-04-02T05:24')).toBeLessThan(2);
    expect(offBy(t.abhijit, '2022-04-02T12:00', '2022-04-02T12:50')).toBeLessThan(2);
    expect(offBy(t.rahuKalam, '2022-04-02T09:18', '2022-04-02T10:51')).toBeLessThan(2);
    expect(offBy(t.gulika, '2022-04-02T06:10', '2022-04-02T07:44')).toBeLessThan(2);
    // Printed "01.59 am to 03.32 am": the afternoon, as Saturday's sixth eighth of daylight.
    expect(offBy(t.yamaganda, '2022-04-02T13:59', '2022-04-02T15:32')).toBeLessThan(2);
    expect(t.durMuhurtam).toHaveLength(1);
    expect(offBy(t.durMuhurtam[0]!, '2022-04-02T06:10', '2022-04-02T07:50')).toBeLessThan(2);
    // "Pratipadha … will remain till 11.58 am"; "Revati … till 11.21 am".
    const changes = Object.fromEntries(t.transitions.map((x) => [`${x.limb}:${x.id}`, x.at]));
    expect(off(changes['tithi:dwitiya'], '2022-04-02T11:58')).toBeLessThan(2);
    expect(off(changes['nakshatra:ashwini'], '2022-04-02T11:21')).toBeLessThan(2);
  });

  it('Saturday 4 January 2025 (Roottak, "Aaj Ka Panchang", New Delhi)', () => {
    const t = timings('2025-01-04');
    expect(off(t.moonrise, '2025-01-04T10:32')).toBeLessThan(4);
    expect(offBy(t.brahmaMuhurta, '2025-01-04T05:26', '2025-01-04T06:20')).toBeLessThan(2);
  });
});

describe('the rules of the timings', () => {
  // 3–9 August 2025, Sunday to Saturday.
  const week = ['2025-08-03', '2025-08-04', '2025-08-05', '2025-08-06', '2025-08-07', '2025-08-08', '2025-08-09'];

  it('give each weekday its eighth of daylight for Rahu Kalam, Yamaganda and Gulika', () => {
    const eighth = (date: string, period: Period | null) => {
      const t = timings(date);
      const day = t.choghadiya[0]!.start.getTime();
      const size = t.choghadiya[0]!.end.getTime() - day;
      return Math.round((period!.start.getTime() - day) / size) + 1;
    };
    expect(week.map((d) => eighth(d, timings(d).rahuKalam))).toEqual([8, 2, 7, 5, 6, 4, 3]);
    expect(week.map((d) => eighth(d, timings(d).yamaganda))).toEqual([5, 4, 3, 2, 1, 7, 6]);
    expect(week.map((d) => eighth(d, timings(d).gulika))).toEqual([7, 6, 5, 4, 3, 2, 1]);
  });

  it('leave Abhijit out on Wednesday, whose Dur Muhurtam is that muhurta, and give Tuesday one at night', () => {
    const wednesday = timings('2025-08-06');
    expect(wednesday.abhijit).toBeNull();
    expect(wednesday.durMuhurtam).toHaveLength(1);
    const tuesday = timings('2025-08-05');
    expect(tuesday.durMuhurtam).toHaveLength(2);
    const sunset = tuesday.choghadiya[8]!.start;
    expect(tuesday.durMuhurtam[1]!.start > sunset).toBe(true);
    expect(week.map((d) => timings(d).durMuhurtam.length)).toEqual([1, 2, 2, 1, 2, 2, 1]);
  });

  it('give eight choghadiyas by day and eight by night, each day opening with its lord’s', () => {
    const firsts = week.map((d) => {
      const c = timings(d).choghadiya;
      expect(c).toHaveLength(16);
      return [c[0]!.name, c[8]!.name];
    });
    expect(firsts).toEqual([
      ['udveg', 'shubh'],
      ['amrit', 'char'],
      ['rog', 'kaal'],
      ['labh', 'udveg'],
      ['shubh', 'amrit'],
      ['char', 'rog'],
      ['kaal', 'labh'],
    ]);
    // The day's last choghadiya is its first again.
    for (const d of week) expect(timings(d).choghadiya[7]!.name).toBe(timings(d).choghadiya[0]!.name);
  });

  it('have no sunrise periods where the Sun does not rise (Tromsø in December), but still the moon and the limbs', () => {
    const t = dayTimings('2025-12-20', { latitude: 69.65, longitude: 18.96 }, 'Europe/Oslo');
    expect(t.rahuKalam).toBeNull();
    expect(t.choghadiya).toEqual([]);
    expect(t.transitions.length).toBeGreaterThan(0);
  });
});
