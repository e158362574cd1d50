/**
 * Where a place one travels to stands, as its row reads the columns of `placeColumns()`
 * (db/schema/item-columns.ts): a temple's, a retreat's.
 */
export interface PlaceRow {
  country: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  time_zone: string;
}
