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

/**
 * The query keys of retreats. The guests' pages live under 'retreats', so that the host side's one
 * invalidation after a change reaches them all; a guest's own stays live under 'retreat-bookings'.
 */
export const retreatKeys = {
  all: () => ['retreats'] as const,
  list: (filters: RetreatFilters, pageSize: number) => ['retreats', 'list', filters, pageSize] as const,
  /** A retreat's page, in every language read so far. */
  detail: (slug: string) => ['retreats', 'detail', slug] as const,
  detailIn: (slug: string, lang: string) => [...retreatKeys.detail(slug), lang] as const,
  /** Every range of a retreat's places left read so far. */
  availability: (slug: string) => ['retreats', 'availability', slug] as const,
  availabilityBetween: (slug: string, from: string, to: string) =>
    [...retreatKeys.availability(slug), from, to] as const,
  bookings: () => ['retreat-bookings'] as const,
  /** The guest's stays, with retreat titles in the page's language `lang`. */
  myBookings: (lang: string) => ['retreat-bookings', 'mine', lang] as const,
  // Not read-only: the checkout hub takes a kind's booking query with a key of strings and numbers.
  booking: (id: number, lang: string): (string | number)[] => ['retreat-bookings', 'detail', id, lang],
};

export const retreatsQuery = (filters: RetreatFilters, pageSize = RETREATS_PAGE_SIZE) =>
  pagedList<RetreatSummary>(retreatKeys.list(filters, pageSize), 'retreats/', {
    ...filters,
    page_size: pageSize,
  });

export const retreatQuery = (slug: string, lang: string) =>
  queryOptions({
    queryKey: retreatKeys.detailIn(slug, lang),
    queryFn: ({ signal }) => api.get<RetreatDetail>(`retreats/${encodeURIComponent(slug)}/?lang=${lang}`, signal),
  });

/** Places left per package and night, `from` to `to` (both included, at most 92 nights). */
export const availabilityQuery = (slug: string, from: string, to: string) =>
  queryOptions({
    queryKey: retreatKeys.availabilityBetween(slug, from, to),
    queryFn: ({ signal }) =>
      api.get<RetreatAvailability>(
        `retreats/${encodeURIComponent(slug)}/availability/?${queryString({ from, to })}`,
        signal,
      ),
    // Places change as others book: read them again when the guest comes back to the page.
    staleTime: 15_000,
  });

export const myRetreatBookingsQuery = (lang: string) =>
  queryOptions({
    queryKey: retreatKeys.myBookings(lang),
    // A guest has a handful of stays: one page of the most the API gives holds them all.
    queryFn: ({ signal }) =>
      api.get<Page<RetreatBooking>>(`retreat-bookings/?${queryString({ page_size: 100, lang })}`, signal),
  });

export const retreatBookingQuery = (id: number, lang: string) =>
  queryOptions({
    queryKey: retreatKeys.booking(id, lang),
    queryFn: ({ signal }) => api.get<RetreatBooking>(`retreat-bookings/${id}/?${queryString({ lang })}`, signal),
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
  void client.invalidateQueries({ queryKey: retreatKeys.bookings() });
  if (slug) {
    void client.invalidateQueries({ queryKey: retreatKeys.availability(slug) });
    void client.invalidateQueries({ queryKey: retreatKeys.detail(slug) });
  }
}
