import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EnglishResources } from '../../../shared/i18n/resources';
import { formatDayOf } from '../../../shared/lib/format-day';
import { formatMoney } from '../../../shared/lib/money';
import { cancelReasonText } from '../../../shared/ui/cancel-reason';
import styles from '../../../shared/ui/creator.module.css';
import host from '../../../shared/ui/host-forms.module.css';

/** The states a deposit booking goes through (a retreat's stay, a journey's places). */
type DepositStatus = 'held' | 'confirmed' | 'completed' | 'cancelled' | 'expired';

/**
 * The host sides that take deposits (retreat-host, journey-organiser) and word a booking's card under
 * the same keys: its state under `status.*`, its money and reason under `bookings.*`.
 */
type DepositNamespace = {
  [N in keyof EnglishResources]: EnglishResources[N] extends {
    status: Record<DepositStatus, string>;
    bookings: {
      deposit_paid: string;
      deposit_unpaid: string;
      total: string;
      deposit: string;
      refund: string;
      refund_sent_on: string;
      refund_by_stripe: string;
      reason_was: string;
    };
  }
    ? N
    : never;
}[keyof EnglishResources];

interface DepositBooking {
  status: DepositStatus;
  payment_provider: string;
  paid: boolean;
  currency: string;
  total_minor: number;
  deposit_minor: number;
  refund_minor: number | null;
  refund_sent_at: string | null;
}

interface RefundState {
  status: string;
  payment_provider: string;
  refund_minor: number | null;
  refund_sent_at: string | null;
}

const refundOwed = (booking: RefundState) =>
  booking.status === 'cancelled' && (booking.refund_minor ?? 0) > 0 && booking.refund_sent_at === null;

/**
 * Whether the creator side still has a refund to send back by hand and record: a cancelled booking
 * with something owed back, not yet marked sent, and not paid through Stripe (whose refund the
 * server issues by itself: decision 012's note).
 */
export const refundToSend = (booking: RefundState) => refundOwed(booking) && booking.payment_provider !== 'stripe';

/** Whether a refund owed is on its way back through Stripe, with nothing for the creator to do. */
export const refundByStripe = (booking: RefundState) => refundOwed(booking) && booking.payment_provider === 'stripe';

const STATUS_STYLE: Record<DepositStatus, string> = {
  held: styles.badgeWarn!,
  confirmed: styles.badgeGood!,
  completed: styles.badgeGood!,
  cancelled: styles.badgeMuted!,
  expired: styles.badgeMuted!,
};

/** A deposit booking's state, and whether its deposit arrived (not said once it expired). */
export function DepositBadges({ ns, booking }: { ns: DepositNamespace; booking: DepositBooking }) {
  const { t } = useTranslation(ns);
  return (
    <div className={styles.badges}>
      <span className={`${styles.badge} ${STATUS_STYLE[booking.status]}`}>{t(`status.${booking.status}`)}</span>
      {booking.deposit_minor > 0 && booking.status !== 'expired' ? (
        <span className={`${styles.badge} ${booking.paid ? styles.badgeGood : styles.badgeWarn}`}>
          {booking.paid ? t('bookings.deposit_paid') : t('bookings.deposit_unpaid')}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The money of a deposit booking, rows of the card's details: total, deposit, and the refund once
 * cancelled, with the day it was sent once the creator marked it, or that Stripe sends it.
 */
export function DepositMoneyRows({ ns, booking }: { ns: DepositNamespace; booking: DepositBooking }) {
  const { t, i18n } = useTranslation(ns);
  const language = i18n.resolvedLanguage ?? 'en';
  const money = (minor: number) => formatMoney(minor, booking.currency, language);
  const refundSent = booking.refund_sent_at
    ? t('bookings.refund_sent_on', { date: formatDayOf(booking.refund_sent_at, language) })
    : refundByStripe(booking)
      ? t('bookings.refund_by_stripe')
      : undefined;
  return (
    <>
      <div>
        <dt>{t('bookings.total')}</dt>
        <dd>{money(booking.total_minor)}</dd>
      </div>
      <div>
        <dt>{t('bookings.deposit')}</dt>
        <dd>{money(booking.deposit_minor)}</dd>
      </div>
      {booking.status === 'cancelled' && booking.refund_minor !== null ? (
        <div>
          <dt>{t('bookings.refund')}</dt>
          <dd>
            {money(booking.refund_minor)}
            {refundSent ? <span className={styles.meta}> · {refundSent}</span> : null}
          </dd>
        </div>
      ) : null}
    </>
  );
}

/** Who cancelled a deposit booking (`who`, in the area's words) and the reason they gave, once cancelled. */
export function CancelledNote({
  ns,
  booking,
  who,
}: {
  ns: DepositNamespace;
  booking: { status: string; cancel_reason: string | null };
  who: string;
}) {
  const { t } = useTranslation(ns);
  if (booking.status !== 'cancelled') return null;
  return (
    <p className={styles.meta}>
      {who}
      {booking.cancel_reason ? ` ${t('bookings.reason_was', { reason: cancelReasonText(booking.cancel_reason) })}` : ''}
    </p>
  );
}

/** Who wrote or booked (`who`, in the area's words) and their address to write back to, on a host's card. */
export function PersonContact({ who, email, children }: { who: string; email: string; children?: ReactNode }) {
  return (
    <p className={host.guest}>
      <span>{who}</span>{' '}
      <a href={`mailto:${email}`} className={host.email}>
        {email}
      </a>
      {children}
    </p>
  );
}
