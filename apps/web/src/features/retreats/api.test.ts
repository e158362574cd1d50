import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api/http-client';
import { myRetreatBookingsQuery, retreatBookingQuery } from './api';

/** The addresses the API is asked for while `load` runs. */
async function addressesAsked(load: (client: QueryClient) => Promise<unknown>): Promise<string[]> {
  const get = vi.spyOn(api, 'get').mockResolvedValue({ count: 0, next: null, previous: null, results: [] });
  await load(new QueryClient());
  const paths = get.mock.calls.map(([path]) => path);
  get.mockRestore();
  return paths;
}

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
