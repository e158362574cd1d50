import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { FormMessage } from '../../../shared/ui/form';
import { PageFrame } from '../../../shared/ui/page-frame';
import { Skeleton } from '../../../shared/ui/skeleton';
import { bookingCalls, bookingQuery, refreshBookings } from '../api';
import { BookingDetails } from '../components/booking-details';
import styles from '../components/classes.module.css';
import { formatPrice } from '../format';
import { bookingFailure } from '../messages';
import { minutesSeconds, useCountdown } from '../use-countdown';
import { useVisitorZone } from '../visitor-zone';

/**
 * checkout?booking={id}: the held seat with its countdown, then payment: online payment opens the
 * provider's page; in the default mode the booking is confirmed and the learner pays the tutor directly.
 * A free class arrives here already confirmed.
 */
export function Component() {
  const { t, i18n } = useTranslation('classes');
  const { lang = 'en' } = useParams();
  const [params] = useSearchParams();
  const id = Number(params.get('booking'));
  const [zone] = useVisitorZone();
  const client = useQueryClient();
  const booking = useQuery({ ...bookingQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const secondsLeft = useCountdown(booking.data?.status === 'held' ? booking.data.hold_expires_at : null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const language = i18n.resolvedLanguage ?? 'en';
  const title = t('pages.checkout', { ns: 'common' });
  const bookings = localize(lang, paths.myBookings());

  if (!Number.isInteger(id) || id <= 0)
    return (
      <PageFrame title={title}>
        <p className={styles.notice}>
          {t('checkout.nothing')} <Link to={localize(lang, paths.classesExplore())}>{t('landing.explore_all')}</Link>
        </p>
      </PageFrame>
    );
  if (booking.isPending) return <Skeleton lines={5} label={t('loading', { ns: 'common' })} />;
  if (booking.isError)
    return (
      <PageFrame title={title}>
        <p role="alert">{bookingFailure(booking.error, 'load')}</p>
        <Link to={bookings}>{t('checkout.to_my_bookings')}</Link>
      </PageFrame>
    );

  const b = booking.data;
  const expired = b.status === 'expired' || (b.status === 'held' && secondsLeft === 0);

  async function pay() {
    setBusy(true);
    setError(null);
    try {
      const answer = await bookingCalls.checkout(b.id, lang);
      if (answer.checkout_url) {
        window.location.assign(answer.checkout_url);
        return;
      }
      client.setQueryData(bookingQuery(b.id).queryKey, answer.booking);
      refreshBookings(client, b.class);
    } catch (err) {
      setError(bookingFailure(err, 'checkout'));
      void booking.refetch();
    }
    setBusy(false);
  }

  return (
    <PageFrame title={title}>
      <div className={styles.summary}>
        <BookingDetails booking={b} zone={zone} />
      </div>
      {expired ? (
        <FormMessage kind="error">
          {t('checkout.expired')} <Link to={localize(lang, paths.book(b.class))}>{t('checkout.choose_again')}</Link>
        </FormMessage>
      ) : b.status === 'held' ? (
        <>
          <p role="timer" aria-live="off">
            {t('checkout.held_for')} <span className={styles.countdown}>{minutesSeconds(secondsLeft ?? 0)}</span>
          </p>
          <p>{t('checkout.total', { price: formatPrice(b.price_minor, b.currency, language) })}</p>
          <p className={styles.meta}>{t('checkout.payment_note')}</p>
          {error ? <FormMessage kind="error">{error}</FormMessage> : null}
          <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={() => void pay()}>
            {busy ? t('checkout.paying') : t('checkout.pay')}
          </button>
        </>
      ) : b.status === 'confirmed' ? (
        <FormMessage kind="success">
          {t('checkout.confirmed')} {b.price_minor > 0 && !b.paid ? t('checkout.pay_tutor_directly') : null}
        </FormMessage>
      ) : (
        <FormMessage kind="info">{t(`status.${b.status}`)}</FormMessage>
      )}
      <p>
        <Link to={bookings}>{t('checkout.to_my_bookings')}</Link>
      </p>
    </PageFrame>
  );
}
