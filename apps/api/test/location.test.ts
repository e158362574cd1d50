import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('location', () => {
  it('finds the nearest city, its country and time zone for a coordinate, without any key', async () => {
    const pune = await ctx.app.inject({ method: 'GET', url: '/api/location/reverse/?lat=18.52&lon=73.86' });
    expect(pune.json()).toMatchObject({ city: 'Pune', country: 'India', timezone: 'Asia/Kolkata' });
    const edison = await ctx.app.inject({ method: 'GET', url: '/api/location/reverse/?lat=40.7&lon=-74.0' });
    expect(edison.json()).toMatchObject({ country: 'United States of America', timezone: 'America/New_York' });
    const kathmandu = await ctx.app.inject({ method: 'GET', url: '/api/location/reverse/?lat=27.7&lon=85.3' });
    expect(kathmandu.json().timezone).toBe('Asia/Kathmandu');
  });

  it('refuses coordinates that are not on Earth', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/location/reverse/?lat=123&lon=x' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['lat', 'lon']);
  });

  it('finds cities by name, the largest first', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/location/cities/?q=var&limit=3' });
    const names = res.json().results.map((r: { city: string }) => r.city);
    expect(names).toContain('Varanasi');
    expect(res.json().results.length).toBeLessThanOrEqual(3);
    const empty = await ctx.app.inject({ method: 'GET', url: '/api/location/cities/?q=%20' });
    expect(empty.statusCode).toBe(400);
  });
});
