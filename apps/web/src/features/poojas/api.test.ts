import { addressesAsked } from '../../shared/api/addresses-asked';
import { describe, expect, it } from 'vitest';
import { myPoojaBookingsQuery, poojaBookingQuery } from './api';
import { staffBookingsQuery } from './staff/api';

describe('the devotee’s bookings in the page’s language', () => {
  it('are asked for in it (poojas and temples named in it), each language its own cache entry', async () => {
    expect(await addressesAsked((c) => c.fetchQuery(myPoojaBookingsQuery('or')))).toEqual([
      'pooja-bookings/?page_size=100&lang=or',
    ]);
    expect(await addressesAsked((c) => c.fetchQuery(poojaBookingQuery(7, 'or')))).toEqual([
      'pooja-bookings/7/?lang=or',
    ]);
    expect(myPoojaBookingsQuery('ta').queryKey).not.toEqual(myPoojaBookingsQuery('hi').queryKey);
    expect(poojaBookingQuery(7, 'ta').queryKey).not.toEqual(poojaBookingQuery(7, 'hi').queryKey);
  });
});

describe('the temple staff’s bookings in the page’s language', () => {
  it('are asked for in it with the filters, each language its own cache entry', async () => {
    const filters = { temple: 3 };
    expect(await addressesAsked((c) => c.fetchInfiniteQuery(staffBookingsQuery(filters, 'hi')))).toEqual([
      'creators/pooja-bookings/?temple=3&lang=hi&page=1',
    ]);
    expect(staffBookingsQuery(filters, 'ta').queryKey).not.toEqual(staffBookingsQuery(filters, 'hi').queryKey);
  });
});
