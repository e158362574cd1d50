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

describe('GET panchang/day/', () => {
  it("answers the day's panchang and festivals at a place (Diwali 2025, New Delhi)", async () => {
    const res = await get(`/api/panchang/day/?date=2025-10-20&${delhi}`);
    expect(res.statusCode, res.body).toBe(200);
    const day = res.json<PanchangDay>();
    expect(day.place).toEqual({ latitude: 28.61, longitude: 77.21, time_zone: 'Asia/Kolkata' });
    expect(day.tithi).toMatchObject({ id: 'chaturdashi', paksha: 'krishna', number: 29 });
    expect(day.purnimanta_month).toEqual({ id: 'kartika', adhika: false });
    expect(day.vikram_samvat).toBe(2082);
    expect(day.festivals.map((f) => f.id)).toContain('diwali');
    expect(new Date(day.sunrise!).getTime()).toBeLessThan(new Date(day.sunset!).getTime());
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers the day’s timings: moon, kalams, muhurtas, choghadiya and the changes of the limbs', async () => {
    // Saturday 2 April 2022 at New Delhi, as News18 printed it from Drik Panchang.
    const res = await get(`/api/panchang/day/?date=2022-04-02&${delhi}`);
    expect(res.statusCode, res.body).toBe(200);
    const day = res.json<PanchangDay>();
    const ist = (iso: string | null | undefined) =>
      new Date(iso!).toLocaleTimeString('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit' });
    const hours = (p: { start: string; end: string } | null) => [ist(p?.start), ist(p?.end)];
    expect([ist(day.moonrise), ist(day.moonset)]).toEqual(['06:51', '19:46']);
    expect(hours(day.rahu_kalam)).toEqual(['09:17', '10:51']);
    expect(hours(day.gulika)).toEqual(['06:10', '07:44']);
    expect(hours(day.yamaganda)).toEqual(['13:58', '15:32']);
    expect(hours(day.abhijit)).toEqual(['12:00', '12:49']);
    expect(hours(day.brahma_muhurta)).toEqual(['04:38', '05:24']);
    expect(day.dur_muhurtam.map((p) => [...hours(p), p.name])).toEqual([['06:10', '07:50', 'day']]);
    expect(day.choghadiya).toHaveLength(16);
    expect(day.choghadiya.slice(0, 3).map((c) => c.name)).toEqual(['kaal', 'shubh', 'rog']);
    expect(day.transitions.map((t) => [t.limb, t.id])).toEqual([
      ['yoga', 'vaidhriti'],
      ['nakshatra', 'ashwini'],
      ['tithi', 'dwitiya'],
      ['karana', 'balava'],
    ]);
    // On a Wednesday, no Abhijit.
    const wednesday = (await get(`/api/panchang/day/?date=2025-08-06&${delhi}`)).json<PanchangDay>();
    expect(wednesday.abhijit).toBeNull();
  });

  it('gives the parana window on the day after an Ekadashi, and says whose fast it ends', async () => {
    const day = async (date: string) => (await get(`/api/panchang/day/?date=${date}&${delhi}`)).json<PanchangDay>();
    const ist = (iso: string | undefined) =>
      new Date(iso!).toLocaleTimeString('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit' });
    // Rama Ekadashi, 17 October 2025: the fast is broken on the 18th in Pratahkal.
    const rama = await day('2025-10-18');
    expect([ist(rama.parana?.start), ist(rama.parana?.end), rama.parana?.tradition]).toEqual(['06:23', '08:40', 'all']);
    // Devutthana 2025: Smarta fast on 1 November, Vaishnava on the 2nd. The Smarta parana waits for
    // Hari Vasara to end and Madhyahna to pass; the Vaishnava one is the next morning.
    const smarta = await day('2025-11-02');
    expect([ist(smarta.parana?.start), ist(smarta.parana?.end), smarta.parana?.tradition]).toEqual([
      '13:10',
      '15:22',
      'smarta',
    ]);
    expect((await day('2025-11-03')).parana?.tradition).toBe('vaishnava');
    expect((await day('2025-10-20')).parana).toBeNull();
  });

  it('uses Kolkata when no place is given', async () => {
    const day = (await get('/api/panchang/day/?date=2025-03-30')).json<PanchangDay>();
    expect(day.place.time_zone).toBe('Asia/Kolkata');
    expect(day.place.latitude).toBeCloseTo(22.57, 2);
    expect(day.festivals.map((f) => f.id)).toEqual(expect.arrayContaining(['ugadi', 'chaitra-navratri']));
  });

  it('names an Ekadashi and gives the Vaishnava day when it differs', async () => {
    const day = (await get(`/api/panchang/day/?date=2025-11-01&${delhi}`)).json<PanchangDay>();
    expect(day.festivals).toContainEqual(
      expect.objectContaining({ id: 'ekadashi', name: 'devutthana', vaishnava_date: '2025-11-02' }),
    );
  });

  it.each([
    ['', 'date'],
    ['date=2025-02-30', 'date'],
    ['date=20250330', 'date'],
    ['date=2025-03-30&lat=91', 'lat'],
    ['date=2025-03-30&lon=abc', 'lon'],
    ['date=2025-03-30&tz=Mars/Olympus', 'tz'],
    ['date=1800-01-01', 'date'],
  ])('refuses %s with a readable 400', async (query, field) => {
    const res = await get(`/api/panchang/day/?${query}`);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.detail).toEqual(expect.any(String));
    expect(Object.keys(body.errors ?? {})).toContain(field);
  });
});

