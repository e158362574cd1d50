import { useTranslation } from 'react-i18next';
import type { DescribedError } from '../../../shared/api/error-messages';
import type { EnglishResources } from '../../../shared/i18n/resources';
import { formatMoney } from '../../../shared/lib/money';
import { CancelBookingDialog, ConfirmBookingDialog } from './booking-dialogs';

/**
 * The host sides that take deposits (retreat-host, journey-organiser), whose cancel and refund
 * dialogs are worded under the same `bookings.*` keys.
 */
type DialogNamespace = {
  [N in keyof EnglishResources]: EnglishResources[N] extends {
    bookings: {
      cancel_title: string;
      reason: string;
      reason_hint: string;
      keep: string;
      cancelling: string;
      cancel_confirm: string;
      cancel_refund: string;
      cancel_nothing_paid: string;
      refund_title: string;
      refund_text: string;
      back: string;
      refund_confirm: string;
    };
  }
    ? N
    : never;
}[keyof EnglishResources];

/** What every step's dialog is given by its page: how it closes, and the API's refusal in the area's words. */
export interface BookingStepProps<B> {
  onClose: () => void;
  onDone: (booking: B) => void;
  describeError: (error: unknown) => DescribedError;
}

/**
 * The host cancels a deposit booking with a reason the person reads (required); what goes back to
 * them (`refund`, in the booking's currency, as the API will reckon it) is said before confirming.
 */
export function CancelDepositBookingDialog<B>({
  ns,
  text,
  refund,
  currency,
  reasonRequired,
  reasonMax,
  cancel,
  ...step
}: BookingStepProps<B> & {
  ns: DialogNamespace;
  /** Whose booking is cancelled, and what of. */
  text: string;
  refund: number;
  currency: string;
  reasonRequired: string;
  reasonMax: number;
  cancel: (reason: string) => Promise<B>;
}) {
  const { t, i18n } = useTranslation(ns);
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <CancelBookingDialog
      texts={{
        title: t('bookings.cancel_title'),
        text,
        reason: t('bookings.reason'),
        reasonHint: t('bookings.reason_hint'),
        reasonRequired,
        back: t('bookings.keep'),
        busy: t('bookings.cancelling'),
        confirm: t('bookings.cancel_confirm'),
      }}
      notice={
        refund > 0
          ? t('bookings.cancel_refund', { amount: formatMoney(refund, currency, language) })
          : t('bookings.cancel_nothing_paid')
      }
      reasonMax={reasonMax}
      cancel={cancel}
      {...step}
    />
  );
}

/** The host says the refund of a cancelled deposit booking went back by hand: the person is told. */
export function RefundSentDialog<B>({
  ns,
  booking,
  name,
  title,
  busy,
  markSent,
  ...step
}: BookingStepProps<B> & {
  ns: DialogNamespace;
  booking: { currency: string; refund_minor: number | null };
  /** The person the refund went back to. */
  name: string;
  /** What they had booked. */
  title: string;
  busy: string;
  markSent: () => Promise<B>;
}) {
  const { t, i18n } = useTranslation(ns);
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <ConfirmBookingDialog
      texts={{
        title: t('bookings.refund_title'),
        text: t('bookings.refund_text', {
          name,
          amount: formatMoney(booking.refund_minor ?? 0, booking.currency, language),
          title,
        }),
        back: t('bookings.back'),
        busy,
        confirm: t('bookings.refund_confirm'),
      }}
      action={markSent}
      {...step}
    />
  );
}
