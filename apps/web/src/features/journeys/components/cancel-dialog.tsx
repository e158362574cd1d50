import { refundMinor, refundPercent, daysBefore, JOURNEY_LIMITS as L, type JourneyBooking } from '@sangam/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/lib/money';
import { CancelBookingDialog } from '../../../shared/ui/cancel-booking-dialog';
import { toast } from '../../../shared/ui/toast/toast-store';
import { journeyCalls, refreshJourneyBookings } from '../api';
import { formatNumber, formatPercent, journeyToday } from '../format';
import { journeyFailure } from '../messages';
import { PolicyWords } from './policy';
import styles from './journeys.module.css';

/**
 * Cancelling a journey booking: before confirming, the traveller reads what comes back by the
 * journey's policy on the deposit received (the same rule the API applies, refund-policy.ts).
 */
export function CancelDialog({ booking, onClose }: { booking: JourneyBooking; onClose: () => void }) {
  const { t, i18n } = useTranslation('travel');
  const language = i18n.resolvedLanguage ?? 'en';
  const client = useQueryClient();

  const today = journeyToday();
  const days = daysBefore(booking.departure.start_date, today);
  const percent = refundPercent(booking.cancellation_policy, days);
  const paid = booking.paid ? booking.deposit_minor : 0;
  const refund = refundMinor(booking.cancellation_policy, paid, booking.departure.start_date, today);
  const money = (minor: number) => formatMoney(minor, booking.currency, language);

  const cancelling = useMutation({
    mutationFn: (reason: string) => journeyCalls.cancel(booking.id, reason),
    onSuccess: () => {
      toast.success(t('booking.cancelled'));
      refreshJourneyBookings(client, booking.journey.slug);
    },
  });
  // A failure is said in the dialog, which stays open to try again (the dialog keeps the busy state).
  const cancel = (reason: string) =>
    cancelling.mutateAsync(reason).then(
      () => ({ done: true }) as const,
      (err: unknown) => ({ done: false, message: journeyFailure(err, 'cancel') }) as const,
    );

  return (
    <CancelBookingDialog
      ns="travel"
      itemTitle={booking.journey.title}
      policy={<PolicyWords policy={booking.cancellation_policy} />}
      reasonHint={t('interest.optional')}
      reasonField={{ rows: 3, maxLength: L.cancelReasonMax }}
      cancel={cancel}
      onClose={onClose}
      classes={{ policy: styles.policyDetails, actions: styles.actions }}
    >
      <div className={styles.refund} role="note">
        <p>{t('cancel.days_before', { count: days, days: formatNumber(days, language) })}</p>
        {paid > 0 ? (
          <p>
            <strong>
              {t('cancel.refund', {
                refund: money(refund),
                percent: formatPercent(percent, language),
                paid: money(paid),
              })}
            </strong>
          </p>
        ) : (
          <p>
            <strong>{t('cancel.nothing_paid', { percent: formatPercent(percent, language) })}</strong>
          </p>
        )}
      </div>
    </CancelBookingDialog>
  );
}