describe('GET panchang/festivals/', () => {
  it('lists every festival and vrat of the year with its civil date', async () => {
    const res = await get(`/api/panchang/festivals/?year=2025&${delhi}`);
    expect(res.statusCode, res.body).toBe(200);
    const { festivals } = res.json<PanchangYear>();
    const ids = new Set(festivals.map((f) => f.id));
    for (const id of [
      'makar-sankranti',
      'maha-shivaratri',
      'holi',
      'ram-navami',
      'janmashtami',
      'diwali',
      'gita-jayanti',
    ])
      expect(ids).toContain(id);
    expect(festivals.filter((f) => f.id === 'sankranti')).toHaveLength(12);
    expect(festivals.filter((f) => f.id === 'ekadashi').length).toBeGreaterThanOrEqual(24);
    expect(festivals.find((f) => f.id === 'diwali')!.date).toBe('2025-10-20');
    // Each festival of a tithi rule names the moment that decides it; a solar one does not.
    expect(festivals.find((f) => f.id === 'diwali')!.moment).toBe('pradosh');
    expect(festivals.find((f) => f.id === 'janmashtami')!.moment).toBe('nishita');
    expect(festivals.find((f) => f.id === 'makar-sankranti')!.moment).toBeUndefined();
    expect([...festivals].map((f) => f.date)).toEqual([...festivals].map((f) => f.date).sort());
  });

  it('refuses a year outside 1900–2100', async () => {
    const res = await get('/api/panchang/festivals/?year=2200');
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toEqual(expect.any(String));
  });
});

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

  it('gives the day its Moon as the month does: a waxing gibbous on 2025-08-04, about 70 % lit', async () => {
    const day = (await get(`/api/panchang/day/?date=2025-08-04&${delhi}`)).json<PanchangDay>();
    const month = (await get(`/api/panchang/month/?year=2025&month=8&${delhi}`)).json<PanchangMonth>();
    expect(day.moon_phase.id).toBe('waxing-gibbous');
    expect(day.moon_phase).toEqual(month.days.find((d) => d.date === '2025-08-04')!.moon_phase);
  });
});

