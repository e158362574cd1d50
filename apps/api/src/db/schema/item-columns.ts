import { boolean, doublePrecision, varchar } from 'drizzle-orm/pg-core';
import { searchColumns } from './search-columns';

/** Where a place one travels to stands (a temple, a retreat): shown on the map, its times read in its zone. */
export const placeColumns = () => ({
  country: varchar({ length: 60 }).notNull().default('India'),
  address: varchar({ length: 300 }).notNull().default(''),
  latitude: doublePrecision(),
  longitude: doublePrecision(),
  /** The place's zone: dates, timings and the daily schedule are read in it. */
  timeZone: varchar({ length: 64 }).notNull().default('Asia/Kolkata'),
});

/** Whether a bookable item is listed (its owner may hide it), and what the search finds it by. */
export const listingColumns = () => ({
  published: boolean().notNull().default(true),
  ...searchColumns(),
});
