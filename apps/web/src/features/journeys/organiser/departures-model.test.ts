import { JOURNEY_LIMITS as L, type CreatorDeparture } from '@sangam/contracts';
import { describe, expect, it } from 'vitest';
import { departurePath, newRow, readDepartures, rowsFrom } from './departures-model';

const TODAY = '2026-03-10';

const stored = (change: Partial<CreatorDeparture> = {}): CreatorDeparture => ({
  id: 7,
  start_date: '2026-04-01',
  end_date: '2026-04-02',
  capacity: 20,
  seats_taken: 5,
  seats_left: 15,
  price_minor: null,
  closed: false,
  past: false,
  bookings: 2,
  ...change,
});

describe('readDepartures', () => {
  it('sends every departure, stored ones by id, with its own price or none', () => {
    const rows = [...rowsFrom([stored({ price_minor: 1500000 })], 'INR'), newRow('2026-05-01', '30')];
    const { body, problems } = readDepartures(rows, new Map([[7, stored()]]), TODAY, 'INR');
    expect(problems).toEqual({});
    expect(body).toEqual({
      departures: [
        { id: 7, start_date: '2026-04-01', capacity: 20, price_minor: 1500000, closed: false },
        { start_date: '2026-05-01', capacity: 30, price_minor: null, closed: false },
      ],
    });
  });

  it('refuses a capacity below the places travellers took, saying how many', () => {
    const [row] = rowsFrom([stored()], 'INR');
    const { body, problems } = readDepartures([{ ...row!, capacity: '4' }], new Map([[7, stored()]]), TODAY, 'INR');
    expect(body).toBeNull();
    expect(problems).toEqual({ [`departures.${row!.key}.capacity`]: { key: 'capacityBelowTaken', taken: 5 } });
  });

  it('keeps a departed date as it is, but a new or moved date must come after today', () => {
    const past = stored({ id: 8, start_date: '2026-03-01', past: true, bookings: 0 });
    const rows = [...rowsFrom([past], 'INR'), newRow(TODAY, '10'), newRow('2026-03-01', '10')];
    const { problems } = readDepartures(rows, new Map([[8, past]]), TODAY, 'INR');
    expect(problems).toEqual({
      [`departures.${rows[1]!.key}.start_date`]: { key: 'dateInPast' },
      [`departures.${rows[2]!.key}.start_date`]: { key: 'dateRepeated' },
    });
  });

  it('refuses to move a booked departure, an empty date and an unreadable price', () => {
    const [row] = rowsFrom([stored()], 'INR');
    const extra = { ...newRow('', '10'), price: 'ten' };
    const { problems } = readDepartures(
      [{ ...row!, start_date: '2026-04-05' }, extra],
      new Map([[7, stored()]]),
      TODAY,
      'INR',
    );
    expect(problems).toEqual({
      [`departures.${row!.key}.start_date`]: { key: 'dateOfBookedDeparture' },
      [`departures.${extra.key}.start_date`]: { key: 'date' },
      [`departures.${extra.key}.price`]: { key: 'price' },
    });
  });
});

describe('readDepartures checks by the contract’s schema', () => {
  it('names a capacity above the limit, a price above the limit and a date that is no date on their rows', () => {
    const big = newRow('2026-05-01', String(L.capacityMax + 1));
    const dear = { ...newRow('2026-05-02', '10'), price: String(L.priceMax) };
    const odd = newRow('2026-02-30', '10');
    const { body, problems } = readDepartures([big, dear, odd], new Map(), TODAY, 'INR');
    expect(body).toBeNull();
    expect(problems).toEqual({
      [`departures.${big.key}.capacity`]: { key: 'capacity' },
      [`departures.${dear.key}.price`]: { key: 'price' },
      [`departures.${odd.key}.start_date`]: { key: 'date' },
    });
  });

  it('names a list longer than the contract allows on the list', () => {
    const rows = Array.from({ length: L.departuresMax + 1 }, (_, i) =>
      newRow(`2027-${String((i % 12) + 1).padStart(2, '0')}-${String(Math.floor(i / 12) + 1).padStart(2, '0')}`, '10'),
    );
    expect(readDepartures(rows, new Map(), TODAY, 'INR').problems).toEqual({
      departures: { key: 'tooManyDepartures' },
    });
  });
});

describe('departurePath', () => {
  it('puts an API message on the row it names, its price on the price box', () => {
    expect(departurePath('departures.1.capacity', ['k1', 'k2'])).toBe('departures.k2.capacity');
    expect(departurePath('departures.0.price_minor', ['k1'])).toBe('departures.k1.price');
    expect(departurePath('departures', ['k1'])).toBe('departures');
    expect(departurePath('departures.0.id', ['k1'])).toBe('departures');
  });
});
