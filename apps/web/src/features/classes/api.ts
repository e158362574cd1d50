import type {
  Booking,
  ClassCurrencies,
  ClassDetail,
  ClassSummary,
  ReviewRequest,
  SlotsAnswer,
  Tutor,
} from '@sangam/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/http-client';
import { pagedList, queryString } from '../../shared/api/paged-list';

/** A learner's review of an attended class (GET tutors/{slug}/reviews/, POST bookings/{id}/review/). */
export interface Review {
  id: number;
  rating: number;
  text: string;
  created_at: string;
  learner: { username: string };
  class: string;
  class_title: string;
}

/** What checkout answers: Stripe sends the learner to its page; direct mode confirms at once. */
export interface CheckoutAnswer {
  provider: 'direct' | 'stripe';
  checkout_url: string | null;
  booking: Booking;
}

/** The booking as the learner's page reads it, with the fields added by payments and reviews. */
export type LearnerBooking = Booking & { paid?: boolean; payment_provider?: string; reviewed?: boolean };

const CLASSES_PAGE_SIZE = 12;

/** The explore filters, as they appear in the page's address. */
export interface ClassFilters {
  /** The reader's languages, whose classes come first (shared/session/reader-languages). */
  languages?: string;
  /** The page's language: titles and descriptions come translated into it where they are. */
  lang?: string;
  q?: string;
  category?: string;
  language?: string;
  level?: string;
  format?: string;
  age?: string;
  price?: string;
  /** The currency of a highest `price`. */
  currency?: string;
  day?: string;
  time?: string;
  tz?: string;
  tutor?: string;
}

/**
 * The query keys of the learner's side of classes, under three roots other features reach by their
 * values: the creator area refreshes 'classes', 'tutors' and 'bookings' after a tutor's change, so
 * a key here keeps its value when it moves.
 */
export const classesKeys = {
  list: (filters: ClassFilters, pageSize: number) => ['classes', 'list', filters, pageSize] as const,
  currencies: () => ['classes', 'currencies'] as const,
  detail: (slug: string, lang: string) => ['classes', 'detail', slug, lang] as const,
  /** Every week of a class's open times read so far. */
  slots: (slug: string) => ['classes', 'slots', slug] as const,
  slotsBetween: (slug: string, from: string, to: string, tz: string) =>
    [...classesKeys.slots(slug), from, to, tz] as const,
  /** Tutors' pages and their reviews, which a learner's review changes. */
  tutors: () => ['tutors'] as const,
  tutor: (key: string, lang: string) => ['tutors', 'detail', key, lang] as const,
  tutorReviews: (slug: string) => ['tutors', 'reviews', slug] as const,
  /** Every list and copy of the learner's bookings. */
  bookings: () => ['bookings'] as const,
  /** The learner's bookings, with class titles in the page's language `lang`. */
  myBookings: (lang: string) => ['bookings', 'mine', lang] as const,
  /** Not `as const`: checkout takes the booking's query with a key of strings and numbers (CheckoutKind). */
  booking: (id: number, lang: string): (string | number)[] => ['bookings', 'detail', id, lang],
};

export const classesQuery = (filters: ClassFilters, pageSize = CLASSES_PAGE_SIZE) =>
  pagedList<ClassSummary>(classesKeys.list(filters, pageSize), 'classes/', { ...filters, page_size: pageSize });

/** The currencies classes are priced in, the most used first: the price filter's groups. */
export const classCurrenciesQuery = () =>
  queryOptions({
    queryKey: classesKeys.currencies(),
    queryFn: ({ signal }) => api.get<ClassCurrencies>('classes/currencies/', signal),
    staleTime: 10 * 60_000,
  });

export const classQuery = (slug: string, lang: string) =>
  queryOptions({
    queryKey: classesKeys.detail(slug, lang),
    queryFn: ({ signal }) =>
      api.get<ClassDetail>(`classes/${encodeURIComponent(slug)}/?${queryString({ lang })}`, signal),
  });

export const slotsQuery = (slug: string, from: string, to: string, tz: string) =>
  queryOptions({
    queryKey: classesKeys.slotsBetween(slug, from, to, tz),
    queryFn: ({ signal }) =>
      api.get<SlotsAnswer>(`classes/${encodeURIComponent(slug)}/slots/?${queryString({ from, to, tz })}`, signal),
    // Open times change as others book: read them again when the learner comes back to the page.
    staleTime: 15_000,
  });

/** A tutor's page; `lang` names their classes in the page's language where translated. */
export const tutorQuery = (key: string, lang: string) =>
  queryOptions({
    queryKey: classesKeys.tutor(key, lang),
    queryFn: ({ signal }) => api.get<Tutor>(`tutors/${encodeURIComponent(key)}/?${queryString({ lang })}`, signal),
  });

export const tutorReviewsQuery = (slug: string) =>
  pagedList<Review>(classesKeys.tutorReviews(slug), `tutors/${encodeURIComponent(slug)}/reviews/`, {});

/** The learner's bookings; `lang` names their classes in the page's language where translated. */
export const myBookingsQuery = (lang: string) =>
  queryOptions({
    queryKey: classesKeys.myBookings(lang),
    queryFn: ({ signal }) => api.get<{ results: LearnerBooking[] }>(`bookings/mine/?${queryString({ lang })}`, signal),
  });

export const bookingQuery = (id: number, lang: string) =>
  queryOptions({
    queryKey: classesKeys.booking(id, lang),
    queryFn: ({ signal }) => api.get<LearnerBooking>(`bookings/${id}/?${queryString({ lang })}`, signal),
  });

/** Every write of the learner's side, for the screens' mutations. */
export const bookingCalls = {
  create: (input: { class: string; start: string; idempotency_key: string }) =>
    api.post<LearnerBooking>('bookings/', input),
  // The language brings the learner back from the payment page to the pages they were reading.
  checkout: (id: number, lang: string) => api.post<CheckoutAnswer>(`bookings/${id}/checkout/`, { lang }),
  cancel: (id: number, reason = '') => api.post<LearnerBooking>(`bookings/${id}/cancel/`, { reason }),
  reschedule: (id: number, start: string) => api.post<LearnerBooking>(`bookings/${id}/reschedule/`, { start }),
  review: (id: number, input: ReviewRequest) => api.post<Review>(`bookings/${id}/review/`, input),
  /** The tutor's new time: accepted (the booking moves there) or declined (it is cancelled, fully refunded). */
  answerProposal: (id: number, answer: 'accept' | 'decline') =>
    api.post<LearnerBooking>(`bookings/${id}/proposal/${answer}/`, {}),
};

/** After a booking changes: every list and copy of bookings, and the class's open times, are read again. */
export function refreshBookings(client: QueryClient, classSlug?: string) {
  void client.invalidateQueries({ queryKey: classesKeys.bookings() });
  if (classSlug) void client.invalidateQueries({ queryKey: classesKeys.slots(classSlug) });
}
