import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api/http-client';
import { myJourneyBookingsQuery, journeyBookingQuery } from './api';

/** The addresses the API is asked for while `load` runs. */
async function addressesAsked(load: (client: QueryClient) => Promise<unknown>): Promise<string[]> {
  const get = vi.spyOn(api, 'get').mockResolvedValue({ count: 0, next: null, previous: null, results: [] });
  await load(new QueryClient());
  const paths = get.mock.calls.map(([path]) => path);
  get.mockRestore();
  return paths;
}

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
