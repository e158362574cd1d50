import { BOOKING_LIMITS, type Booking } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { CancelBookingDialog as CancelDialog, describeCreatorError } from '../../../creator';
import { tutorCalls } from '../api';

/** The tutor cancels a booking with a reason the learner will read (required). */
export function CancelBookingDialog({
  booking,
  learner,
  onClose,
  onCancelled,
}: {
  booking: Booking;
  learner: string;
  onClose: () => void;
  onCancelled: (booking: Booking) => void;
}) {
  const { t } = useTranslation('creator');
  return (
    <CancelDialog
      texts={{
        title: t('bookings.cancel_title'),
        text: t('bookings.cancel_text', { name: learner }),
        reason: t('bookings.reason'),
        reasonHint: t('bookings.reason_hint'),
        reasonRequired: t('bookings.reason_required'),
        back: t('bookings.keep'),
        busy: t('bookings.cancelling'),
        confirm: t('bookings.confirm_cancel'),
      }}
      reasonMax={BOOKING_LIMITS.cancelReasonMax}
      cancel={(reason) => tutorCalls.cancelBooking(booking.id, reason)}
      describeError={(error) => describeCreatorError(error, 'action')}
      onClose={onClose}
      onDone={onCancelled}
    />
  );
}
