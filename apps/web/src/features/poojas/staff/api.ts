import type {
  CreatePoojaRequest,
  CreatorPooja,
  CreatorTemple,
  PoojaBooking,
  PoojaBookingStatus,
  PoojaStatusRequest,
  TempleUpdateRequest,
  UpdatePoojaRequest,
} from '@sangam/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/http-client';
import { pagedList } from '../../../shared/api/paged-list';

/** The temple staff's area: everything lives under the query key 'temple-staff'. */

const templePath = (id: number) => `creators/temples/${id}/`;

export const staffTemplesQuery = () =>
  queryOptions({
    queryKey: ['temple-staff', 'temples'],
    queryFn: ({ signal }) => api.get<{ count: number; results: CreatorTemple[] }>('creators/temples/', signal),
  });

export const staffTempleQuery = (id: number) =>
  queryOptions({
    queryKey: ['temple-staff', 'temples', id],
    queryFn: ({ signal }) => api.get<CreatorTemple>(templePath(id), signal),
  });

export const updateTemple = (id: number, body: TempleUpdateRequest) => api.patch<CreatorTemple>(templePath(id), body);
export const createPooja = (templeId: number, body: CreatePoojaRequest) =>
  api.post<CreatorPooja>(`${templePath(templeId)}poojas/`, body);
export const updatePooja = (id: number, body: UpdatePoojaRequest) =>
  api.patch<CreatorPooja>(`creators/poojas/${id}/`, body);

export interface StaffBookingFilters {
  temple?: number;
  pooja?: number;
  status?: PoojaBookingStatus;
  /** A day of the temples' calendar, 'YYYY-MM-DD'. */
  day?: string;
  page_size?: number;
}
export const staffBookingsQuery = (filters: StaffBookingFilters) =>
  pagedList<PoojaBooking>(['temple-staff', 'bookings', filters], 'creators/pooja-bookings/', { ...filters });

export const setBookingStatus = (id: number, body: PoojaStatusRequest) =>
  api.post<PoojaBooking>(`creators/pooja-bookings/${id}/status/`, body);

/** A payment made to the temple directly (a held booking is booked by it). */
export const markBookingPaid = (id: number) => api.post<PoojaBooking>(`creators/pooja-bookings/${id}/mark-paid/`, {});

/** The refund of a cancelled, paid pooja was sent back (by hand): recorded once, and the devotee told. */
export const markRefundSent = (id: number) => api.post<PoojaBooking>(`creators/pooja-bookings/${id}/refund-sent/`, {});

/** After a change: the staff's lists, and the public pages that show temples and poojas. */
export function refreshTempleStaff(client: QueryClient) {
  void client.invalidateQueries({ queryKey: ['temple-staff'] });
  void client.invalidateQueries({ queryKey: ['poojas'] });
  void client.invalidateQueries({ queryKey: ['temples'] });
  void client.invalidateQueries({ queryKey: ['darshan'] });
}
