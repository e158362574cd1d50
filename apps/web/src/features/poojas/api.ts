import type {
  CreatePoojaBookingRequest,
  DarshanAnswer,
  PoojaBooking,
  PoojaDaysAnswer,
  PoojaDetail,
  PoojaSummary,
  TempleDetail,
  TempleSummary,
} from '@sangam/contracts';
import { POOJA_LIMITS } from '@sangam/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/http-client';
import { pagedList, queryString } from '../../shared/api/paged-list';
import type { CheckoutAnswerOf } from '../bookings';

/** The filters of the poojas screen, as they appear in its address. */
export interface PoojaFilters {
  /** The reader's languages, whose poojas come first (shared/session/reader-languages). */
  languages?: string;
  q?: string;
  deity?: string;
  place?: string;
  price_max?: string;
  sort?: string;
}

/**
 * The query keys of the devotee's side of poojas, in one place: the lists and pages of poojas and
 * temples, the days' places, darshan, and the devotee's own bookings. The staff's area (staff/api.ts)
 * and the console invalidate the roots ('poojas', 'temples', 'darshan', 'pooja-bookings'), so the
 * values stay as they were. The booking's key is a plain array: checkout's kinds name theirs so.
 */
export const poojaKeys = {
  poojas: ['poojas'] as const,
  list: (filters: PoojaFilters, lang: string) => ['poojas', 'list', filters, lang] as const,
  /** Every language's page of one pooja. */
  poojaPages: (slug: string) => ['poojas', 'detail', slug] as const,
  pooja: (slug: string, lang: string) => ['poojas', 'detail', slug, lang] as const,
  /** Every range of days read for one pooja. */
  allDays: (slug: string) => ['poojas', 'days', slug] as const,
  days: (slug: string, from: string, to: string) => ['poojas', 'days', slug, from, to] as const,
  temples: ['temples'] as const,
  templeList: (filters: Pick<PoojaFilters, 'q' | 'deity' | 'place'>, lang: string) =>
    ['temples', 'list', filters, lang] as const,
  temple: (slug: string, lang: string) => ['temples', 'detail', slug, lang] as const,
  darshan: ['darshan'] as const,
  darshanAt: (timeZone: string, lang: string) => ['darshan', timeZone, lang] as const,
  bookings: ['pooja-bookings'] as const,
  myBookings: (lang: string) => ['pooja-bookings', 'mine', lang] as const,
  booking: (id: number, lang: string): (string | number)[] => ['pooja-bookings', 'detail', id, lang],
};

/** `lang`: the reader's language, in which the answer names temples and poojas (transliterated when untranslated). */
export const poojasQuery = (filters: PoojaFilters, lang: string) =>
  pagedList<PoojaSummary>(poojaKeys.list(filters, lang), 'poojas/', {
    ...filters,
    lang,
    page_size: POOJA_LIMITS.pageSize,
  });

export const templesQuery = (filters: Pick<PoojaFilters, 'q' | 'deity' | 'place'>, lang: string) =>
  pagedList<TempleSummary>(poojaKeys.templeList(filters, lang), 'temples/', {
    ...filters,
    lang,
    page_size: POOJA_LIMITS.pageSize,
  });

export const templeQuery = (slug: string, lang: string) =>
  queryOptions({
    queryKey: poojaKeys.temple(slug, lang),
    queryFn: ({ signal }) =>
      api.get<TempleDetail>(`temples/${encodeURIComponent(slug)}/?${queryString({ lang })}`, signal),
  });

export const poojaQuery = (slug: string, lang: string) =>
  queryOptions({
    queryKey: poojaKeys.pooja(slug, lang),
    queryFn: ({ signal }) =>
      api.get<PoojaDetail>(`poojas/${encodeURIComponent(slug)}/?${queryString({ lang })}`, signal),
  });

/** The days of [from, to] in the temple's calendar with the places left on each. */
export const poojaDaysQuery = (slug: string, from: string, to: string) =>
  queryOptions({
    queryKey: poojaKeys.days(slug, from, to),
    queryFn: ({ signal }) =>
      api.get<PoojaDaysAnswer>(`poojas/${encodeURIComponent(slug)}/days/?${queryString({ from, to })}`, signal),
    // Places go as others book: read them again when the devotee comes back to the page.
    staleTime: 15_000,
  });

/** The devotee's bookings; `lang` names the poojas and temples as the other pages do. */
export const myPoojaBookingsQuery = (lang: string) =>
  queryOptions({
    queryKey: poojaKeys.myBookings(lang),
    // One page of 100: a devotee's poojas fit, upcoming and past together.
    queryFn: ({ signal }) =>
      api.get<{ results: PoojaBooking[] }>(`pooja-bookings/?${queryString({ page_size: 100, lang })}`, signal),
  });

export const poojaBookingQuery = (id: number, lang: string) =>
  queryOptions({
    queryKey: poojaKeys.booking(id, lang),
    queryFn: ({ signal }) => api.get<PoojaBooking>(`pooja-bookings/${id}/?${queryString({ lang })}`, signal),
  });

/** Darshan: each temple's videos and aartis, the times on the visitor's clock. */
export const darshanQuery = (timeZone: string, lang: string) =>
  queryOptions({
    queryKey: poojaKeys.darshanAt(timeZone, lang),
    queryFn: ({ signal }) => api.get<DarshanAnswer>(`darshan/?${queryString({ tz: timeZone, lang })}`, signal),
    // The next aarti moves on as the day goes: read again every few minutes while the page is open.
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });

export const poojaCalls = {
  create: (slug: string, input: CreatePoojaBookingRequest) =>
    api.post<PoojaBooking>(`poojas/${encodeURIComponent(slug)}/bookings/`, input),
  // The language brings the devotee back from the payment page to the pages they were reading.
  checkout: (id: number, lang: string) =>
    api.post<CheckoutAnswerOf<PoojaBooking>>(`pooja-bookings/${id}/checkout/`, { lang }),
  cancel: (id: number, reason = '') => api.post<PoojaBooking>(`pooja-bookings/${id}/cancel/`, { reason }),
};

/** After a booking changes: the devotee's bookings, and the pooja's places, are read again. */
export function refreshPoojaBookings(client: QueryClient, poojaSlug?: string) {
  void client.invalidateQueries({ queryKey: poojaKeys.bookings });
  if (poojaSlug) {
    void client.invalidateQueries({ queryKey: poojaKeys.allDays(poojaSlug) });
    void client.invalidateQueries({ queryKey: poojaKeys.poojaPages(poojaSlug) });
  }
}
