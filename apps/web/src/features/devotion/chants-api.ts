import type { Chant, ChantSessionAnswer } from '@sangam/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/http-client';
import { browserZone } from '../../shared/lib/time-zones';

/** The chanting page's mantras in the reader's script, with their meaning in the interface language. */
export interface ChantList {
  count: number;
  results: Chant[];
  /** The deities of the list, in order of first appearance. */
  deities: string[];
}

export const chantsQuery = (lang: string) =>
  queryOptions({
    queryKey: ['chants', 'list', lang],
    queryFn: ({ signal }) => api.get<ChantList>(`chants/?lang=${encodeURIComponent(lang)}`, signal),
    // The collection changes only with a release.
    staleTime: 60 * 60_000,
  });

/** The device's zone: a session counts on the local day where the person is (as the tracker's marks). */

/** A finished session into today's japa (409 no_japa_practice when the person keeps none). */
export const recordChantSession = (id: string, count: number) =>
  api.post<ChantSessionAnswer>(`chants/${encodeURIComponent(id)}/sessions/`, { count, time_zone: browserZone() });
