import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { formatMoney } from '../../../shared/lib/money';
import { useCountdown, minutesSeconds } from '../../../shared/lib/use-countdown';
import { FormMessage } from '../../../shared/ui/form';
import { PageFrame } from '../../../shared/ui/page-frame';
import { Skeleton } from '../../../shared/ui/skeleton';
import styles from '../bookings.module.css';
import { checkoutKind, type BookingKinds } from '../booking-kind';
import { paymentInfoQuery } from '../payment-info';

/**
 * checkout?kind=<class|retreat|pooja|journey>&booking={id} (no kind: a class): the held place with its
 * countdown, the amount due now, then payment: online payment opens the provider's page; in the
 * default mode the booking is secured and paid directly to the host. What is booked, and in which
 * words, comes from the kind (the app's list, app/booking-kinds.tsx); this page only knows the steps
 * every kind shares.
 */
export function CheckoutPage({ kinds }: { kinds: BookingKinds }) {
  const [params] = useSearchParams();
  const kind = checkoutKind(kinds, params.get('kind'));
  const { t, i18n } = useTranslation(['bookings', ...kind.ns]);
  const { lang = 'en' } = useParams();
  const id = Number(params.get('booking'));
  const valid = Number.isInteger(id) && id > 0;
  const client = useQueryClient();
  const booking = useQuery({ ...kind.query(valid ? id : 0, lang), enabled: valid });
  const view = booking.data ? kind.view(booking.data) : null;
  const payment = useQuery({ ...paymentInfoQuery(kind.id, valid ? id : 0), enabled: valid });
  // Only Stripe takes money here; paying directly, the button confirms and the page says whom to pay.
  const online = payment.data?.provider === 'stripe';
  const secondsLeft = useCountdown(view?.phase === 'held' ? view.holdExpiresAt : null);
  const checkout = useMutation({
    mutationFn: async () => {
      const answer = await kind.checkout(id, lang);
      if (answer.checkout_url) {
        window.location.assign(answer.checkout_url);
        // The page is left for the provider's: it stays busy until it goes.
        await new Promise<never>(() => {});
      }
      return answer;
    },
    onSuccess: (answer) => {
      client.setQueryData(kind.query(id, lang).queryKey, answer.booking);
      kind.refresh(client, answer.booking);
    },
    // The booking may have changed meanwhile (its hold ran out, it was paid): show it as it is now.
    onError: () => void booking.refetch(),
  });
  const busy = checkout.isPending;
  const language = i18n.resolvedLanguage ?? 'en';
  const title = t('common:pages.checkout');
  const myBookings = `${localize(lang, paths.myBookings())}?kind=${kind.listKind}`;

  if (!valid) {
    const browse = kind.browse();
    return (
      <PageFrame title={title}>
        <p className={styles.notice}>
          {t('bookings:checkout.nothing')} <Link to={localize(lang, browse.path)}>{browse.label}</Link>
        </p>
      </PageFrame>
    );
  }
  if (booking.isPending) return <Skeleton lines={5} label={t('common:loading')} />;
  if (booking.isError || !view)
    return (
      <PageFrame title={title}>
        <p role="alert">{kind.failure(booking.error, 'load')}</p>
        <Link to={myBookings}>{t('bookings:checkout.to_my_bookings')}</Link>
      </PageFrame>
    );

  const b = booking.data;
  const expired = view.phase === 'expired' || (view.phase === 'held' && secondsLeft === 0);
  const money = (minor: number) => formatMoney(minor, view.currency, language);
  const deposit = view.dueNowMinor < view.totalMinor;

  return (
    <PageFrame title={title}>
      <kind.Summary booking={b} />
      {expired ? (
        <FormMessage kind="error">
          {t('bookings:checkout.expired')} <Link to={localize(lang, view.again.path)}>{view.again.label}</Link>
        </FormMessage>
      ) : view.phase === 'held' ? (
        <>
          <p role="timer" aria-live="off">
            {t('bookings:checkout.held_for')}{' '}
            <span className={styles.countdown}>{minutesSeconds(secondsLeft ?? 0)}</span>
          </p>
          {deposit ? (
            <>
              <p className={styles.amount}>{t('bookings:checkout.due_now', { price: money(view.dueNowMinor) })}</p>
              <p className={styles.meta}>
                {t('bookings:checkout.deposit_of', {
                  total: money(view.totalMinor),
                  balance: money(view.totalMinor - view.dueNowMinor),
                })}
              </p>
            </>
          ) : (
            <p className={styles.amount}>{t('bookings:checkout.total', { price: money(view.totalMinor) })}</p>
          )}
          <p className={styles.meta}>{view.paymentNote}</p>
          {checkout.isError ? <FormMessage kind="error">{kind.failure(checkout.error, 'checkout')}</FormMessage> : null}
          <button
            type="button"
            className="button"
            disabled={busy || payment.isPending}
            aria-busy={busy}
            onClick={() => checkout.mutate()}
          >
            {busy
              ? t('bookings:checkout.paying')
              : online
                ? t('bookings:checkout.pay')
                : t('bookings:checkout.confirm')}
          </button>
        </>
      ) : view.phase === 'settled' ? (
        <>
          <FormMessage kind="success">{view.confirmed}</FormMessage>
          {view.dueNowMinor > 0 && !view.paid ? (
            <section className={styles.payDirectly} aria-labelledby="pay-directly">
              <h2 id="pay-directly" className={styles.amount}>
                {t('bookings:checkout.pay_to', {
                  price: money(view.dueNowMinor),
                  payee: view.payee,
                  date: view.payBy,
                })}
              </h2>
              {payment.data?.instructions ? (
                <>
                  <p className={styles.meta}>{t('bookings:checkout.instructions', { payee: view.payee })}</p>
                  <p className={styles.instructions}>{payment.data.instructions}</p>
                </>
              ) : (
                <p className={styles.meta}>{view.payDirectly}</p>
              )}
            </section>
          ) : null}
        </>
      ) : (
        <FormMessage kind="info">{view.status}</FormMessage>
      )}
      <p>
        <Link to={myBookings}>{t('bookings:checkout.to_my_bookings')}</Link>
      </p>
    </PageFrame>
  );
}
