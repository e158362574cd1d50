import type {
  ConsoleVideo,
  CreateVideoRequest,
  CreatorDashboard,
  PaymentInstructions,
  PaymentInstructionsRequest,
  UploadedPhoto,
  VerificationRequest,
  VerificationState,
} from '@sangam/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/http-client';
import { pagedList } from '../../shared/api/paged-list';

/**
 * What every creator shares: the dashboard, verification, videos sent for review and how they are paid.
 * Each kind's own side (classes/tutor, retreats/host, poojas/staff, journeys/organiser) keys its queries
 * under 'creator' too, so that one refresh after a change reaches the dashboard that counts them.
 */
export const creatorKeys = {
  all: () => ['creator'] as const,
  dashboard: () => ['creator', 'dashboard'] as const,
  verification: () => ['creator', 'verification'] as const,
  videos: () => ['creator', 'videos'] as const,
  paymentInstructions: () => ['creator', 'payment-instructions'] as const,
  /** The public side a creator's change shows on, keyed by the features that read it. */
  shownOn: () => [['classes'], ['tutors'], ['bookings']] as const,
};

export const dashboardQuery = () =>
  queryOptions({
    queryKey: creatorKeys.dashboard(),
    // The dashboard is read fresh each time it is opened: bookings arrive all the time.
    staleTime: 0,
    queryFn: ({ signal }) => api.get<CreatorDashboard>('creators/dashboard/', signal),
  });

/** After a change: the tutor's lists and dashboard, and the public pages and bookings that show it. */
export function refreshCreator(client: QueryClient) {
  void client.invalidateQueries({ queryKey: creatorKeys.all() });
  for (const queryKey of creatorKeys.shownOn()) void client.invalidateQueries({ queryKey });
}

// ---- Verification and videos sent for review (any kind of creator, issue 20) --------------------

/** A creator's own video as sent: its state in review and the editor's reason when refused. */
export type SubmittedVideo = Omit<ConsoleVideo, 'added_by' | 'position'>;

export const verificationQuery = () =>
  queryOptions({
    queryKey: creatorKeys.verification(),
    staleTime: 0,
    queryFn: ({ signal }) => api.get<VerificationState>('creators/me/verification/', signal),
  });

export const myVideosQuery = () =>
  pagedList<SubmittedVideo>(creatorKeys.videos(), 'creators/me/videos/', { page_size: 20 });

// ---- How a creator is paid directly (any kind of creator, issue 22) ------------------------------

export const paymentInstructionsQuery = () =>
  queryOptions({
    queryKey: creatorKeys.paymentInstructions(),
    queryFn: ({ signal }) => api.get<PaymentInstructions>('creators/me/payment-instructions/', signal),
  });

/** The kinds of booking a creator is paid for directly, as the API names their creator paths. */
export type PayeeBookingKind = 'class' | 'retreat' | 'pooja' | 'journey';

/** Every write every creator shares, for the screens' mutations. */
export const creatorCalls = {
  askVerification: (body: VerificationRequest) => api.post<VerificationState>('creators/me/verification/', body),
  submitVideo: (body: CreateVideoRequest) => api.post<SubmittedVideo>('videos/', body),
  savePaymentInstructions: (body: PaymentInstructionsRequest) =>
    api.put<PaymentInstructions>('creators/me/payment-instructions/', body),
  /**
   * Paid directly and still unpaid after the creator's deadline: the creator releases the booking, as
   * their own cancellation of it would (issue 24). Answers the booking as the area's cancel does.
   */
  releaseUnpaidBooking: <B>(kind: PayeeBookingKind, id: number) =>
    api.post<B>(`creators/${kind}-bookings/${id}/release-unpaid/`, {}),
  /** Sends one picture as it is; the server resizes it and answers its addresses. */
  uploadPhoto: (file: File) => api.post<UploadedPhoto>('creators/photos/', file),
};
