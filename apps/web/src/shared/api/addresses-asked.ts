import { QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';
import { api } from './http-client';

/**
 * For tests of a feature's queries: the addresses the API is asked for while `load` runs on a fresh
 * query client (every GET answers an empty page).
 */
export async function addressesAsked(load: (client: QueryClient) => Promise<unknown>): Promise<string[]> {
  const get = vi.spyOn(api, 'get').mockResolvedValue({ count: 0, next: null, previous: null, results: [] });
  await load(new QueryClient());
  const paths = get.mock.calls.map(([path]) => path);
  get.mockRestore();
  return paths;
}
