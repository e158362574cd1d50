import type { PanchangDay, PanchangYear } from '@sangam/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
