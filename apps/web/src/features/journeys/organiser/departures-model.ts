import { JOURNEY_LIMITS as L, isCalendarDate, type CreatorDeparture, type DeparturesRequest } from '@sangam/contracts';
import { minorToText, textToMinor, wholeIn } from '../../creator';
import type { OrganiserKey } from './messages';

/**
 * The departures form: every departure of the journey as a row (past ones too, kept as they are,
 * since the API replaces the whole list), each with a key of its own so a message about
 * `departures.2.capacity` lands on its row.
 */

export interface DepartureRow {
  key: string;
  /** The stored departure's id; none for a date added here. */
  id?: number;
  start_date: string;
  capacity: string;
  /** Its own price per traveller as typed; empty: the journey's price. */
  price: string;
  closed: boolean;
}

let counter = 0;
const newKey = () => `departure-${++counter}`;

export const rowsFrom = (departures: CreatorDeparture[], currency: string): DepartureRow[] =>
  departures.map((d) => ({
    key: newKey(),
    id: d.id,
    start_date: d.start_date,
    capacity: String(d.capacity),
    price: d.price_minor === null ? '' : minorToText(d.price_minor, currency),
    closed: d.closed,
  }));

export const newRow = (start_date: string, capacity: string): DepartureRow => ({
  key: newKey(),
  start_date,
  capacity,
  price: '',
  closed: false,
});

export interface DepartureProblem {
  key: OrganiserKey;
  /** For a capacity below the places taken: how many are taken. */
  taken?: number;
}

/**
 * The body the rows make and the problems found before sending (by row key and field, or
 * 'departures' for the list): dates after today (`today` on the journeys' calendar) unless the
 * departure keeps its stored date, each date once, capacities within the limits and never below
 * the places travellers already took, prices in the currency's units.
 */
export function readDepartures(
  rows: DepartureRow[],
  stored: ReadonlyMap<number, CreatorDeparture>,
  today: string,
  currency: string,
): { body: DeparturesRequest | null; problems: Record<string, DepartureProblem>; sent: string[] } {
  const problems: Record<string, DepartureProblem> = {};
  const add = (path: string, problem: DepartureProblem) => {
    problems[path] ??= problem;
  };
  if (rows.length > L.departuresMax) add('departures', { key: 'tooManyDepartures' });
  const dates = new Set<string>();
  const departures = rows.map((row) => {
    const before = row.id === undefined ? undefined : stored.get(row.id);
    const path = (field: string) => `departures.${row.key}.${field}`;
    if (!isCalendarDate(row.start_date)) add(path('start_date'), { key: 'date' });
    else if (dates.has(row.start_date)) add(path('start_date'), { key: 'dateRepeated' });
    else if (before?.start_date !== row.start_date) {
      if (before && before.bookings > 0) add(path('start_date'), { key: 'dateOfBookedDeparture' });
      else if (row.start_date <= today) add(path('start_date'), { key: 'dateInPast' });
    }
    dates.add(row.start_date);
    const capacity = wholeIn(row.capacity, L.capacityMin, L.capacityMax);
    if (capacity === null) add(path('capacity'), { key: 'capacity' });
    else if (before && capacity < before.seats_taken)
      add(path('capacity'), { key: 'capacityBelowTaken', taken: before.seats_taken });
    const price = row.price.trim() ? textToMinor(row.price, currency) : null;
    if (row.price.trim() && (price === null || price > L.priceMax)) add(path('price'), { key: 'price' });
    return {
      ...(row.id === undefined ? {} : { id: row.id }),
      start_date: row.start_date,
      capacity: capacity ?? 0,
      price_minor: price,
      closed: row.closed,
    };
  });
  const sent = rows.map((row) => row.key);
  if (Object.keys(problems).length) return { body: null, problems, sent };
  return { body: { departures }, problems, sent };
}

/** The form's key for a field the API named: 'departures.2.capacity' → 'departures.<row key>.capacity'. */
export function departurePath(apiPath: string, sent: string[]): string {
  const [section, index, ...rest] = apiPath.split('.');
  if (section !== 'departures' || index === undefined || !/^\d+$/.test(index)) return 'departures';
  const key = sent[Number(index)];
  const field = rest.join('.') === 'price_minor' ? 'price' : rest.join('.');
  return key && field && field !== 'id' ? `departures.${key}.${field}` : 'departures';
}
