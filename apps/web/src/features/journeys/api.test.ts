import { addressesAsked } from '../../shared/api/addresses-asked';
import { describe, expect, it } from 'vitest';
import { myJourneyBookingsQuery, journeyBookingQuery } from './api';

describe('the traveller’s bookings in the page’s language', () => {
  it('are asked for in it (like every kind, for when journeys are translated), each language its own cache entry', async () => {
    expect(await addressesAsked((c) => c.fetchQuery(myJourneyBookingsQuery('bn')))).toEqual([
      'journey-bookings/?lang=bn',
    ]);
    expect(await addressesAsked((c) => c.fetchQuery(journeyBookingQuery(7, 'bn')))).toEqual([
      'journey-bookings/7/?lang=bn',
    ]);
    expect(myJourneyBookingsQuery('ta').queryKey).not.toEqual(myJourneyBookingsQuery('hi').queryKey);
    expect(journeyBookingQuery(7, 'ta').queryKey).not.toEqual(journeyBookingQuery(7, 'hi').queryKey);
  });
});
