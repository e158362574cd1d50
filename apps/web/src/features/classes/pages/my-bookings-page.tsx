import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { FormMessage } from '../../../shared/ui/form';
import { PageFrame } from '../../../shared/ui/page-frame';
import { myBookingsQuery } from '../api';
import { splitBookings } from '../booking-rules';
import { BookingCard } from '../components/booking-card';
import { CardSkeletons } from '../components/card-skeletons';
import styles from '../components/classes.module.css';
import { bookingFailure } from '../messages';
import { useVisitorZone } from '../visitor-zone';

type Tab = 'upcoming' | 'past';

/** my-bookings: the learner's classes, upcoming and past, with payment, cancel, reschedule and review. */
export function Component() {
  const { t } = useTranslation('classes');
  const { lang = 'en' } = useParams();
  const [params] = useSearchParams();
  const [zone] = useVisitorZone();
  const [tab, setTab] = useState<Tab>('upcoming');
  const bookings = useQuery(myBookingsQuery());
  const paid = params.get('paid');

  const lists = bookings.data ? splitBookings(bookings.data.results) : { upcoming: [], past: [] };
  const shown = lists[tab];

  return (
    <PageFrame title={t('pages.my_bookings', { ns: 'common' })} lead={t('my_bookings.lead')}>
      {paid ? <FormMessage kind="success">{t('my_bookings.paid')}</FormMessage> : null}
      <div className={styles.tabs} role="tablist" aria-label={t('my_bookings.tabs')}>
        {(['upcoming', 'past'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={tab === name}
            aria-controls="bookings-panel"
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            onKeyDown={(event) => {
              // The two tabs are one stop for Tab; the arrow keys move between them (WAI-ARIA tabs).
              if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
              const other = name === 'upcoming' ? 'past' : 'upcoming';
              setTab(other);
              document.getElementById(`tab-${other}`)?.focus();
            }}
          >
            {t(`my_bookings.${name}`)} {bookings.data ? `(${lists[name].length})` : ''}
          </button>
        ))}
      </div>
      <div id="bookings-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
        {bookings.isPending ? (
          <CardSkeletons count={3} />
        ) : bookings.isError ? (
          <p role="alert">{bookingFailure(bookings.error, 'load')}</p>
        ) : shown.length === 0 ? (
          <p className={styles.notice}>
            {tab === 'upcoming' ? t('my_bookings.none_upcoming') : t('my_bookings.none_past')}{' '}
            <Link to={localize(lang, paths.classesExplore())}>{t('landing.explore_all')}</Link>
          </p>
        ) : (
          <ul className={styles.bookingList}>
            {shown.map((booking) => (
              <li key={booking.id}>
                <BookingCard booking={booking} zone={zone} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </PageFrame>
  );
}
