import { browserZone } from '../lib/time-zones';
import { locationStore, useLocationState, type LocationState } from './location-store';

/** Where the reader is, for every calendar and time that depends on the place. */
export interface ReaderPlace {
  city: string;
  lat: number;
  lon: number;
  /** The place's IANA zone: its sunrise, its day. */
  zone: string;
}

/**
 * The one place the app decides where the reader is: the city they chose by name on their profile
 * wins over the one detected from the device's position; null when neither is known (the server's
 * default place, Kolkata, then applies).
 */
export function readerPlace(state: LocationState): ReaderPlace | null {
  if (state.userLatitude !== null && state.userLongitude !== null && state.userTimezone)
    return { city: state.userCity, lat: state.userLatitude, lon: state.userLongitude, zone: state.userTimezone };
  if (state.geolocationLatitude !== null && state.geolocationLongitude !== null)
    return {
      city: state.geolocationCity,
      lat: state.geolocationLatitude,
      lon: state.geolocationLongitude,
      zone: state.geolocationTimezone,
    };
  return null;
}

export function useReaderPlace(): ReaderPlace | null {
  return readerPlace(useLocationState());
}

/** The zone of the reader's place, else this device's: for times kept on the server (reminders). */
export function readerZone(): string {
  return readerPlace(locationStore.get())?.zone ?? browserZone();
}

/** A city chosen by name (with where it is), or a name only (typed, not chosen), or none. */
export function chooseCity(choice: { city: string; lat?: number; lon?: number; timezone?: string } | null) {
  const located = choice?.lat !== undefined && choice.lon !== undefined && Boolean(choice.timezone);
  locationStore.set({
    userCity: choice?.city ?? '',
    userLatitude: located ? choice!.lat! : null,
    userLongitude: located ? choice!.lon! : null,
    userTimezone: located ? choice!.timezone! : '',
  });
}
