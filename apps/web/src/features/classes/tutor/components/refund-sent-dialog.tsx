import type { Booking } from '@sangam/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../..';
import { tutorCalls } from '../api';
import { ConfirmBookingDialog, describeCreatorError, refreshCreator } from '../../../creator';

/** The tutor says the refund of a cancelled, directly paid booking went back to the learner: the learner is told. */
export function RefundSentDialog({
  booking,
  learner,
  onClose,
  onDone,
}: {
  booking: Booking;
  learner: string;
  onClose: () => void;
  onDone: (booking: Booking) => void;
}) {
  const { t, i18n } = useTranslation('creator');
  const language = i18n.resolvedLanguage ?? 'en';
  const client = useQueryClient();
  const markSent = useMutation({
    mutationFn: () => tutorCalls.markRefundSent(booking.id),
    onSuccess: () => refreshCreator(client),
  });
  return (
    <ConfirmBookingDialog
      texts={{
        title: t('bookings.refund_title'),
        text: t('bookings.refund_text', {
          name: learner,
          amount: formatPrice(booking.refund_minor ?? 0, booking.currency, language),
          title: booking.class_title,
        }),
        back: t('bookings.back'),
        busy: t('bookings.refund_busy'),
        confirm: t('bookings.refund_confirm'),
      }}
      action={markSent.mutateAsync}
      describeError={(error) => describeCreatorError(error, 'action')}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
