import styles from '../../../shared/ui/creator.module.css';

/** The states a deposit booking goes through (a retreat's stay, a journey's places). */
type DepositStatus = 'held' | 'confirmed' | 'completed' | 'cancelled' | 'expired';

interface DepositBooking {
  status: DepositStatus;
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
export function DepositBadges({
  booking,
  texts,
}: {
  booking: DepositBooking;
  texts: { status: string; paid: string; unpaid: string };
}) {
  return (
    <div className={styles.badges}>
      <span className={`${styles.badge} ${STATUS_STYLE[booking.status]}`}>{texts.status}</span>
      {booking.deposit_minor > 0 && booking.status !== 'expired' ? (
        <span className={`${styles.badge} ${booking.paid ? styles.badgeGood : styles.badgeWarn}`}>
          {booking.paid ? texts.paid : texts.unpaid}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The money of a deposit booking, rows of the card's details: total, deposit, and the refund once
 * cancelled, with the day it was sent once the creator marked it (`refundSent`, in their words).
 */
export function DepositMoneyRows({
  booking,
  money,
  texts,
}: {
  booking: DepositBooking;
  /** The amount in the booking's currency, in the reader's language. */
  money: (minor: number) => string;
  /** `refundSent`: the note after the refund's amount (the day it was sent, or who sends it). */
  texts: { total: string; deposit: string; refund: string; refundSent?: string };
}) {
  return (
    <>
      <div>
        <dt>{texts.total}</dt>
        <dd>{money(booking.total_minor)}</dd>
      </div>
      <div>
        <dt>{texts.deposit}</dt>
        <dd>{money(booking.deposit_minor)}</dd>
      </div>
      {booking.status === 'cancelled' && booking.refund_minor !== null ? (
        <div>
          <dt>{texts.refund}</dt>
          <dd>
            {money(booking.refund_minor)}
            {texts.refundSent ? <span className={styles.meta}> · {texts.refundSent}</span> : null}
          </dd>
        </div>
      ) : null}
    </>
  );
}
