import { PANCHANG_YEARS } from '@sangam/contracts';
import type { PrefetchArgs } from '../../shared/lib/page-prefetch';
import { locationStore } from '../../shared/location/location-store';
import { readerPlace } from '../../shared/location/reader-place';
import { festivalYearQuery } from './api';

/** A year of the address ('2026'), or null when it is not one the calendar computes. */
export function calendarYear(text: string | undefined): number | null {
  if (!text || !/^\d{4}$/.test(text)) return null;
  const year = Number(text);
  return year >= PANCHANG_YEARS.min && year <= PANCHANG_YEARS.max ? year : null;
}

/** The year's festivals as the page first asks for them: the server knows no place, so Kolkata's. */
export function prefetchFestivalYear({ queryClient, params, onServer }: PrefetchArgs) {
  const year = calendarYear(params.year);
  if (year === null) return undefined;
  return queryClient.prefetchQuery(festivalYearQuery(year, onServer ? null : readerPlace(locationStore.get())));
}
