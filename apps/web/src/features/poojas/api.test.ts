import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api/http-client';
import { myPoojaBookingsQuery, poojaBookingQuery } from './api';

/** The addresses the API is asked for while `load` runs. */
async function addressesAsked(load: (client: QueryClient) => Promise<unknown>): Promise<string[]> {
  const get = vi.spyOn(api, 'get').mockResolvedValue({ count: 0, next: null, previous: null, results: [] });
  await load(new QueryClient());
  const paths = get.mock.calls.map(([path]) => path);
  get.mockRestore();
  return paths;
}

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
