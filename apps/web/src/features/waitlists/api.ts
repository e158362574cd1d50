import type { JoinWaitlistRequest, WaitlistEntry } from '@sangam/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/http-client';

/** The query keys of waitlists: the person's lines. */
export const waitlistKeys = {
  mine: ['waitlists', 'mine'] as const,
};

export const myWaitlistsQuery = () =>
  queryOptions({
    queryKey: waitlistKeys.mine,
    queryFn: ({ signal }) => api.get<{ results: WaitlistEntry[] }>('waitlists/mine/', signal),
  });

export const waitlistCalls = {
  join: (input: JoinWaitlistRequest) => api.post<WaitlistEntry>('waitlists/', input),
  leave: (id: number) => api.delete<null>(`waitlists/${id}/`),
};
