import type {
  HostAvailabilityRequest,
  HostBooking,
  HostCreateRetreatRequest,
  HostInquiry,
  HostPackages,
  HostPackagesRequest,
  HostRetreat,
  HostRetreatAvailability,
  HostUpdateRetreatRequest,
  RetreatDashboard,
  RetreatMessage,
  RetreatMessages,
  RetreatProfile,
  RetreatProfileRequest,
} from '@sangam/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/http-client';
import { pagedList } from '../../../shared/api/paged-list';

/** The retreat representative's area: everything lives under the query key 'retreat-host'. */

const retreatPath = (id: number) => `creators/retreats/${id}/`;
const bookingPath = (id: number) => `creators/retreat-bookings/${id}/`;

export const retreatProfileQuery = () =>
  queryOptions({
    queryKey: ['retreat-host', 'profile'],
    queryFn: ({ signal }) => api.get<RetreatProfile>('creators/retreat-profile/', signal),
    // It counts retreats, temples and journeys, which other pages change: read fresh each visit.
    staleTime: 0,
  });
export const saveRetreatProfile = (body: RetreatProfileRequest) =>
  api.put<RetreatProfile>('creators/retreat-profile/', body);

export const hostDashboardQuery = () =>
  queryOptions({
    queryKey: ['retreat-host', 'dashboard'],
    // Read fresh each time it is opened: bookings and inquiries arrive all the time.
    staleTime: 0,
    queryFn: ({ signal }) => api.get<RetreatDashboard>('creators/retreats/dashboard/', signal),
  });

export const hostRetreatsQuery = () =>
  queryOptions({
    queryKey: ['retreat-host', 'retreats'],
    queryFn: ({ signal }) => api.get<{ count: number; results: HostRetreat[] }>('creators/retreats/', signal),
  });
export const hostRetreatQuery = (id: number) =>
  queryOptions({
    queryKey: ['retreat-host', 'retreats', id],
    queryFn: ({ signal }) => api.get<HostRetreat>(retreatPath(id), signal),
  });
export const createRetreat = (body: HostCreateRetreatRequest) => api.post<HostRetreat>('creators/retreats/', body);
export const updateRetreat = (id: number, body: HostUpdateRetreatRequest) =>
  api.patch<HostRetreat>(retreatPath(id), body);
export const setRetreatPublished = (id: number, published: boolean) =>
  api.post<HostRetreat>(`${retreatPath(id)}${published ? 'publish' : 'unpublish'}/`);

export const hostPackagesQuery = (id: number) =>
  queryOptions({
    queryKey: ['retreat-host', 'packages', id],
    queryFn: ({ signal }) => api.get<HostPackages>(`${retreatPath(id)}packages/`, signal),
  });
export const savePackages = (id: number, body: HostPackagesRequest) =>
  api.put<HostPackages>(`${retreatPath(id)}packages/`, body);

/** The nights of every package from `from` to `to` (calendar dates of the retreat's place). */
export const hostAvailabilityQuery = (id: number, from: string, to: string) =>
  queryOptions({
    queryKey: ['retreat-host', 'availability', id, from, to],
    staleTime: 0,
    queryFn: ({ signal }) =>
      api.get<HostRetreatAvailability>(`${retreatPath(id)}availability/?from=${from}&to=${to}`, signal),
  });
export const changeNights = (id: number, body: HostAvailabilityRequest) =>
  api.put<HostRetreatAvailability>(`${retreatPath(id)}availability/`, body);

export interface HostBookingFilters {
  retreat?: number;
  status?: HostBooking['status'];
  when?: 'upcoming' | 'past';
  page_size?: number;
}
export const hostBookingsQuery = (filters: HostBookingFilters) =>
  pagedList<HostBooking>(['retreat-host', 'bookings', filters], 'creators/retreats/bookings/', { ...filters });
export const confirmStay = (id: number) => api.post<HostBooking>(`${bookingPath(id)}confirm/`);
export const cancelStay = (id: number, reason: string) =>
  api.post<HostBooking>(`${bookingPath(id)}cancel/`, { reason });
/** The host sent the refund of a cancelled stay back (by hand): recorded once, and the guest told. */
export const markStayRefundSent = (id: number) => api.post<HostBooking>(`${bookingPath(id)}refund-sent/`);

export const stayMessagesQuery = (id: number) =>
  queryOptions({
    queryKey: ['retreat-host', 'messages', id],
    staleTime: 0,
    queryFn: ({ signal }) => api.get<RetreatMessages>(`${bookingPath(id)}messages/`, signal),
  });
export const sendStayMessage = (id: number, body: string) =>
  api.post<RetreatMessage>(`${bookingPath(id)}messages/`, { body });

export const hostInquiriesQuery = (filters: { retreat?: number }) =>
  pagedList<HostInquiry>(['retreat-host', 'inquiries', filters], 'creators/retreats/inquiries/', { ...filters });

/** After a change: the host's lists and dashboard, and the public pages that show the retreats. */
export function refreshHost(client: QueryClient) {
  void client.invalidateQueries({ queryKey: ['retreat-host'] });
  void client.invalidateQueries({ queryKey: ['retreats'] });
}
