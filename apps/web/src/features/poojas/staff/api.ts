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
import { poojaKeys } from '../api';

export interface StaffBookingFilters {
  temple?: number;
  pooja?: number;
  status?: PoojaBookingStatus;
  /** A day of the temples' calendar, 'YYYY-MM-DD'. */
  day?: string;
  page_size?: number;
}

/**
 * The query keys of the temple staff's area, all under 'temple-staff' (the console invalidates that
 * root after changing a temple), and the devotees' keys a staff change makes stale: those come from the
 * guest side's factory (features/poojas/api.ts), gathered here so that every invalidation of the area
 * reads from one place.
 */
const staffKeys = {
  all: ['temple-staff'] as const,
  temples: () => ['temple-staff', 'temples'] as const,
  temple: (id: number) => ['temple-staff', 'temples', id] as const,
  bookings: (filters: StaffBookingFilters, lang: string) => ['temple-staff', 'bookings', filters, lang] as const,
  /** The public pages that show temples and poojas, and darshan's videos and aartis. */
  publicPages: [poojaKeys.poojas, poojaKeys.temples, poojaKeys.darshan] as const,
  /** The devotee's own bookings, should the same browser hold them. */
  devoteeBookings: poojaKeys.bookings,
};

const templePath = (id: number) => `creators/temples/${id}/`;

export const staffTemplesQuery = () =>
  queryOptions({
    queryKey: staffKeys.temples(),
    queryFn: ({ signal }) => api.get<{ count: number; results: CreatorTemple[] }>('creators/temples/', signal),
  });

export const staffTempleQuery = (id: number) =>
  queryOptions({
    queryKey: staffKeys.temple(id),
    queryFn: ({ signal }) => api.get<CreatorTemple>(templePath(id), signal),
  });

/** The temples' bookings, poojas and temples named in the page's language `lang` where translated. */
export const staffBookingsQuery = (filters: StaffBookingFilters, lang: string) =>
  pagedList<PoojaBooking>(staffKeys.bookings(filters, lang), 'creators/pooja-bookings/', { ...filters, lang });

/** Every write of the temple staff, for the screens' mutations. */
export const staffCalls = {
  updateTemple: (id: number, body: TempleUpdateRequest) => api.patch<CreatorTemple>(templePath(id), body),
  createPooja: (templeId: number, body: CreatePoojaRequest) =>
    api.post<CreatorPooja>(`${templePath(templeId)}poojas/`, body),
  updatePooja: (id: number, body: UpdatePoojaRequest) => api.patch<CreatorPooja>(`creators/poojas/${id}/`, body),
  setBookingStatus: (id: number, body: PoojaStatusRequest) =>
    api.post<PoojaBooking>(`creators/pooja-bookings/${id}/status/`, body),
  /** A payment made to the temple directly (a held booking is booked by it). */
  markBookingPaid: (id: number) => api.post<PoojaBooking>(`creators/pooja-bookings/${id}/mark-paid/`, {}),
  /** The refund of a cancelled, paid pooja was sent back (by hand): recorded once, and the devotee told. */
  markRefundSent: (id: number) => api.post<PoojaBooking>(`creators/pooja-bookings/${id}/refund-sent/`, {}),
};

/** After a change: the staff's lists, and the public pages that show temples and poojas. */
export function refreshTempleStaff(client: QueryClient) {
  for (const queryKey of [staffKeys.all, ...staffKeys.publicPages]) void client.invalidateQueries({ queryKey });
}

/** After a booking's step: the staff's lists and pages as above, and the devotee's own bookings. */
export function refreshAfterBookingStep(client: QueryClient) {
  refreshTempleStaff(client);
  void client.invalidateQueries({ queryKey: staffKeys.devoteeBookings });
}
