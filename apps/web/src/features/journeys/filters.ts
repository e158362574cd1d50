import { LANGUAGES, type Language } from '@sangam/contracts';
import type { JourneyListParams } from './api';

/** The list's filters as they appear in the page's address (`travel?region=…&month=2026-10`). */
export const FILTER_NAMES = ['region', 'month', 'price', 'duration', 'language'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];
export type Filters = Partial<Record<FilterName, string>>;

/** Highest prices per traveller offered by the price filter, in minor units of the rupee. */
export const PRICE_CAPS = [1_500_000, 2_500_000, 4_000_000] as const;
export const PRICE_CURRENCY = 'INR';

/** Lengths offered by the duration filter, in days (inclusive). */
export const DURATIONS = {
  short: { min: 1, max: 4 },
  week: { min: 5, max: 7 },
  long: { min: 8, max: undefined },
} as const;
type DurationName = keyof typeof DURATIONS;

/** The address's filters as the API's parameters; a value the page never offers is left out. */
export function toListParams(filters: Filters, q: string): JourneyListParams {
  const params: JourneyListParams = {};
  if (q) params.q = q;
  if (filters.region) params.region = filters.region;
  if (filters.month && /^\d{4}-(0[1-9]|1[0-2])$/.test(filters.month)) params.month = filters.month;
  if (filters.language && (LANGUAGES as readonly string[]).includes(filters.language))
    params.language = filters.language as Language;
  const cap = Number(filters.price);
  if (filters.price && Number.isInteger(cap) && cap > 0) params.price_max = cap;
  const duration = DURATIONS[filters.duration as DurationName] as (typeof DURATIONS)[DurationName] | undefined;
  if (duration) {
    params.duration_min = duration.min;
    if (duration.max !== undefined) params.duration_max = duration.max;
  }
  return params;
}
