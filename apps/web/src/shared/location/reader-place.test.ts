import { beforeEach, describe, expect, it } from 'vitest';
import { detectLocation } from './detect';
import { DEFAULT_LOCATION, locationStore } from './location-store';
import { chooseCity, readerPlace } from './reader-place';

const london = { city: 'London', country: 'United Kingdom', timezone: 'Europe/London', lat: 51.5072, lon: -0.1275 };
const detectedPune = {
  ...DEFAULT_LOCATION,
  geolocationCity: 'Pune',
  geolocationTimezone: 'Asia/Kolkata',
  geolocationLatitude: 18.52,
  geolocationLongitude: 73.86,
};

beforeEach(() => locationStore.set(DEFAULT_LOCATION));

describe("the reader's place", () => {
  it('is none before anything is known: the default place applies', () => {
    expect(readerPlace(locationStore.get())).toBeNull();
  });

  it('is the detected one, until a city is chosen by name: that one wins, with its zone', () => {
    locationStore.set(detectedPune);
    expect(readerPlace(locationStore.get())).toEqual({ city: 'Pune', lat: 18.52, lon: 73.86, zone: 'Asia/Kolkata' });
    chooseCity(london);
    expect(readerPlace(locationStore.get())).toEqual({
      city: 'London',
      lat: 51.5072,
      lon: -0.1275,
      zone: 'Europe/London',
    });
  });

  it('is not a typed name without a place; clearing the city gives the detected one back', () => {
    locationStore.set(detectedPune);
    chooseCity({ city: 'Somewhere' });
    expect(readerPlace(locationStore.get())?.city).toBe('Pune');
    chooseCity(london);
    chooseCity(null);
    expect(readerPlace(locationStore.get())?.city).toBe('Pune');
  });

  it('keeps the chosen city when detecting the position fails', async () => {
    chooseCity(london);
    await detectLocation({ geolocation: undefined, reverse: async () => london, sleep: async () => {} });
    expect(readerPlace(locationStore.get())?.zone).toBe('Europe/London');
  });
});
