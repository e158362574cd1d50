import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { FormMessage } from '../../../shared/ui/form';
import { TabList } from '../../../shared/ui/tab-list';
import { myBookingsQuery } from '../api';
import { splitBookings } from '../booking-rules';
import { bookingFailure } from '../messages';
import { useVisitorZone } from '../visitor-zone';
import { BookingCard } from './booking-card';
import { MyWaitlists } from '../../waitlists';
import { CardSkeletons } from './card-skeletons';
import styles from './classes.module.css';

type When = 'upcoming' | 'past';

/** The learner's classes in my-bookings, upcoming and past, with payment, cancel, reschedule and review. */
export function ClassBookingsPanel() {
  const { t } = useTranslation('classes');
  const { lang = 'en' } = useParams();
  const [params] = useSearchParams();
  const [zone] = useVisitorZone();
  const [when, setWhen] = useState<When>('upcoming');
  const bookings = useQuery(myBookingsQuery(lang));

  const lists = bookings.data ? splitBookings(bookings.data.results) : { upcoming: [], past: [] };
  const shown = lists[when];
  const count = (name: When) => (bookings.data ? ` (${lists[name].length})` : '');

  return (
    <>
      {params.get('paid') ? <FormMessage kind="success">{t('my_bookings.paid')}</FormMessage> : null}
      <MyWaitlists kind="class" />
      <TabList
        label={t('my_bookings.tabs')}
        panelId="class-bookings"
        current={when}
        onChange={setWhen}
        tabs={(['upcoming', 'past'] as const).map((id) => ({ id, label: `${t(`my_bookings.${id}`)}${count(id)}` }))}
      />
      <div id="class-bookings" role="tabpanel" aria-labelledby={`class-bookings-tab-${when}`}>
        {bookings.isPending ? (
          <CardSkeletons count={3} />
        ) : bookings.isError ? (
          <p role="alert">{bookingFailure(bookings.error, 'load')}</p>
        ) : shown.length === 0 ? (
          <p className={styles.notice}>
            {when === 'upcoming' ? t('my_bookings.none_upcoming') : t('my_bookings.none_past')}{' '}
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
    </>
  );
}
