import {
  departuresRequestSchema,
  isCalendarDate,
  type CreatorDeparture,
  type DeparturesRequest,
} from '@sangam/contracts';
import { minorToText, textToMinor } from '../../creator';
import { addIssues, type FormProblem } from './messages';

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
  key: FormProblem;
  /** For a capacity below the places taken: how many are taken. */
  taken?: number;
}

/** A whole number typed in a box, or undefined when the text is not one. */
const typedNumber = (text: string) => (/^-?\d+$/.test(text.trim()) ? Number(text.trim()) : undefined);

/**
 * The body the rows make and the problems found before sending (by row key and field, or
 * 'departures' for the list). The rules are the contract's (`departuresRequestSchema`: dates, each
 * once, capacities and prices within the limits), and then what only the form knows: a new or moved
 * date comes after `today` (the journeys' calendar), a booked departure keeps its date, a capacity
 * is never below the places travellers already took, and a box's text must be a number at all.
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
  const sent = rows.map((row) => row.key);
  const departures = rows.map((row) => {
    const price = row.price.trim() ? textToMinor(row.price, currency) : null;
    return {
      ...(row.id === undefined ? {} : { id: row.id }),
      start_date: row.start_date,
      capacity: typedNumber(row.capacity),
      price_minor: price ?? undefined,
      closed: row.closed,
    };
  });
  const checked = departuresRequestSchema.safeParse({ departures });
  if (!checked.success)
    addIssues(
      checked.error.issues,
      (path) => departurePath(path, sent),
      (path, key) => add(path, { key }),
    );

  rows.forEach((row, i) => {
    const before = row.id === undefined ? undefined : stored.get(row.id);
    const path = (field: string) => `departures.${row.key}.${field}`;
    const { capacity, price_minor } = departures[i]!;
    if (isCalendarDate(row.start_date) && before?.start_date !== row.start_date) {
      if (before && before.bookings > 0) add(path('start_date'), { key: 'dateOfBookedDeparture' });
      else if (row.start_date <= today) add(path('start_date'), { key: 'dateInPast' });
    }
    if (capacity === undefined) add(path('capacity'), { key: 'capacity' });
    else if (before && capacity < before.seats_taken)
      add(path('capacity'), { key: 'capacityBelowTaken', taken: before.seats_taken });
    if (row.price.trim() && price_minor === undefined) add(path('price'), { key: 'price' });
  });
  if (Object.keys(problems).length) return { body: null, problems, sent };
  // Checked: every capacity is there; a price left empty is the journey's (null).
  const body = departures.map((d) => ({ ...d, capacity: d.capacity!, price_minor: d.price_minor ?? null }));
  return { body: { departures: body }, problems, sent };
}

/** The form's key for a field the API named: 'departures.2.capacity' → 'departures.<row key>.capacity'. */
export function departurePath(apiPath: string, sent: string[]): string {
  const [section, index, ...rest] = apiPath.split('.');
  if (section !== 'departures' || index === undefined || !/^\d+$/.test(index)) return 'departures';
  const key = sent[Number(index)];
  const field = rest.join('.') === 'price_minor' ? 'price' : rest.join('.');
  return key && field && field !== 'id' ? `departures.${key}.${field}` : 'departures';
}
