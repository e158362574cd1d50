import { addressesAsked } from '../../shared/api/addresses-asked';
import { describe, expect, it } from 'vitest';
import { myRetreatBookingsQuery, retreatBookingQuery } from './api';
import { hostBookingsQuery } from './host/api';

describe('the guest’s bookings in the page’s language', () => {
  it('are asked for in it (retreat titles come translated), each language its own cache entry', async () => {
    expect(await addressesAsked((c) => c.fetchQuery(myRetreatBookingsQuery('hi')))).toEqual([
      'retreat-bookings/?page_size=100&lang=hi',
    ]);
    expect(await addressesAsked((c) => c.fetchQuery(retreatBookingQuery(7, 'hi')))).toEqual([
      'retreat-bookings/7/?lang=hi',
    ]);
    expect(myRetreatBookingsQuery('ta').queryKey).not.toEqual(myRetreatBookingsQuery('hi').queryKey);
    expect(retreatBookingQuery(7, 'ta').queryKey).not.toEqual(retreatBookingQuery(7, 'hi').queryKey);
  });
});

describe('the host’s bookings in the page’s language', () => {
  it('are asked for in it with the filters, each language its own cache entry', async () => {
    const filters = { when: 'upcoming' as const, page_size: 5 };
    expect(await addressesAsked((c) => c.fetchInfiniteQuery(hostBookingsQuery(filters, 'ta')))).toEqual([
      'creators/retreats/bookings/?when=upcoming&page_size=5&lang=ta&page=1',
    ]);
    expect(hostBookingsQuery(filters, 'ta').queryKey).not.toEqual(hostBookingsQuery(filters, 'hi').queryKey);
  });
});
