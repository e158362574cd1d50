import type { RetreatFilters } from './api';

/** The filters kept in the list's address, by the API's names. */
export const FILTER_NAMES = [
  'type',
  'month',
  'currency',
  'price_min',
  'price_max',
  'place',
  'language',
  'nights_min',
  'nights_max',
  'sort',
] as const satisfies ReadonlyArray<keyof RetreatFilters>;

/**
 * Price ranges per person, per currency (minor units; both ends included). Retreats are priced in
 * their own currency, so a range names its currency and the list keeps to retreats priced in it.
 */
export interface PriceRange {
  currency: string;
  min?: number;
  max?: number;
}

export const PRICE_RANGES: PriceRange[] = [
  { currency: 'INR', max: 2_500_000 },
  { currency: 'INR', min: 2_500_000, max: 5_000_000 },
  { currency: 'INR', min: 5_000_000, max: 10_000_000 },
  { currency: 'INR', min: 10_000_000 },
  { currency: 'USD', max: 100_000 },
  { currency: 'USD', min: 100_000 },
  { currency: 'EUR', max: 100_000 },
  { currency: 'EUR', min: 100_000 },
];

/** Stays by length: a few nights, about a week, two weeks, longer. */
export const NIGHT_RANGES: Array<{ min: number; max: number }> = [
  { min: 1, max: 3 },
  { min: 4, max: 7 },
  { min: 8, max: 14 },
  { min: 15, max: 365 },
];

/** A length of stay as one select value ('4-7'); the select's handler splits it at the dash. */
export const nightsValue = (min: number | string, max: number | string) => `${min}-${max}`;

/** A price range as one select value ('INR:2500000:5000000'), and back. */
export const priceValue = (r: PriceRange) => `${r.currency}:${r.min ?? ''}:${r.max ?? ''}`;

export function priceFromValue(value: string): PriceRange | null {
  const [currency, min, max] = value.split(':');
  if (!currency) return null;
  return { currency, min: min ? Number(min) : undefined, max: max ? Number(max) : undefined };
}

/** The price range the address holds, or null. */
export function priceOf(filters: RetreatFilters): PriceRange | null {
  if (!filters.currency && !filters.price_min && !filters.price_max) return null;
  return {
    currency: filters.currency ?? '',
    min: filters.price_min ? Number(filters.price_min) : undefined,
    max: filters.price_max ? Number(filters.price_max) : undefined,
  };
}
