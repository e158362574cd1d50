import type { RetreatBooking } from '@sangam/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CancelBookingDialog } from '../../../shared/ui/cancel-booking-dialog';
import { toast } from '../../../shared/ui/toast/toast-store';
import { refreshRetreatBookings, retreatCalls } from '../api';
import { refundPreview } from '../booking-rules';
import { formatMoney } from '../format';
import { retreatFailure } from '../messages';
import { PolicyList } from './policy';
import styles from './retreats.module.css';

/**
 * Cancelling a stay: before the guest confirms, what comes back by the retreat's policy (of the
 * deposit paid, by the days left before the first night, as the API reckons it), then an optional
 * reason for the host.
 */
export function CancelStayDialog({ booking, onClose }: { booking: RetreatBooking; onClose: () => void }) {
  const { t, i18n } = useTranslation('retreats');
  const client = useQueryClient();
  const language = i18n.resolvedLanguage ?? 'en';
  const money = (minor: number) => formatMoney(minor, booking.currency, language);
  const preview = refundPreview(booking);

  // Either way the stays are read again: a failure may mean the stay changed meanwhile (said in a toast).
  const cancelStay = useMutation({
    mutationFn: (reason: string) => retreatCalls.cancel(booking.id, reason),
    onSuccess: (done) =>
      toast.success(
        done.refund_minor ? t('cancel.done_refund', { amount: money(done.refund_minor) }) : t('cancel.done'),
      ),
    onError: (err) => toast.error(retreatFailure(err, 'cancel')),
    onSettled: () => refreshRetreatBookings(client, booking.retreat.slug),
  });
  // The dialog keeps its own busy label; it only needs to know whether the stay was cancelled.
  const cancel = (reason: string) =>
    cancelStay.mutateAsync(reason).then(
      () => ({ done: true }) as const,
      () => ({ done: false }) as const,
    );

  return (
    <CancelBookingDialog
      ns="retreats"
      itemTitle={booking.retreat.title}
      policy={<PolicyList policy={booking.cancellation_policy} />}
      reasonHint={t('cancel.reason_hint')}
      reasonField={{ rows: 2, maxLength: 500 }}
      cancel={cancel}
      onClose={onClose}
      classes={{ policy: styles.policyDetails, actions: styles.actions }}
    >
      <div className={styles.refund} aria-live="polite">
        {preview.paid > 0 ? (
          <>
            <p>{t('cancel.paid', { amount: money(preview.paid) })}</p>
            <p>{t('cancel.days_left', { count: preview.days, percent: preview.percent })}</p>
            <p className={styles.refundAmount}>{t('cancel.refund', { amount: money(preview.refund) })}</p>
          </>
        ) : (
          <p>{booking.deposit_minor > 0 ? t('cancel.nothing_paid') : t('cancel.no_deposit')}</p>
        )}
      </div>
    </CancelBookingDialog>
  );
}
