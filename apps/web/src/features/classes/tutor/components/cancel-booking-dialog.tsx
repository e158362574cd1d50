import { BOOKING_LIMITS, type Booking } from '@sangam/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CancelBookingDialog as CancelDialog, describeCreatorError, refreshCreator } from '../../../creator';
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
  const client = useQueryClient();
  const cancel = useMutation({
    mutationFn: (reason: string) => tutorCalls.cancelBooking(booking.id, reason),
    onSuccess: () => refreshCreator(client),
  });
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
      cancel={cancel.mutateAsync}
      describeError={(error) => describeCreatorError(error, 'action')}
      onClose={onClose}
      onDone={onCancelled}
    />
  );
}
