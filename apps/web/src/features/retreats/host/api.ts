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
import { retreatKeys } from '../api';

/**
 * The query keys of the retreat representative's area: everything lives under 'retreat-host', so
 * that one invalidation after a change reaches its lists, its dashboard and its calendars.
 */
export const hostKeys = {
  all: () => ['retreat-host'] as const,
  profile: () => ['retreat-host', 'profile'] as const,
  dashboard: () => ['retreat-host', 'dashboard'] as const,
  retreats: () => ['retreat-host', 'retreats'] as const,
  retreat: (id: number) => ['retreat-host', 'retreats', id] as const,
  packages: (id: number) => ['retreat-host', 'packages', id] as const,
  /** Every month of a retreat's nights read so far. */
  availability: (id: number) => ['retreat-host', 'availability', id] as const,
  availabilityBetween: (id: number, from: string, to: string) => [...hostKeys.availability(id), from, to] as const,
  bookings: (filters: HostBookingFilters, lang: string) => ['retreat-host', 'bookings', filters, lang] as const,
  messages: (id: number) => ['retreat-host', 'messages', id] as const,
  inquiries: (filters: { retreat?: number }) => ['retreat-host', 'inquiries', filters] as const,
  /** The guests' retreat pages (the guest side's key), which show what the host changes. */
  guestPages: () => retreatKeys.all(),
};

const retreatPath = (id: number) => `creators/retreats/${id}/`;
const bookingPath = (id: number) => `creators/retreat-bookings/${id}/`;

export const retreatProfileQuery = () =>
  queryOptions({
    queryKey: hostKeys.profile(),
    queryFn: ({ signal }) => api.get<RetreatProfile>('creators/retreat-profile/', signal),
    // It counts retreats, temples and journeys, which other pages change: read fresh each visit.
    staleTime: 0,
  });

export const hostDashboardQuery = () =>
  queryOptions({
    queryKey: hostKeys.dashboard(),
    // Read fresh each time it is opened: bookings and inquiries arrive all the time.
    staleTime: 0,
    queryFn: ({ signal }) => api.get<RetreatDashboard>('creators/retreats/dashboard/', signal),
  });

export const hostRetreatsQuery = () =>
  queryOptions({
    queryKey: hostKeys.retreats(),
    queryFn: ({ signal }) => api.get<{ count: number; results: HostRetreat[] }>('creators/retreats/', signal),
  });
export const hostRetreatQuery = (id: number) =>
  queryOptions({
    queryKey: hostKeys.retreat(id),
    queryFn: ({ signal }) => api.get<HostRetreat>(retreatPath(id), signal),
  });

export const hostPackagesQuery = (id: number) =>
  queryOptions({
    queryKey: hostKeys.packages(id),
    queryFn: ({ signal }) => api.get<HostPackages>(`${retreatPath(id)}packages/`, signal),
  });

/** The nights of every package from `from` to `to` (calendar dates of the retreat's place). */
export const hostAvailabilityQuery = (id: number, from: string, to: string) =>
  queryOptions({
    queryKey: hostKeys.availabilityBetween(id, from, to),
    staleTime: 0,
    queryFn: ({ signal }) =>
      api.get<HostRetreatAvailability>(`${retreatPath(id)}availability/?from=${from}&to=${to}`, signal),
  });

export interface HostBookingFilters {
  retreat?: number;
  status?: HostBooking['status'];
  when?: 'upcoming' | 'past';
  page_size?: number;
}
/** The host's bookings, retreats named in the page's language `lang` where translated. */
export const hostBookingsQuery = (filters: HostBookingFilters, lang: string) =>
  pagedList<HostBooking>(hostKeys.bookings(filters, lang), 'creators/retreats/bookings/', { ...filters, lang });

export const stayMessagesQuery = (id: number) =>
  queryOptions({
    queryKey: hostKeys.messages(id),
    staleTime: 0,
    queryFn: ({ signal }) => api.get<RetreatMessages>(`${bookingPath(id)}messages/`, signal),
  });

export const hostInquiriesQuery = (filters: { retreat?: number }) =>
  pagedList<HostInquiry>(hostKeys.inquiries(filters), 'creators/retreats/inquiries/', { ...filters });

/** Every write of the host's area, for the screens' mutations. */
export const hostCalls = {
  saveProfile: (body: RetreatProfileRequest) => api.put<RetreatProfile>('creators/retreat-profile/', body),
  createRetreat: (body: HostCreateRetreatRequest) => api.post<HostRetreat>('creators/retreats/', body),
  updateRetreat: (id: number, body: HostUpdateRetreatRequest) => api.patch<HostRetreat>(retreatPath(id), body),
  setPublished: (id: number, published: boolean) =>
    api.post<HostRetreat>(`${retreatPath(id)}${published ? 'publish' : 'unpublish'}/`),
  savePackages: (id: number, body: HostPackagesRequest) => api.put<HostPackages>(`${retreatPath(id)}packages/`, body),
  changeNights: (id: number, body: HostAvailabilityRequest) =>
    api.put<HostRetreatAvailability>(`${retreatPath(id)}availability/`, body),
  confirmStay: (id: number) => api.post<HostBooking>(`${bookingPath(id)}confirm/`),
  cancelStay: (id: number, reason: string) => api.post<HostBooking>(`${bookingPath(id)}cancel/`, { reason }),
  /** The host sent the refund of a cancelled stay back (by hand): recorded once, and the guest told. */
  markRefundSent: (id: number) => api.post<HostBooking>(`${bookingPath(id)}refund-sent/`),
  sendMessage: (id: number, body: string) => api.post<RetreatMessage>(`${bookingPath(id)}messages/`, { body }),
};

/** After a change: the host's lists and dashboard, and the public pages that show the retreats. */
export function refreshHost(client: QueryClient) {
  void client.invalidateQueries({ queryKey: hostKeys.all() });
  void client.invalidateQueries({ queryKey: hostKeys.guestPages() });
}
