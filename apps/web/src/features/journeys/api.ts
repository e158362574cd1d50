import type {
  CreateJourneyBookingRequest,
  JourneyBooking,
  JourneyDetail,
  JourneyInterestRequest,
  JourneyListAnswer,
} from '@sangam/contracts';
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/http-client';
import { queryString } from '../../shared/api/paged-list';
import type { CheckoutAnswerOf } from '../bookings';

const JOURNEYS_PAGE_SIZE = 12;

/** The list's parameters as the API names them (filters.ts reads them from the page's address). */
export interface JourneyListParams {
  /** The reader's languages, whose journeys come first (shared/session/reader-languages). */
  languages?: string;
  q?: string;
  region?: string;
  month?: string;
  language?: string;
  price_max?: number;
  duration_min?: number;
  duration_max?: number;
}

/**
 * The query keys of the journeys' public pages and of the traveller's bookings. The organiser's area
 * (organiser/api.ts) invalidates `all` after a change, since these pages show what the organiser changed.
 */
export const journeyKeys = {
  all: ['journeys'] as const,
  lists: () => ['journeys', 'list'] as const,
  list: (params: JourneyListParams) => ['journeys', 'list', params] as const,
  detail: (slug: string) => ['journeys', 'detail', slug] as const,
  bookings: ['journey-bookings'] as const,
  /** The traveller's bookings, asked for in the page's language `lang` like every kind's. */
  myBookings: (lang: string) => ['journey-bookings', 'mine', lang] as const,
  /** A plain array, not `as const`: checkout's CheckoutKind takes the booking's query with such a key. */
  booking: (id: number, lang: string): (string | number)[] => ['journey-bookings', 'detail', id, lang],
};

/** Journeys a page at a time (Load More); each page also names every region, for the region filter. */
export const journeysQuery = (params: JourneyListParams) =>
  infiniteQueryOptions({
    queryKey: journeyKeys.list(params),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get<JourneyListAnswer>(
        `journeys/?${queryString({ ...params, page_size: JOURNEYS_PAGE_SIZE, page: pageParam })}`,
        signal,
      ),
    getNextPageParam: (last: JourneyListAnswer, _all, lastParam: number) => (last.next ? lastParam + 1 : undefined),
  });

export const journeyQuery = (slug: string) =>
  queryOptions({
    queryKey: journeyKeys.detail(slug),
    queryFn: ({ signal }) => api.get<JourneyDetail>(`journeys/${encodeURIComponent(slug)}/`, signal),
    // Places left change as others book: read them again when the traveller comes back.
    staleTime: 15_000,
  });

/** The traveller's bookings in the page's language `lang` (journeys have no translations yet: their titles as written). */
export const myJourneyBookingsQuery = (lang: string) =>
  queryOptions({
    queryKey: journeyKeys.myBookings(lang),
    queryFn: ({ signal }) =>
      api.get<{ results: JourneyBooking[] }>(`journey-bookings/?${queryString({ lang })}`, signal),
  });

export const journeyBookingQuery = (id: number, lang: string) =>
  queryOptions({
    queryKey: journeyKeys.booking(id, lang),
    queryFn: ({ signal }) => api.get<JourneyBooking>(`journey-bookings/${id}/?${queryString({ lang })}`, signal),
  });

/** Every write of the traveller's side, for the screens' mutations. */
export const journeyCalls = {
  interest: (slug: string, input: JourneyInterestRequest) =>
    api.post<{ id: number; detail: string }>(`journeys/${encodeURIComponent(slug)}/interest/`, input),
  book: (slug: string, input: CreateJourneyBookingRequest) =>
    api.post<JourneyBooking>(`journeys/${encodeURIComponent(slug)}/bookings/`, input),
  // The language brings the traveller back from the payment page to the pages they were reading.
  checkout: (id: number, lang: string) =>
    api.post<CheckoutAnswerOf<JourneyBooking>>(`journey-bookings/${id}/checkout/`, { lang }),
  cancel: (id: number, reason = '') => api.post<JourneyBooking>(`journey-bookings/${id}/cancel/`, { reason }),
};

/** After a booking changes: the traveller's bookings and the journey's places left are read again. */
export function refreshJourneyBookings(client: QueryClient, slug?: string) {
  void client.invalidateQueries({ queryKey: journeyKeys.bookings });
  if (slug) void client.invalidateQueries({ queryKey: journeyKeys.detail(slug) });
  void client.invalidateQueries({ queryKey: journeyKeys.lists() });
}
