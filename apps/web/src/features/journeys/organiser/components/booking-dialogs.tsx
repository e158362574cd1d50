import { JOURNEY_LIMITS as L, refundMinor, type JourneyBooking } from '@sangam/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateRange, formatMoney, todayIn } from '../../../creator';
import { CancelDepositBookingDialog, ConfirmBookingDialog, RefundSentDialog as RefundDialog } from '../../../creator';
import { organiserCalls, refreshOrganiser } from '../api';
import { describeOrganiserError, organiserRule } from '../messages';
import { travellerName } from './organiser-booking-card';

interface DialogProps {
  booking: JourneyBooking;
  onClose: () => void;
  onDone: (booking: JourneyBooking) => void;
}

const describeError = (error: unknown) => describeOrganiserError(error, 'action');

/** One step of a booking as a mutation: once done, the organiser's lists and the public pages refresh. */
function useBookingStep<V = void>(step: (variables: V) => Promise<JourneyBooking>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: step, onSuccess: () => refreshOrganiser(client) });
}

/** The organiser says the deposit reached them directly: the booking is confirmed and paid, the traveller told. */
export function MarkPaidDialog({ booking, ...closing }: DialogProps) {
  const { t, i18n } = useTranslation('journey-organiser');
  const language = i18n.resolvedLanguage ?? 'en';
  const markPaid = useBookingStep(() => organiserCalls.markDepositPaid(booking.id));
  return (
    <ConfirmBookingDialog
      texts={{
        title: t('bookings.paid_title'),
        text: t('bookings.paid_text', {
          name: travellerName(booking),
          amount: formatMoney(booking.deposit_minor, booking.currency, language),
          title: booking.journey.title,
          dates: formatDateRange(booking.departure.start_date, booking.departure.end_date, language),
        }),
        back: t('bookings.back'),
        busy: t('bookings.marking'),
        confirm: t('bookings.paid_confirm'),
      }}
      action={() => markPaid.mutateAsync()}
      describeError={describeError}
      {...closing}
    />
  );
}

/**
 * The organiser cancels a booking with a reason the traveller reads (required). An organiser's
 * cancellation gives back the whole deposit received (the API's refundMinor for the host), shown
 * before confirming.
 */
export function CancelBookingDialog({ booking, ...closing }: DialogProps) {
  const { t, i18n } = useTranslation('journey-organiser');
  const language = i18n.resolvedLanguage ?? 'en';
  const cancel = useBookingStep((reason: string) => organiserCalls.cancelBooking(booking.id, reason));
  // The rule the API applies: an organiser's cancellation gives back all of the deposit received.
  const refund = refundMinor(
    booking.cancellation_policy,
    booking.paid ? booking.deposit_minor : 0,
    booking.departure.start_date,
    todayIn('Asia/Kolkata'),
    'host',
  );
  return (
    <CancelDepositBookingDialog
      ns="journey-organiser"
      text={t('bookings.cancel_text', {
        name: travellerName(booking),
        count: booking.travellers,
        title: booking.journey.title,
        dates: formatDateRange(booking.departure.start_date, booking.departure.end_date, language),
      })}
      refund={refund}
      currency={booking.currency}
      reasonRequired={organiserRule('reasonRequired')}
      reasonMax={L.cancelReasonMax}
      cancel={(reason) => cancel.mutateAsync(reason)}
      describeError={describeError}
      {...closing}
    />
  );
}

/** The organiser says the refund of a cancelled booking went back to the traveller (by hand): the traveller is told. */
export function RefundSentDialog({ booking, ...closing }: DialogProps) {
  const { t } = useTranslation('journey-organiser');
  const refundSent = useBookingStep(() => organiserCalls.markRefundSent(booking.id));
  return (
    <RefundDialog
      ns="journey-organiser"
      booking={booking}
      name={travellerName(booking)}
      title={booking.journey.title}
      busy={t('bookings.marking')}
      markSent={() => refundSent.mutateAsync()}
      describeError={describeError}
      {...closing}
    />
  );
}
