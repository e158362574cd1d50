import type { PanchangDay, PanchangMonth, PanchangYear } from '@sangam/contracts';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import taPractice from '../../web/src/locales/ta/practice.json';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMITS: 'off' } });
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const delhi = 'lat=28.6139&lon=77.209&tz=Asia/Kolkata';

describe('GET panchang/month/', () => {
  it('answers every day of the month with its limbs, Moon and festivals (October 2025, New Delhi)', async () => {
    const res = await get(`/api/panchang/month/?year=2025&month=10&${delhi}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const month = res.json<PanchangMonth>();
    expect(month).toMatchObject({ year: 2025, month: 10, place: { latitude: 28.61, time_zone: 'Asia/Kolkata' } });
    expect(month.days.map((d) => d.date)).toEqual(
      Array.from({ length: 31 }, (_, i) => `2025-10-${String(i + 1).padStart(2, '0')}`),
    );
    const day = (date: string) => month.days.find((d) => d.date === date)!;
    // Diwali: Krishna Chaturdashi at sunrise, a thin waning crescent, and the festival itself.
    expect(day('2025-10-20')).toMatchObject({ tithi: { id: 'chaturdashi', number: 29 }, paksha: 'krishna' });
    expect(day('2025-10-20').festivals.map((f) => f.id)).toContain('diwali');
    expect(day('2025-10-20').moon_phase.id).toBe('new');
    expect(day('2025-10-20').moon_phase.illuminated).toBeLessThan(0.05);
    // Sharad Purnima on the 6th/7th: the disc all but full.
    expect(day('2025-10-07').moon_phase).toMatchObject({ id: 'full' });
    expect(day('2025-10-07').moon_phase.illuminated).toBeGreaterThan(0.95);
    expect(day('2025-10-01').nakshatra).toEqual({ number: expect.any(Number), id: expect.any(String) });
    expect(new Date(day('2025-10-01').sunrise!).getTime()).toBeLessThan(new Date(day('2025-10-01').sunset!).getTime());
    // The month's festivals are the year's festivals of those days.
    const year = (await get(`/api/panchang/festivals/?year=2025&${delhi}`)).json<PanchangYear>();
    expect(month.days.flatMap((d) => d.festivals)).toEqual(year.festivals.filter((f) => f.date.startsWith('2025-10')));
  });

  it('gives each day its dates in the four regional solar calendars (Puthandu and Pohela Boishakh 2025)', async () => {
    const chennai = 'lat=13.0827&lon=80.2707&tz=Asia/Kolkata';
    const april = (await get(`/api/panchang/month/?year=2025&month=4&${chennai}`)).json<PanchangMonth>();
    const day = (date: string) => april.days.find((d) => d.date === date)!.solar_dates;
    expect(day('2025-04-14')).toEqual({
      tamil: { month: 'chithirai', day: 1, year_name: 'vishvavasu' },
      malayalam: { month: 'medam', day: 1, era_year: 1200 },
      bengali: { month: 'chaitra', day: 31, era_year: 1431 },
      odia: { month: 'baisakha', day: 1 },
    });
    expect(day('2025-04-15').bengali).toEqual({ month: 'boishakh', day: 1, era_year: 1432 });
    expect(day('2025-04-30').tamil).toMatchObject({ month: 'chithirai', day: 17 });
  });

  it('knows February’s length', async () => {
    const leap = (await get(`/api/panchang/month/?year=2024&month=2&${delhi}`)).json<PanchangMonth>();
    const plain = (await get(`/api/panchang/month/?year=2100&month=2&${delhi}`)).json<PanchangMonth>();
    expect([leap.days.length, plain.days.length]).toEqual([29, 28]);
  });
});

describe('GET panchang/day/ solar_dates', () => {
  it('names the day in the solar calendars: Chingam 1, Kollam 1201, at Thiruvananthapuram', async () => {
    const res = await get('/api/panchang/day/?date=2025-08-17&lat=8.5241&lon=76.9366&tz=Asia/Kolkata');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PanchangDay>().solar_dates).toEqual({
      tamil: { month: 'aavani', day: 1, year_name: 'vishvavasu' },
      malayalam: { month: 'chingam', day: 1, era_year: 1201 },
      bengali: { month: 'shrabon', day: 32, era_year: 1432 },
      odia: { month: 'bhadraba', day: 1 },
    });
  });
});

describe('GET panchang/festivals/?region=', () => {
  it('narrows the year to a region and the festivals kept everywhere', async () => {
    const all = (await get(`/api/panchang/festivals/?year=2025&${delhi}`)).json<PanchangYear>();
    const res = await get(`/api/panchang/festivals/?year=2025&${delhi}&region=tamil`);
    expect(res.statusCode, res.body).toBe(200);
    const tamil = res.json<PanchangYear>().festivals;
    expect(tamil.length).toBeLessThan(all.festivals.length);
    expect(tamil.every((f) => f.regions.includes('all') || f.regions.includes('tamil'))).toBe(true);
    expect(tamil.map((f) => f.id)).toContain('diwali');
    expect(tamil.map((f) => f.id)).not.toContain('karva-chauth');
    const everything = (await get(`/api/panchang/festivals/?year=2025&${delhi}&region=all`)).json<PanchangYear>();
    expect(everything.festivals).toEqual(all.festivals);
  });
});

/** The feed's events as a real iCalendar reader sees them. */
function readFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate,
    };
  });
}

describe('GET panchang/calendar.ics', () => {
  const feed = async (query: string) => {
    const res = await get(`/api/panchang/calendar.ics?${delhi}&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    return readFeed(res.body);
  };
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  const festivalsAhead = async () => {
    const year = Number(today.slice(0, 4));
    const years = await Promise.all(
      [year, year + 1].map(async (y) =>
        (await get(`/api/panchang/festivals/?year=${y}&${delhi}`)).json<PanchangYear>(),
      ),
    );
    return years.flatMap((y) => y.festivals).filter((f) => f.date >= today);
  };

  it('holds the coming 13 months of festivals and Ekadashis as all-day events, in the language asked', async () => {
    const events = await feed('lang=ta');
    expect(events.every((e) => e.allDay)).toBe(true);
    const starts = events.map((e) => e.start).sort();
    expect(starts[0]! >= today).toBe(true);
    const limit = new Date(`${today}T00:00:00Z`);
    limit.setUTCMonth(limit.getUTCMonth() + 13);
    expect(starts.at(-1)! < limit.toISOString().slice(0, 10)).toBe(true);
    expect(events.filter((e) => e.uid.startsWith('ekadashi.')).length).toBeGreaterThanOrEqual(25);
    // No monthly vrat: a subscriber would see one every few days.
    expect(events.some((e) => /^(purnima|amavasya|pradosh)\./.test(e.uid))).toBe(false);
    const diwali = (await festivalsAhead()).find((f) => f.id === 'diwali')!;
    const event = events.find((e) => e.uid.startsWith('diwali.'))!;
    expect(event).toMatchObject({ start: diwali.date, summary: taPractice.calendar.festivals.diwali });
    // All-day: it ends (exclusively) the next day.
    expect(new Date(event.end).getTime() - new Date(event.start).getTime()).toBe(86_400_000);
  });

  it('gives a festival the same UID in every answer, and names an Ekadashi by its own name', async () => {
    const [a, b] = [await feed('lang=en'), await feed('lang=hi')];
    expect(a.map((e) => e.uid)).toEqual(b.map((e) => e.uid));
    expect(new Set(a.map((e) => e.uid)).size).toBe(a.length);
    expect(a.find((e) => e.uid.startsWith('ekadashi.'))!.summary).toMatch(/ Ekadashi$/);
  });

  it('puts a festival on its Vaishnava day for the Vaishnava tradition', async () => {
    const differing = (await festivalsAhead()).find((f) => f.vaishnava_date)!;
    expect(differing, 'a festival ahead whose Vaishnava day differs').toBeDefined();
    const uidPrefix = `${differing.id}.${differing.name ? `${differing.name}.` : ''}`;
    const on = (events: Awaited<ReturnType<typeof feed>>) =>
      events.find((e) => e.uid.startsWith(uidPrefix) && [differing.date, differing.vaishnava_date].includes(e.start))
        ?.start;
    expect(on(await feed('lang=en'))).toBe(differing.date);
    expect(on(await feed('lang=en&tradition=vaishnava'))).toBe(differing.vaishnava_date);
  });

  it('narrows to a region', async () => {
    const tamil = await feed('lang=en&region=tamil');
    const all = await feed('lang=en');
    expect(all.some((e) => e.uid.startsWith('karva-chauth.'))).toBe(true);
    expect(tamil.some((e) => e.uid.startsWith('karva-chauth.'))).toBe(false);
    expect(tamil.some((e) => e.uid.startsWith('diwali.'))).toBe(true);
  });
});

describe('bad input on the panchang endpoints', () => {
  it.each([
    ['month/?month=3', 'year'],
    ['month/?year=1899&month=3', 'year'],
    ['month/?year=2101&month=3', 'year'],
    ['month/?year=2025', 'month'],
    ['month/?year=2025&month=0', 'month'],
    ['month/?year=2025&month=13', 'month'],
    ['month/?year=2025&month=1.5', 'month'],
    ['month/?year=2025&month=3&lat=-91', 'lat'],
    ['month/?year=2025&month=3&lon=181', 'lon'],
    ['month/?year=2025&month=3&tz=Nowhere/Else', 'tz'],
    ['festivals/?year=2025&region=atlantis', 'region'],
    ['festivals/?year=abc', 'year'],
    ['festivals/?year=2025&lat=north', 'lat'],
    ['calendar.ics?lang=fr', 'lang'],
    ['calendar.ics?region=atlantis', 'region'],
    ['calendar.ics?tradition=shaiva', 'tradition'],
    ['calendar.ics?lat=100', 'lat'],
    ['calendar.ics?lon=-200', 'lon'],
    ['calendar.ics?tz=Mars/Olympus', 'tz'],
  ])('%s → 400 naming %s', async (query, field) => {
    const res = await get(`/api/panchang/${query}`);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.detail).toEqual(expect.any(String));
    expect(Object.keys(body.errors ?? {})).toContain(field);
  });
});
