import { RETREAT_HOST_LIMITS as L, type HostBooking } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { CancelBookingDialog, ConfirmBookingDialog } from '../../../creator';
import { cancelStay, confirmStay, markStayRefundSent } from '../api';
import { formatDateRange, formatMoney } from '../../../creator';
import { describeHostError } from '../messages';

export const guestName = (booking: HostBooking) => booking.guest.display_name || booking.guest.username;

interface DialogProps {
  booking: HostBooking;
  onClose: () => void;
  onDone: (booking: HostBooking) => void;
}

/** The host says the deposit reached them directly (cash, bank transfer): the stay is confirmed and paid. */
export function ConfirmStayDialog({ booking, onClose, onDone }: DialogProps) {
  const { t, i18n } = useTranslation('retreat-host');
  const language = i18n.resolvedLanguage ?? 'en';
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
      action={() => confirmStay(booking.id)}
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
      cancel={(reason) => cancelStay(booking.id, reason)}
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
      action={() => markStayRefundSent(booking.id)}
      describeError={(error) => describeHostError(error, 'action')}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
