import { RETREAT_HOST_LIMITS as L, type HostBooking } from '@sangam/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CancelBookingDialog, ConfirmBookingDialog } from '../../../creator';
import { hostCalls, refreshHost } from '../api';
import { formatDateRange, formatMoney } from '../../../creator';
import { describeHostError } from '../messages';

export const guestName = (booking: HostBooking) => booking.guest.display_name || booking.guest.username;

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
export function ConfirmStayDialog({ booking, onClose, onDone }: DialogProps) {
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
      describeError={(error) => describeHostError(error, 'action')}
      onClose={onClose}
      onDone={onDone}
    />
  );
}

/** The host cancels a stay with a reason the guest will read (required); the whole deposit paid goes back. */
export function CancelStayDialog({ booking, onClose, onDone }: DialogProps) {
  const { t, i18n } = useTranslation('retreat-host');
  const language = i18n.resolvedLanguage ?? 'en';
  const refund = booking.host_cancel_refund_minor;
  const cancel = useStayStep((reason: string) => hostCalls.cancelStay(booking.id, reason));
  return (
    <CancelBookingDialog
      texts={{
        title: t('bookings.cancel_title'),
        text: t('bookings.cancel_text', {
          name: guestName(booking),
          dates: formatDateRange(booking.start_date, booking.end_date, language),
        }),
        reason: t('bookings.reason'),
        reasonHint: t('bookings.reason_hint'),
        reasonRequired: t('errors.reasonRequired'),
        back: t('bookings.keep'),
        busy: t('bookings.cancelling'),
        confirm: t('bookings.cancel_confirm'),
      }}
      notice={
        refund > 0
          ? t('bookings.cancel_refund', { amount: formatMoney(refund, booking.currency, language) })
          : t('bookings.cancel_nothing_paid')
      }
      reasonMax={L.cancelReasonMax}
      cancel={(reason) => cancel.mutateAsync(reason)}
      describeError={(error) => describeHostError(error, 'action')}
      onClose={onClose}
      onDone={onDone}
    />
  );
}

/** The host says the refund of a cancelled stay went back to the guest (by hand): the guest is told. */
export function RefundSentDialog({ booking, onClose, onDone }: DialogProps) {
  const { t, i18n } = useTranslation('retreat-host');
  const language = i18n.resolvedLanguage ?? 'en';
  const markSent = useStayStep(hostCalls.markRefundSent);
  return (
    <ConfirmBookingDialog
      texts={{
        title: t('bookings.refund_title'),
        text: t('bookings.refund_text', {
          name: guestName(booking),
          amount: formatMoney(booking.refund_minor ?? 0, booking.currency, language),
          title: booking.retreat.title,
        }),
        back: t('bookings.back'),
        busy: t('bookings.refund_busy'),
        confirm: t('bookings.refund_confirm'),
      }}
      action={() => markSent.mutateAsync(booking.id)}
      describeError={(error) => describeHostError(error, 'action')}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
