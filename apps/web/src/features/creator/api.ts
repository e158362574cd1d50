import type {
  AvailabilityRequest,
  Booking,
  ConsoleVideo,
  CreateVideoRequest,
  CreateClassRequest,
  CreatorClass,
  CreatorDashboard,
  PaymentInstructions,
  PaymentInstructionsRequest,
  ProposeTimeRequest,
  TutorAvailability,
  TutorProfile,
  TutorProfileRequest,
  UpdateClassRequest,
  VerificationRequest,
  VerificationState,
} from '@sangam/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/http-client';
import { pagedList } from '../../shared/api/paged-list';

/** The tutor's creator area: everything lives under the query key 'creator'. */

const slugPath = (slug: string) => `creators/classes/${encodeURIComponent(slug)}/`;

export const tutorProfileQuery = () =>
  queryOptions({
    queryKey: ['creator', 'profile'],
    queryFn: ({ signal }) => api.get<TutorProfile>('creators/tutor/', signal),
  });
export const saveTutorProfile = (body: TutorProfileRequest) => api.put<TutorProfile>('creators/tutor/', body);

export const availabilityQuery = () =>
  queryOptions({
    queryKey: ['creator', 'availability'],
    queryFn: ({ signal }) => api.get<TutorAvailability>('creators/availability/', signal),
  });
export const saveAvailability = (body: AvailabilityRequest) =>
  api.put<TutorAvailability>('creators/availability/', body);

export const creatorClassesQuery = () =>
  queryOptions({
    queryKey: ['creator', 'classes'],
    queryFn: ({ signal }) => api.get<{ count: number; results: CreatorClass[] }>('creators/classes/', signal),
  });
export const creatorClassQuery = (slug: string) =>
  queryOptions({
    queryKey: ['creator', 'classes', slug],
    queryFn: ({ signal }) => api.get<CreatorClass>(slugPath(slug), signal),
  });
export const createClass = (body: CreateClassRequest) => api.post<CreatorClass>('creators/classes/', body);
export const updateClass = (slug: string, body: UpdateClassRequest) => api.patch<CreatorClass>(slugPath(slug), body);

export const dashboardQuery = () =>
  queryOptions({
    queryKey: ['creator', 'dashboard'],
    // The dashboard is read fresh each time it is opened: bookings arrive all the time.
    staleTime: 0,
    queryFn: ({ signal }) => api.get<CreatorDashboard>('creators/dashboard/', signal),
  });

/** Class Bookings: the bookings of the tutor's classes, soonest first, then the past. */
export const tutorBookingsQuery = () =>
  queryOptions({
    queryKey: ['creator', 'bookings'],
    staleTime: 0,
    queryFn: ({ signal }) => api.get<{ results: Booking[] }>('bookings/tutor/', signal),
  });
export const markBooking = (id: number, action: 'mark-paid' | 'attended') =>
  api.post<Booking>(`bookings/${id}/${action}/`);
export const cancelBooking = (id: number, reason: string) => api.post<Booking>(`bookings/${id}/cancel/`, { reason });
/** The tutor proposes a new time for a booking; the learner accepts it or declines and cancels. */
export const proposeTime = (id: number, body: ProposeTimeRequest) =>
  api.post<Booking>(`bookings/${id}/propose-time/`, body);
/** Paid directly, the refund of a cancelled booking was sent back by hand: recorded once, and the learner told. */
export const markClassRefundSent = (id: number) => api.post<Booking>(`creators/class-bookings/${id}/refund-sent/`, {});

/** After a change: the tutor's lists and dashboard, and the public pages and bookings that show it. */
export function refreshCreator(client: QueryClient) {
  void client.invalidateQueries({ queryKey: ['creator'] });
  void client.invalidateQueries({ queryKey: ['classes'] });
  void client.invalidateQueries({ queryKey: ['tutors'] });
  void client.invalidateQueries({ queryKey: ['bookings'] });
}

// ---- Verification and videos sent for review (any kind of creator, issue 20) --------------------

/** A creator's own video as sent: its state in review and the editor's reason when refused. */
export type SubmittedVideo = Omit<ConsoleVideo, 'added_by' | 'position'>;

export const verificationQuery = () =>
  queryOptions({
    queryKey: ['creator', 'verification'],
    staleTime: 0,
    queryFn: ({ signal }) => api.get<VerificationState>('creators/me/verification/', signal),
  });
export const askVerification = (body: VerificationRequest) =>
  api.post<VerificationState>('creators/me/verification/', body);

export const myVideosQuery = () =>
  pagedList<SubmittedVideo>(['creator', 'videos'], 'creators/me/videos/', { page_size: 20 });
export const submitVideo = (body: CreateVideoRequest) => api.post<SubmittedVideo>('videos/', body);

// ---- How a creator is paid directly (any kind of creator, issue 22) ------------------------------

export const paymentInstructionsQuery = () =>
  queryOptions({
    queryKey: ['creator', 'payment-instructions'],
    queryFn: ({ signal }) => api.get<PaymentInstructions>('creators/me/payment-instructions/', signal),
  });
export const savePaymentInstructions = (body: PaymentInstructionsRequest) =>
  api.put<PaymentInstructions>('creators/me/payment-instructions/', body);

/** The kinds of booking a creator is paid for directly, as the API names their creator paths. */
export type PayeeBookingKind = 'class' | 'retreat' | 'pooja' | 'journey';

/**
 * Paid directly and still unpaid after the creator's deadline: the creator releases the booking, as
 * their own cancellation of it would (issue 24). Answers the booking as the area's cancel does.
 */
export const releaseUnpaidBooking = <B>(kind: PayeeBookingKind, id: number) =>
  api.post<B>(`creators/${kind}-bookings/${id}/release-unpaid/`, {});
