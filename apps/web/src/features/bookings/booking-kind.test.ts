import { describe, expect, it } from 'vitest';
import type { AnyCheckoutKind, CheckoutKindId } from './checkout-kind';
import { checkoutKind, listKindOf, type BookingKind, type BookingKindId, type BookingKinds } from './booking-kind';
import { combineUpcoming, useUpcomingByKind } from './upcoming';
import type { UpcomingBookings } from './upcoming-booking';

/** A kind as the app lists one, with only what these rules read. */
function kind(id: BookingKindId, checkout: CheckoutKindId, upcoming: UpcomingBookings): BookingKind {
  return {
    id,
    Panel: () => null,
    useUpcoming: () => upcoming,
    browsePath: `/${id}`,
    checkout: { id: checkout, listKind: id } as AnyCheckoutKind,
  };
}

const KINDS: BookingKinds = [
  kind('classes', 'class', {
    status: 'success',
    items: [{ key: 'c1', starts: '2026-12-03T10:00:00Z', card: null }],
  }),
  kind('poojas', 'pooja', { status: 'success', items: [{ key: 'p1', starts: '2026-12-02', card: null }] }),
  kind('journeys', 'journey', { status: 'pending' }),
];

describe('the bookings hub over the list of kinds it is handed', () => {
  it('serves the checkout an address names, and the first kind for none or an unknown one', () => {
    expect(checkoutKind(KINDS, 'pooja').id).toBe('pooja');
    expect(checkoutKind(KINDS, null).id).toBe('class');
    expect(checkoutKind(KINDS, 'retreat').id).toBe('class');
  });

  it("finds the my-bookings tab of a checkout's kind, and none for a name it does not list", () => {
    expect(listKindOf(KINDS, 'journey')).toBe('journeys');
    expect(listKindOf(KINDS, 'retreat')).toBeNull();
    expect(listKindOf(KINDS, null)).toBeNull();
  });

  it("reads every listed kind's coming bookings and puts them in one list, soonest first", () => {
    const byKind = useUpcomingByKind(KINDS);
    expect(Object.keys(byKind)).toEqual(['classes', 'poojas', 'journeys']);
    expect(combineUpcoming(byKind).map((row) => [row.kind, row.key])).toEqual([
      ['poojas', 'p1'],
      ['classes', 'c1'],
    ]);
  });
});