describe('festivals of a solar month', () => {
  it('carry the sign of their month and their day, star or tithi in it (Chennai and Thiruvananthapuram, 2025)', async () => {
    const chennai = 'lat=13.0827&lon=80.2707&tz=Asia/Kolkata';
    const kerala = 'lat=8.5241&lon=76.9366&tz=Asia/Kolkata';
    const tamil = (await get(`/api/panchang/festivals/?year=2025&${chennai}&region=tamil`)).json<PanchangYear>();
    const of = (year: PanchangYear, id: string) => year.festivals.find((f) => f.id === id)!;
    expect(of(tamil, 'thai-pongal')).toMatchObject({ date: '2025-01-14', solar_month: 'makara', solar_day: 1 });
    expect(of(tamil, 'bhogi')).toMatchObject({ date: '2025-01-13', solar_month: 'makara', solar_day: 0 });
    expect(of(tamil, 'aadi-perukku')).toMatchObject({ solar_month: 'karka', solar_day: 18 });
    expect(of(tamil, 'thaipusam')).toMatchObject({ solar_month: 'makara', nakshatra: 'pushya' });
    expect(of(tamil, 'vaikunta-ekadashi')).toMatchObject({ solar_month: 'dhanu', tithi: 11 });
    const malayalam = (await get(`/api/panchang/festivals/?year=2025&${kerala}&region=malayalam`)).json<PanchangYear>();
    expect(of(malayalam, 'onam')).toMatchObject({ date: '2025-09-05', solar_month: 'simha', nakshatra: 'shravana' });
    // A festival of a tithi rule names its lunar month instead.
    expect(of(tamil, 'diwali')).not.toHaveProperty('solar_month');
  });
});

describe('the window a festival is decided by', () => {
  it('is answered as ISO instants for the festivals of a window (Ganesh Chaturthi 2025, New Delhi: 11:05–13:40)', async () => {
    const year = (await get(`/api/panchang/festivals/?year=2025&${delhi}`)).json<PanchangYear>();
    const ganesh = year.festivals.find((f) => f.id === 'ganesh-chaturthi')!;
    expect(ganesh.moment).toBe('madhyahna');
    expect(ganesh.muhurta!.start).toMatch(/^2025-08-27T05:3[45]:/);
    expect(ganesh.muhurta!.end).toMatch(/^2025-08-27T08:(09|10):/);
    expect(year.festivals.find((f) => f.id === 'raksha-bandhan')).not.toHaveProperty('muhurta');
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
    // A festival without a name yet in any language reads as its id, never as a key or nothing.
    expect(events.filter((e) => !e.summary || e.summary.includes('calendar.'))).toEqual([]);
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

describe('the cost of computing (issue 25)', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext({ env: { RATE_LIMITS: 'on' } });
  });
  afterAll(() => limited.close());

  const dayAt = (lat: number, remoteAddress: string) =>
    limited.app.inject({
      method: 'GET',
      url: `/api/panchang/day/?date=2026-03-01&lat=${lat}&lon=77.2&tz=Asia/Kolkata`,
      remoteAddress,
    });

  it('limits the new places one address may have computed a minute; places asked before still answer', async () => {
    // 60 places not asked for before, from one address: each computed in a worker.
    for (let i = 0; i < 60; i++) expect((await dayAt(10 + i / 10, '203.0.113.7')).statusCode).toBe(200);
    const refused = await dayAt(20, '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/try again/i);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A place already computed is read, not computed: it does not count.
    expect((await dayAt(10, '203.0.113.7')).statusCode).toBe(200);
    // Other addresses are not held back, and the answer computed for one is read by all.
    expect((await dayAt(20, '198.51.100.4')).statusCode).toBe(200);
    expect((await dayAt(20, '203.0.113.7')).statusCode).toBe(200);
  });

  it('computes a place asked for many times at once only once', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => dayAt(30, '192.0.2.9')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    // Had each been computed, the address would have spent 20 of its 60.
    for (let i = 0; i < 59; i++) expect((await dayAt(31 + i / 10, '192.0.2.9')).statusCode).toBe(200);
  });
});
