import { PANCHANG_YEARS } from '@sangam/contracts';
import { defaultTradition, type Tradition } from '@sangam/panchang/regions';
import type { PrefetchArgs } from '../../shared/lib/page-prefetch';
import { locationStore } from '../../shared/location/location-store';
import { readerPlace } from '../../shared/location/reader-place';
import { festivalYearQuery } from './api';

/**
 * The calendar tradition whose regions a reader sees first: the one their interface language
 * follows (issue 25: ta Tamil, ml Malayalam, bn Bengali, or Odia, gu Gujarati, else North Indian).
 */
export const readerTradition = (language: string): Tradition => defaultTradition(language);

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
