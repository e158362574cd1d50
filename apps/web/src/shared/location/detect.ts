import { GEOLOCATION } from '@sangam/contracts';
import { DEFAULT_LOCATION, locationStore, type LocationState } from './location-store';

export interface Place {
  city: string;
  country: string;
  timezone: string;
}

export interface DetectDeps {
  geolocation: Geolocation | undefined;
  /** Our server's reverse lookup: the nearest city, its country and time zone. */
  reverse(lat: number, lon: number): Promise<Place>;
  sleep(ms: number): Promise<void>;
}

const TIMEOUT = 3; // GeolocationPositionError.TIMEOUT

function position(geolocation: Geolocation): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    geolocation.getCurrentPosition(resolve, reject, {
      timeout: GEOLOCATION.positionTimeoutMs,
      maximumAge: GEOLOCATION.maximumAgeMs,
      enableHighAccuracy: false,
    }),
  );
}

/**
 * Spec section 4, Location: asks the browser for the position (a time-out is tried again twice,
 * 2 s apart), looks up the city, country and time zone, and keeps them. Any failure, or a browser
 * without geolocation, falls back to Kolkata, India, Asia/Kolkata with autoDetectFailed. The lookup
 * is our own server's (decision record 007), so there is no outside maps library to wait for.
 */
export async function detectLocation(deps: DetectDeps): Promise<LocationState> {
  const fail = () => {
    const { userCity, userLatitude, userLongitude, userTimezone } = locationStore.get();
    // The city the person chose stays: only what was detected falls back.
    const fallback = {
      ...DEFAULT_LOCATION,
      ...{ userCity, userLatitude, userLongitude, userTimezone },
      autoDetectFailed: true,
    };
    locationStore.set(fallback);
    return locationStore.get();
  };
  if (!deps.geolocation) return fail();
  let found: GeolocationPosition | null = null;
  for (let attempt = 0; attempt <= GEOLOCATION.retries && !found; attempt++) {
    try {
      found = await position(deps.geolocation);
    } catch (err) {
      const timedOut = (err as GeolocationPositionError | undefined)?.code === TIMEOUT;
      if (!timedOut || attempt === GEOLOCATION.retries) return fail();
      await deps.sleep(GEOLOCATION.retryDelayMs);
    }
  }
  if (!found) return fail();
  const { latitude, longitude } = found.coords;
  try {
    const place = await deps.reverse(latitude, longitude);
    locationStore.set({
      geolocationCity: place.city,
      geolocationCountry: place.country,
      geolocationTimezone: place.timezone,
      geolocationLatitude: latitude,
      geolocationLongitude: longitude,
      autoDetectFailed: false,
    });
    return locationStore.get();
  } catch {
    return fail();
  }
}
