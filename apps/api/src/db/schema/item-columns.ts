import { doublePrecision, index, smallint, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { searchColumns } from './search-columns';
import { flag, identityId } from './row-columns';

/** A listed item's own id and the slug of its page address (one item a slug: listingIndexes). */
export const itemKeyColumns = () => ({
  id: identityId(),
  slug: varchar({ length: 100 }).notNull(),
});

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
  published: flag(true),
  ...searchColumns(),
});

/** A listed item's indexes: one item a slug, and the search document's GIN index the search reads. */
export const listingIndexes = (table: string, columns: { slug: AnyPgColumn; searchDocument: AnyPgColumn }) => [
  uniqueIndex(`${table}_slug_key`).on(columns.slug),
  index(`${table}_search_document_idx`).using('gin', columns.searchDocument),
];

/** The seats of one dated unit (a class's sitting, a journey's departure), taken with each booking. */
export const seatColumns = () => ({
  capacity: smallint().notNull(),
  seatsTaken: smallint().notNull().default(0),
});
