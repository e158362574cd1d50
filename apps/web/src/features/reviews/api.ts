import type { BookingReview, ItemReviews, ReviewReplyRequest, ReviewRequest } from '@sangam/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/http-client';

/** Where an item's reviews are read: `GET /api/<path>/{slug}/reviews/`. */
export type ReviewedItemPath = 'retreats' | 'temples' | 'journeys';
/** Where a booking's review is written: `POST /api/<path>/{id}/review/`. */
export type ReviewedBookingPath = 'retreat-bookings' | 'pooja-bookings' | 'journey-bookings';

/** The query keys of reviews: every item's list sits under `all`, so a new review refreshes them. */
export const reviewKeys = {
  all: ['reviews'] as const,
  item: (path: ReviewedItemPath, slug: string) => ['reviews', path, slug] as const,
};

/** An item's reviews, ten at a time, with its average and whether the reader is its host. */
export const itemReviewsQuery = (path: ReviewedItemPath, slug: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.item(path, slug),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get<ItemReviews>(`${path}/${encodeURIComponent(slug)}/reviews/?page=${pageParam}`, signal),
    getNextPageParam: (last: ItemReviews, _all, page: number) => (last.next ? page + 1 : undefined),
  });

export const reviewCalls = {
  write: (path: ReviewedBookingPath, bookingId: number, input: ReviewRequest) =>
    api.post<BookingReview>(`${path}/${bookingId}/review/`, input),
  reply: (reviewId: number, input: ReviewReplyRequest) =>
    api.put<BookingReview>(`booking-reviews/${reviewId}/reply/`, input),
};
