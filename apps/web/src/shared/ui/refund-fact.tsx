import { useTranslation } from 'react-i18next';
import type { EnglishResources } from '../i18n/resources';
import { formatDayOf } from '../lib/format-day';
import { formatMoney } from '../lib/money';
import styles from './catalogue.module.css';

type RefundedBooking = {
  status: string;
  currency: string;
  refund_minor: number | null;
  refund_sent_at: string | null;
};

/** The namespaces that word a refund under `booking.refund`, `booking.refund_sent_on` and `booking.refund_not_sent`. */
type RefundNamespace = {
  [N in keyof EnglishResources]: EnglishResources[N] extends {
    booking: { refund: string; refund_sent_on: string; refund_not_sent: string };
  }
    ? N
    : never;
}[keyof EnglishResources];

/**
 * A cancelled booking's refund among its facts (`<dl>`): the amount, and the day it was sent or that
 * it is still to come. Each kind words it in its own namespace, under the same `booking.refund*` keys.
 */
export function RefundFact({ booking, ns }: { booking: RefundedBooking; ns: RefundNamespace }) {
  const { t, i18n } = useTranslation(ns);
  const language = i18n.resolvedLanguage ?? 'en';
  if (booking.status !== 'cancelled' || booking.refund_minor === null) return null;
  return (
    <div>
      <dt>{t('booking.refund')}</dt>
      <dd>
        {formatMoney(booking.refund_minor, booking.currency, language)}
        {booking.refund_sent_at ? (
          <span className={styles.meta}>
            {' '}
            · {t('booking.refund_sent_on', { date: formatDayOf(booking.refund_sent_at, language) })}
          </span>
        ) : booking.refund_minor > 0 ? (
          <span className={styles.meta}> · {t('booking.refund_not_sent')}</span>
        ) : null}
      </dd>
    </div>
  );
}
