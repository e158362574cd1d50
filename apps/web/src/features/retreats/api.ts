import type {
  CreateRetreatBookingRequest,
  RetreatAvailability,
  RetreatBooking,
  RetreatCheckoutAnswer,
  RetreatDetail,
  RetreatInquiry,
  RetreatInquiryRequest,
  RetreatSummary,
} from '@sangam/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/http-client';
import { pagedList, queryString, type Page } from '../../shared/api/paged-list';

const RETREATS_PAGE_SIZE = 12;

/** The list's filters, as they appear in the page's address (and as the API names them). */
export interface RetreatFilters {
  /** The reader's languages, whose retreats come first (shared/session/reader-languages). */
  languages?: string;
  /** The page's language: titles and summaries come translated into it where they are. */
  lang?: string;
  q?: string;
  type?: string;
  month?: string;
  currency?: string;
  price_min?: string;
  price_max?: string;
  place?: string;
  language?: string;
  nights_min?: string;
  nights_max?: string;
  sort?: string;
}

export const retreatsQuery = (filters: RetreatFilters, pageSize = RETREATS_PAGE_SIZE) =>
  pagedList<RetreatSummary>(['retreats', 'list', filters, pageSize], 'retreats/', {
    ...filters,
    page_size: pageSize,
  });

export const retreatQuery = (slug: string, lang: string) =>
  queryOptions({
    queryKey: ['retreats', 'detail', slug, lang],
    queryFn: ({ signal }) => api.get<RetreatDetail>(`retreats/${encodeURIComponent(slug)}/?lang=${lang}`, signal),
  });

/** Places left per package and night, `from` to `to` (both included, at most 92 nights). */
export const availabilityQuery = (slug: string, from: string, to: string) =>
  queryOptions({
    queryKey: ['retreats', 'availability', slug, from, to],
    queryFn: ({ signal }) =>
      api.get<RetreatAvailability>(
        `retreats/${encodeURIComponent(slug)}/availability/?${queryString({ from, to })}`,
        signal,
      ),
    // Places change as others book: read them again when the guest comes back to the page.
    staleTime: 15_000,
  });

export const myRetreatBookingsQuery = () =>
  queryOptions({
    queryKey: ['retreat-bookings', 'mine'],
    // A guest has a handful of stays: one page of the most the API gives holds them all.
    queryFn: ({ signal }) => api.get<Page<RetreatBooking>>('retreat-bookings/?page_size=100', signal),
  });

export const retreatBookingQuery = (id: number) =>
  queryOptions({
    queryKey: ['retreat-bookings', 'detail', id],
    queryFn: ({ signal }) => api.get<RetreatBooking>(`retreat-bookings/${id}/`, signal),
  });

export const retreatCalls = {
  book: (slug: string, input: CreateRetreatBookingRequest) =>
    api.post<RetreatBooking>(`retreats/${encodeURIComponent(slug)}/bookings/`, input),
  // The language brings the guest back from the payment page to the pages they were reading.
  checkout: (id: number, lang: string) => api.post<RetreatCheckoutAnswer>(`retreat-bookings/${id}/checkout/`, { lang }),
  cancel: (id: number, reason = '') => api.post<RetreatBooking>(`retreat-bookings/${id}/cancel/`, { reason }),
  inquire: (slug: string, input: RetreatInquiryRequest) =>
    api.post<RetreatInquiry>(`retreats/${encodeURIComponent(slug)}/inquiries/`, input),
};

/** After a stay changes: the guest's stays, and the retreat's places left, are read again. */
export function refreshRetreatBookings(client: QueryClient, slug?: string) {
  void client.invalidateQueries({ queryKey: ['retreat-bookings'] });
  if (slug) {
    void client.invalidateQueries({ queryKey: ['retreats', 'availability', slug] });
    void client.invalidateQueries({ queryKey: ['retreats', 'detail', slug] });
  }
}
