import { RETREAT_HOST_LIMITS as L, type HostBooking } from '@sangam/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CancelDepositBookingDialog, ConfirmBookingDialog, RefundSentDialog as RefundDialog } from '../../../creator';
import { hostCalls, refreshHost } from '../api';
import { formatDateRange, formatMoney } from '../../../creator';
import { describeHostError } from '../messages';

export const guestName = (booking: HostBooking) => booking.guest.display_name || booking.guest.username;

const describeError = (error: unknown) => describeHostError(error, 'action');

/** A step of a stay sent to the API; after it, the host's lists, dashboard and the public pages are read again. */
function useStayStep<A>(call: (arg: A) => Promise<HostBooking>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => refreshHost(client) });
}

interface DialogProps {
  booking: HostBooking;
  onClose: () => void;
  onDone: (booking: HostBooking) => void;
}

/** The host says the deposit reached them directly (cash, bank transfer): the stay is confirmed and paid. */
export function ConfirmStayDialog({ booking, ...closing }: DialogProps) {
  const { t, i18n } = useTranslation('retreat-host');
  const language = i18n.resolvedLanguage ?? 'en';
  const confirm = useStayStep(hostCalls.confirmStay);
  return (
    <ConfirmBookingDialog
      texts={{
        title: t('bookings.confirm_title'),
        text: t('bookings.confirm_text', {
          name: guestName(booking),
          amount: formatMoney(booking.deposit_minor, booking.currency, language),
          dates: formatDateRange(booking.start_date, booking.end_date, language),
        }),
        back: t('bookings.back'),
        busy: t('bookings.confirming'),
        confirm: t('bookings.confirm_received'),
      }}
      action={() => confirm.mutateAsync(booking.id)}
      describeError={describeError}
      {...closing}
    />
  );
}

/** The host cancels a stay with a reason the guest will read (required); the whole deposit paid goes back. */
export function CancelStayDialog({ booking, ...closing }: DialogProps) {
  const { t, i18n } = useTranslation('retreat-host');
  const language = i18n.resolvedLanguage ?? 'en';
  const cancel = useStayStep((reason: string) => hostCalls.cancelStay(booking.id, reason));
  return (
    <CancelDepositBookingDialog
      ns="retreat-host"
      text={t('bookings.cancel_text', {
        name: guestName(booking),
        dates: formatDateRange(booking.start_date, booking.end_date, language),
      })}
      refund={booking.host_cancel_refund_minor}
      currency={booking.currency}
      reasonRequired={t('errors.reasonRequired')}
      reasonMax={L.cancelReasonMax}
      cancel={(reason) => cancel.mutateAsync(reason)}
      describeError={describeError}
      {...closing}
    />
  );
}

/** The host says the refund of a cancelled stay went back to the guest (by hand): the guest is told. */
export function RefundSentDialog({ booking, ...closing }: DialogProps) {
  const { t } = useTranslation('retreat-host');
  const markSent = useStayStep(hostCalls.markRefundSent);
  return (
    <RefundDialog
      ns="retreat-host"
      booking={booking}
      name={guestName(booking)}
      title={booking.retreat.title}
      busy={t('bookings.refund_busy')}
      markSent={() => markSent.mutateAsync(booking.id)}
      describeError={describeError}
      {...closing}
    />
  );
}
