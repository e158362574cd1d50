import type { RetreatBooking } from '@sangam/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../../shared/ui/form';
import { Modal } from '../../../shared/ui/modal/modal';
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
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const preview = refundPreview(booking);

  async function cancel() {
    setBusy(true);
    try {
      const done = await retreatCalls.cancel(booking.id, reason.trim());
      toast.success(
        done.refund_minor ? t('cancel.done_refund', { amount: money(done.refund_minor) }) : t('cancel.done'),
      );
      refreshRetreatBookings(client, booking.retreat.slug);
      onClose();
    } catch (err) {
      toast.error(retreatFailure(err, 'cancel'));
      refreshRetreatBookings(client, booking.retreat.slug);
      setBusy(false);
    }
  }

  return (
    <Modal title={t('cancel.title')} onClose={onClose}>
      <p>{t('cancel.question', { title: booking.retreat.title })}</p>
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
      <details className={styles.policyDetails}>
        <summary>{t('cancel.policy')}</summary>
        <PolicyList policy={booking.cancellation_policy} />
      </details>
      <TextAreaField
        label={t('cancel.reason')}
        hint={t('cancel.reason_hint')}
        value={reason}
        maxLength={500}
        rows={2}
        onChange={(event) => setReason(event.target.value)}
      />
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
