import { GEOLOCATION } from '@sangam/contracts';
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readJson, writeJson } from '../lib/storage';

/** Spec section 3, Location state. */
export interface LocationState {
  geolocationCity: string;
  geolocationCountry: string;
  geolocationTimezone: string;
  geolocationLatitude: number | null;
  geolocationLongitude: number | null;
  /** A city the person chose by name; it wins over the detected one. */
  userCity: string;
  /** Where the chosen city is and its zone (null/'' when the name was typed, not chosen from the list). */
  userLatitude: number | null;
  userLongitude: number | null;
  userTimezone: string;
  autoDetectFailed: boolean;
}

/** Spec sections 4 and 9: Kolkata, India, Asia/Kolkata, no coordinates. */
export const DEFAULT_LOCATION: LocationState = {
  geolocationCity: GEOLOCATION.defaultCity,
  geolocationCountry: GEOLOCATION.defaultCountry,
  geolocationTimezone: GEOLOCATION.defaultTimeZone,
  geolocationLatitude: null,
  geolocationLongitude: null,
  userCity: '',
  userLatitude: null,
  userLongitude: null,
  userTimezone: '',
  autoDetectFailed: false,
};

const isLocationState = (value: unknown): value is LocationState =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as LocationState).geolocationCity === 'string' &&
  typeof (value as LocationState).geolocationTimezone === 'string';

const stored = readJson(STORAGE_KEYS.location, isLocationState);
// Nothing stored is the default itself, the server's state too: React then need not render again
// after adopting the server's page (useLocationState).
let state: LocationState = stored ? { ...DEFAULT_LOCATION, ...stored } : DEFAULT_LOCATION;
const listeners = new Set<() => void>();

export const locationStore = {
  get: () => state,
  set(next: Partial<LocationState>) {
    state = { ...state, ...next };
    writeJson(STORAGE_KEYS.location, state);
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useLocationState(): LocationState {
  // The server's page (decision 017) knows no place: neither does the browser's render that adopts it.
  return useSyncExternalStore(locationStore.subscribe, locationStore.get, () => DEFAULT_LOCATION);
}
