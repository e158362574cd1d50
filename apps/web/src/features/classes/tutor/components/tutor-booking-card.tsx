import { BOOKING_MESSAGES, type Booking } from '@sangam/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { toast } from '../../../../shared/ui/toast/toast-store';
import { formatDateTime, formatPrice } from '../..';
import { formatDayOf } from '../../../../shared/lib/format-day';
import { describeCreatorError, refreshCreator, refundByStripe, refundToSend, ReleaseUnpaid } from '../../../creator';
import { tutorCalls } from '../api';
import styles from '../../../../shared/ui/creator.module.css';
import { cancelReasonText } from '../../../../shared/ui/cancel-reason';

const STATUS_STYLE: Record<Booking['status'], string> = {
  held: styles.badgeWarn!,
  confirmed: styles.badgeGood!,
  attended: styles.badgeGood!,
  cancelled: styles.badgeMuted!,
  expired: styles.badgeMuted!,
};

/**
 * One booking of the tutor's classes, with what the tutor may do now: mark it paid (paying the
 * tutor directly), propose a new time or cancel it before it starts, mark it attended once it has
 * started, and once a paid booking is cancelled, mark its refund sent (unless Stripe sends it back).
 */
export function TutorBookingCard({
  booking,
  timeZone,
  now,
  onCancel,
  onRefundSent,
  onPropose,
}: {
  booking: Booking;
  timeZone: string;
  now: number;
  onCancel: (booking: Booking) => void;
  onRefundSent: (booking: Booking) => void;
  onPropose: (booking: Booking) => void;
}) {
  const { t, i18n } = useTranslation(['creator', 'classes']);
  const { lang = 'en' } = useParams();
  const language = i18n.resolvedLanguage ?? lang;
  const client = useQueryClient();
  const mark = useMutation({
    mutationFn: (action: 'mark-paid' | 'attended') => tutorCalls.markBooking(booking.id, action),
    onSuccess: (_booking, action) => {
      toast.success(action === 'mark-paid' ? t('bookings.marked_paid') : t('bookings.marked_attended'));
      refreshCreator(client);
    },
    onError: (error) => toast.error(describeCreatorError(error, 'action').form ?? t('errors.action')),
  });
  /** The step being sent, while it is: every button waits for it. */
  const busy = mark.isPending ? mark.variables : null;
  const learner = booking.learner.display_name || booking.learner.username;
  const named = { name: learner, title: booking.class_title };
  const open = booking.status === 'held' || booking.status === 'confirmed';
  const started = new Date(booking.start).getTime() <= now;
  const owesMoney = booking.price_minor > 0 && booking.status !== 'cancelled' && booking.status !== 'expired';

  return (
    <li className={styles.card}>
      <h3>{booking.class_title}</h3>
      <p className={styles.meta}>{formatDateTime(booking.start, language, timeZone)}</p>
      <p>{t('bookings.learner', { name: learner })}</p>
      <div className={styles.badges}>
        <span className={`${styles.badge} ${STATUS_STYLE[booking.status]}`}>
          {t(`classes:status.${booking.status}`)}
        </span>
        {owesMoney ? (
          <span className={`${styles.badge} ${booking.paid ? styles.badgeGood : styles.badgeWarn}`}>
            {booking.paid ? t('bookings.paid') : t('bookings.unpaid')}
          </span>
        ) : null}
      </div>
      <ul className={styles.facts}>
        <li>
          {booking.price_minor ? formatPrice(booking.price_minor, booking.currency, language) : t('classes:price.free')}
        </li>
        <li>{t('bookings.seats', { count: booking.seats })}</li>
      </ul>
      {booking.proposal ? (
        <p className={styles.meta}>
          {t('bookings.proposal_pending', {
            time: formatDateTime(booking.proposal.start, language, timeZone),
            name: learner,
          })}
        </p>
      ) : null}
      {booking.status === 'cancelled' && booking.cancel_reason ? (
        <p className={styles.meta}>
          {booking.cancel_reason === BOOKING_MESSAGES.declinedProposal
            ? t('bookings.declined_proposal', { name: learner })
            : t('classes:booking.cancel_reason', { reason: cancelReasonText(booking.cancel_reason) })}
        </p>
      ) : null}
      {booking.status === 'cancelled' && booking.refund_minor ? (
        <p>
          {t('bookings.refund')}: {formatPrice(booking.refund_minor, booking.currency, language)}{' '}
          <span className={styles.meta}>
            ·{' '}
            {booking.refund_sent_at
              ? t('bookings.refund_sent_on', { date: formatDayOf(booking.refund_sent_at, language) })
              : refundByStripe(booking)
                ? t('bookings.refund_by_stripe')
                : t('bookings.refund_not_sent')}
          </span>
        </p>
      ) : null}
      <ReleaseUnpaid
        booking={{ kind: 'class', id: booking.id, payBy: booking.pay_by, name: learner, title: booking.class_title }}
        now={now}
        refresh={refreshCreator}
      />
      <div className={styles.cardActions}>
        {owesMoney && open && !booking.paid && booking.payment_provider === 'direct' ? (
          <button
            type="button"
            className="button"
            disabled={busy !== null}
            aria-busy={busy === 'mark-paid'}
            aria-label={t('bookings.mark_paid_named', named)}
            onClick={() => mark.mutate('mark-paid')}
          >
            {t('bookings.mark_paid')}
          </button>
        ) : null}
        {booking.status === 'confirmed' && started ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={busy !== null}
            aria-busy={busy === 'attended'}
            aria-label={t('bookings.attended_named', named)}
            onClick={() => mark.mutate('attended')}
          >
            {t('bookings.attended')}
          </button>
        ) : null}
        {refundToSend(booking) ? (
          <button
            type="button"
            className="button"
            disabled={busy !== null}
            aria-label={t('bookings.mark_refund_sent_named', named)}
            onClick={() => onRefundSent(booking)}
          >
            {t('bookings.mark_refund_sent')}
          </button>
        ) : null}
        {open && !started ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={busy !== null}
            aria-label={t('bookings.propose_named', named)}
            onClick={() => onPropose(booking)}
          >
            {t('bookings.propose')}
          </button>
        ) : null}
        {open && !started ? (
          <button
            type="button"
            className="button-link"
            disabled={busy !== null}
            aria-label={t('bookings.cancel_named', named)}
            onClick={() => onCancel(booking)}
          >
            {t('bookings.cancel')}
          </button>
        ) : null}
      </div>
    </li>
  );
}
