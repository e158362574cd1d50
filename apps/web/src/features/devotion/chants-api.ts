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

/** The query keys of chanting, in one place. */
const chantKeys = {
  all: ['chants'] as const,
  list: (lang: string) => ['chants', 'list', lang] as const,
};

export const chantsQuery = (lang: string) =>
  queryOptions({
    queryKey: chantKeys.list(lang),
    queryFn: ({ signal }) => api.get<ChantList>(`chants/?lang=${encodeURIComponent(lang)}`, signal),
    // The collection changes only with a release.
    staleTime: 60 * 60_000,
  });

/** The writes of chanting; a recorded session refreshes the practice feature's keys (today's japa). */
export const chantCalls = {
  /**
   * A finished session into today's japa (409 no_japa_practice when the person keeps none), on the
   * device's local day, as the tracker's marks are.
   */
  recordSession: (id: string, count: number) =>
    api.post<ChantSessionAnswer>(`chants/${encodeURIComponent(id)}/sessions/`, { count, time_zone: browserZone() }),
};
