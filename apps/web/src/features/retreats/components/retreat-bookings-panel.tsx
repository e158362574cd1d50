import { useQueryClient } from '@tanstack/react-query';
import type { RetreatBooking } from '@sangam/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { FormMessage } from '../../../shared/ui/form';
import { TabList } from '../../../shared/ui/tab-list';
import { myRetreatBookingsQuery, refreshRetreatBookings } from '../api';
import { cancellable, splitStays } from '../booking-rules';
import { retreatFailure } from '../messages';
import { CancelStayDialog } from './cancel-stay-dialog';
import { CardSkeletons } from './card-skeletons';
import { StayDetails } from './stay-details';
import styles from './retreats.module.css';
import { BookingReview } from '../../reviews';
import { MyWaitlists } from '../../waitlists';

type When = 'upcoming' | 'past';

/** The guest's retreat stays in my-bookings, upcoming and past, with payment of a held stay and cancel. */
export function RetreatBookingsPanel() {
  const { t } = useTranslation('retreats');
  const { lang = 'en' } = useParams();
  const [params] = useSearchParams();
  const [when, setWhen] = useState<When>('upcoming');
  const bookings = useQuery(myRetreatBookingsQuery(lang));

  const lists = bookings.data ? splitStays(bookings.data.results) : { upcoming: [], past: [] };
  const shown = lists[when];
  const count = (name: When) => (bookings.data ? ` (${lists[name].length})` : '');

  return (
    <>
      {params.get('paid') ? <FormMessage kind="success">{t('stay.paid_message')}</FormMessage> : null}
      <MyWaitlists kind="retreat" />
      <TabList
        label={t('stay.tabs')}
        panelId="retreat-bookings"
        current={when}
        onChange={setWhen}
        tabs={(['upcoming', 'past'] as const).map((id) => ({ id, label: `${t(`stay.${id}`)}${count(id)}` }))}
      />
      <div id="retreat-bookings" role="tabpanel" aria-labelledby={`retreat-bookings-tab-${when}`}>
        {bookings.isPending ? (
          <CardSkeletons count={2} short />
        ) : bookings.isError ? (
          <p role="alert">{retreatFailure(bookings.error, 'load')}</p>
        ) : shown.length === 0 ? (
          <p className={styles.notice}>
            {when === 'upcoming' ? t('stay.none_upcoming') : t('stay.none_past')}{' '}
            <Link to={localize(lang, paths.retreats())}>{t('list.all')}</Link>
          </p>
        ) : (
          <ul className={styles.bookingList}>
            {shown.map((booking) => (
              <li key={booking.id}>
                <StayCard booking={booking} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

/** One stay with what can be done to it now: complete the payment of a held stay, cancel it. */
export function StayCard({ booking }: { booking: RetreatBooking }) {
  const { t } = useTranslation('retreats');
  const { lang = 'en' } = useParams();
  const [cancelling, setCancelling] = useState(false);
  const client = useQueryClient();
  const active = booking.status === 'held' || booking.status === 'confirmed';
  return (
    <article className={styles.bookingCard}>
      <StayDetails booking={booking} />
      {active ? (
        <div className={styles.actions}>
          {booking.status === 'held' ? (
            <Link className="button" to={`${localize(lang, paths.checkout())}?kind=retreat&booking=${booking.id}`}>
              {t('stay.complete_payment')}
            </Link>
          ) : null}
          {cancellable(booking) ? (
            <button type="button" className="button button-secondary" onClick={() => setCancelling(true)}>
              {t('stay.cancel')}
            </button>
          ) : (
            <p className={styles.meta}>{t('stay.begun')}</p>
          )}
        </div>
      ) : null}
      {cancelling ? <CancelStayDialog booking={booking} onClose={() => setCancelling(false)} /> : null}
      <BookingReview
        kind="retreat"
        bookingId={booking.id}
        state={booking.review_state}
        onReviewed={() => refreshRetreatBookings(client)}
      />
    </article>
  );
}
