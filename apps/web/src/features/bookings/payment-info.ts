import type { PaymentInfo } from '@sangam/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/http-client';
import type { CheckoutKindId } from './checkout-kind';

/** Where each kind's bookings live in the API (as payments/payables.ts names them). */
const BOOKING_PATHS: Record<CheckoutKindId, string> = {
  class: 'bookings',
  retreat: 'retreat-bookings',
  pooja: 'pooja-bookings',
  journey: 'journey-bookings',
};

/** How a booking is paid: online (Stripe), or directly to its creator as their instructions say. */
export const paymentInfoQuery = (kind: CheckoutKindId, id: number) =>
  queryOptions({
    queryKey: ['payment-info', kind, id],
    queryFn: ({ signal }) => api.get<PaymentInfo>(`${BOOKING_PATHS[kind]}/${id}/payment/`, signal),
    // The server's provider and a creator's instructions change rarely: read once per visit.
    staleTime: Infinity,
  });
