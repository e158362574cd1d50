import {
  CLASS_CATEGORIES,
  CLASS_FILTER_LIMITS,
  CLASS_FORMATS,
  CLASS_LEVELS,
  DAY_PART_NAMES,
  LANGUAGES,
} from '@sangam/contracts';
import type { ClassFilters } from './api';

const oneOf = (values: readonly string[]) => (value: string) => values.includes(value);
const wholeNumber = (min: number, max: number) => (value: string) =>
  /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max;

/**
 * The filters classes/explore reads from its address, each with the values the API accepts
 * (classListQuerySchema). A value that is not one of them (an old or mistyped shared link,
 * `?day=sat`) is left out, so the list still shows instead of failing on a 400.
 */
const VALID = {
  category: oneOf(CLASS_CATEGORIES),
  language: oneOf(LANGUAGES),
  level: oneOf(CLASS_LEVELS),
  format: oneOf(CLASS_FORMATS),
  age: wholeNumber(CLASS_FILTER_LIMITS.ageMin, CLASS_FILTER_LIMITS.ageMax),
  price: (value: string) => value === 'free' || wholeNumber(0, CLASS_FILTER_LIMITS.priceMax)(value),
  currency: (value: string) => /^[A-Z]{3}$/.test(value),
  day: wholeNumber(0, 6),
  time: oneOf(DAY_PART_NAMES),
} satisfies Record<string, (value: string) => boolean>;

type ExploreFilterName = keyof typeof VALID;
const EXPLORE_FILTER_NAMES = Object.keys(VALID) as ExploreFilterName[];

export function readExploreFilters(params: URLSearchParams): ClassFilters {
  const filters: ClassFilters = Object.fromEntries(
    EXPLORE_FILTER_NAMES.flatMap((name) => {
      const value = params.get(name);
      return value && VALID[name](value) ? [[name, value]] : [];
    }),
  );
  // A highest price means nothing without its currency (an older link's `?price=50000`).
  if (filters.price && filters.price !== 'free' && !filters.currency) delete filters.price;
  return filters;
}
