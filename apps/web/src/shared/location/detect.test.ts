import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detectLocation, type DetectDeps } from './detect';
import { DEFAULT_LOCATION, locationStore } from './location-store';

const pune = { coords: { latitude: 18.52, longitude: 73.85 } } as GeolocationPosition;
const timeout = { code: 3, message: 'timeout' } as GeolocationPositionError;
const denied = { code: 1, message: 'denied' } as GeolocationPositionError;

function geolocation(outcomes: Array<GeolocationPosition | GeolocationPositionError>, seen: PositionOptions[] = []) {
  return {
    getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback, options?: PositionOptions) => {
      seen.push(options ?? {});
      const next = outcomes.shift();
      if (next && 'coords' in next) ok(next);
      else fail(next as GeolocationPositionError);
    },
  } as unknown as Geolocation;
}

const reverse: DetectDeps['reverse'] = async () => ({ city: 'Pune', country: 'India', timezone: 'Asia/Kolkata' });
let sleeps: number[];
const sleep = async (ms: number) => {
  sleeps.push(ms);
};

beforeEach(() => {
  sleeps = [];
  locationStore.set(DEFAULT_LOCATION);
});
afterEach(() => vi.restoreAllMocks());

describe('detectLocation', () => {
  it('asks for the position with the section 9 limits and keeps the place found', async () => {
    const seen: PositionOptions[] = [];
    const state = await detectLocation({ geolocation: geolocation([pune], seen), reverse, sleep });
    expect(seen[0]).toMatchObject({ timeout: 30_000, maximumAge: 60_000 });
    expect(state).toMatchObject({
      geolocationCity: 'Pune',
      geolocationCountry: 'India',
      geolocationTimezone: 'Asia/Kolkata',
      geolocationLatitude: 18.52,
      autoDetectFailed: false,
    });
  });

  it('tries a timed-out position twice more, 2 s apart', async () => {
    const state = await detectLocation({ geolocation: geolocation([timeout, timeout, pune]), reverse, sleep });
    expect(sleeps).toEqual([2000, 2000]);
    expect(state.geolocationCity).toBe('Pune');
  });

  it('falls back to Kolkata after three time-outs, a refusal, no support, or a failed lookup', async () => {
    const kolkata = {
      geolocationCity: 'Kolkata',
      geolocationCountry: 'India',
      geolocationTimezone: 'Asia/Kolkata',
      geolocationLatitude: null,
      autoDetectFailed: true,
    };
    expect(
      await detectLocation({ geolocation: geolocation([timeout, timeout, timeout]), reverse, sleep }),
    ).toMatchObject(kolkata);
    expect(sleeps).toHaveLength(2);
    expect(await detectLocation({ geolocation: geolocation([denied]), reverse, sleep })).toMatchObject(kolkata);
    expect(await detectLocation({ geolocation: undefined, reverse, sleep })).toMatchObject(kolkata);
    const broken: DetectDeps['reverse'] = async () => {
      throw new Error('no city');
    };
    expect(await detectLocation({ geolocation: geolocation([pune]), reverse: broken, sleep })).toMatchObject(kolkata);
  });
});
