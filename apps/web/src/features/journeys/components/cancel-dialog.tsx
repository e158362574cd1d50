import { refundMinor, refundPercent, daysBefore, JOURNEY_LIMITS as L, type JourneyBooking } from '@sangam/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/lib/money';
import { FormMessage, TextAreaField } from '../../../shared/ui/form';
import { Modal } from '../../../shared/ui/modal/modal';
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
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const today = journeyToday();
  const days = daysBefore(booking.departure.start_date, today);
  const percent = refundPercent(booking.cancellation_policy, days);
  const paid = booking.paid ? booking.deposit_minor : 0;
  const refund = refundMinor(booking.cancellation_policy, paid, booking.departure.start_date, today);
  const money = (minor: number) => formatMoney(minor, booking.currency, language);

  async function cancel() {
    setBusy(true);
    setError(null);
    try {
      await journeyCalls.cancel(booking.id, reason.trim());
      toast.success(t('booking.cancelled'));
      refreshJourneyBookings(client, booking.journey.slug);
      onClose();
    } catch (err) {
      setError(journeyFailure(err, 'cancel'));
      setBusy(false);
    }
  }

  return (
    <Modal title={t('cancel.title')} onClose={onClose}>
      <p>{t('cancel.question', { title: booking.journey.title })}</p>
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
      <details className={styles.policyDetails}>
        <summary>{t('cancel.policy')}</summary>
        <PolicyWords policy={booking.cancellation_policy} />
      </details>
      <TextAreaField
        label={t('cancel.reason')}
        hint={t('interest.optional')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        rows={3}
        maxLength={L.cancelReasonMax}
      />
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <div className={styles.actions}>
        <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={() => void cancel()}>
          {busy ? t('cancel.cancelling') : t('cancel.confirm')}
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('cancel.keep')}
        </button>
      </div>
    </Modal>
  );
}
