import { addressesAsked } from '../../shared/api/addresses-asked';
import { describe, expect, it } from 'vitest';
import { myRetreatBookingsQuery, retreatBookingQuery } from './api';

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
