import type {
  AvailabilityRequest,
  Booking,
  CreateClassRequest,
  CreatorClass,
  ProposeTimeRequest,
  TutorAvailability,
  TutorProfile,
  TutorProfileRequest,
  UpdateClassRequest,
} from '@sangam/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/http-client';
import { queryString } from '../../../shared/api/paged-list';

/**
 * The tutor's side of classes. Its queries live under the creator area's key ('creator'), so that
 * `refreshCreator` after any change refreshes them with the dashboard that counts them.
 */
const tutorKeys = {
  profile: () => ['creator', 'profile'] as const,
  availability: () => ['creator', 'availability'] as const,
  classes: () => ['creator', 'classes'] as const,
  class: (slug: string) => ['creator', 'classes', slug] as const,
  bookings: (lang: string) => ['creator', 'bookings', lang] as const,
};

const slugPath = (slug: string) => `creators/classes/${encodeURIComponent(slug)}/`;

export const tutorProfileQuery = () =>
  queryOptions({
    queryKey: tutorKeys.profile(),
    queryFn: ({ signal }) => api.get<TutorProfile>('creators/tutor/', signal),
  });

export const availabilityQuery = () =>
  queryOptions({
    queryKey: tutorKeys.availability(),
    queryFn: ({ signal }) => api.get<TutorAvailability>('creators/availability/', signal),
  });

export const creatorClassesQuery = () =>
  queryOptions({
    queryKey: tutorKeys.classes(),
    queryFn: ({ signal }) => api.get<{ count: number; results: CreatorClass[] }>('creators/classes/', signal),
  });
export const creatorClassQuery = (slug: string) =>
  queryOptions({
    queryKey: tutorKeys.class(slug),
    queryFn: ({ signal }) => api.get<CreatorClass>(slugPath(slug), signal),
  });

/** Class Bookings: the bookings of the tutor's classes, soonest first, then the past; titles in `lang`. */
export const tutorBookingsQuery = (lang: string) =>
  queryOptions({
    queryKey: tutorKeys.bookings(lang),
    staleTime: 0,
    queryFn: ({ signal }) => api.get<{ results: Booking[] }>(`bookings/tutor/?${queryString({ lang })}`, signal),
  });

/** Every write of the tutor's side, for the screens' mutations. */
export const tutorCalls = {
  saveProfile: (body: TutorProfileRequest) => api.put<TutorProfile>('creators/tutor/', body),
  saveAvailability: (body: AvailabilityRequest) => api.put<TutorAvailability>('creators/availability/', body),
  createClass: (body: CreateClassRequest) => api.post<CreatorClass>('creators/classes/', body),
  updateClass: (slug: string, body: UpdateClassRequest) => api.patch<CreatorClass>(slugPath(slug), body),
  markBooking: (id: number, action: 'mark-paid' | 'attended') => api.post<Booking>(`bookings/${id}/${action}/`),
  cancelBooking: (id: number, reason: string) => api.post<Booking>(`bookings/${id}/cancel/`, { reason }),
  /** The tutor proposes a new time for a booking; the learner accepts it or declines and cancels. */
  proposeTime: (id: number, body: ProposeTimeRequest) => api.post<Booking>(`bookings/${id}/propose-time/`, body),
  /** Paid directly, the refund of a cancelled booking was sent back by hand: recorded once, and the learner told. */
  markRefundSent: (id: number) => api.post<Booking>(`creators/class-bookings/${id}/refund-sent/`, {}),
};
