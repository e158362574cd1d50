import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { FormMessage } from '../../../shared/ui/form';
import { TabList } from '../../../shared/ui/tab-list';
import { myPoojaBookingsQuery } from '../api';
import { splitPoojaBookings } from '../booking-rules';
import { poojaFailure } from '../messages';
import { CardSkeletons } from './card-skeletons';
import { PoojaBookingCard } from './pooja-booking-card';
import styles from './poojas.module.css';
import { MyWaitlists } from '../../waitlists';

type When = 'upcoming' | 'past';

/** The devotee's poojas in my-bookings, upcoming and past, with payment, cancel and recordings. */
export function PoojaBookingsPanel() {
  const { t } = useTranslation('poojas');
  const { lang = 'en' } = useParams();
  const [params] = useSearchParams();
  const [when, setWhen] = useState<When>('upcoming');
  const bookings = useQuery(myPoojaBookingsQuery(lang));

  const lists = bookings.data ? splitPoojaBookings(bookings.data.results) : { upcoming: [], past: [] };
  const shown = lists[when];
  const count = (name: When) => (bookings.data ? ` (${lists[name].length})` : '');

  return (
    <>
      {params.get('paid') ? <FormMessage kind="success">{t('my_bookings.paid')}</FormMessage> : null}
      <MyWaitlists kind="pooja" />
      <TabList
        label={t('my_bookings.tabs')}
        panelId="pooja-bookings"
        current={when}
        onChange={setWhen}
        tabs={(['upcoming', 'past'] as const).map((id) => ({ id, label: `${t(`my_bookings.${id}`)}${count(id)}` }))}
      />
      <div id="pooja-bookings" role="tabpanel" aria-labelledby={`pooja-bookings-tab-${when}`}>
        {bookings.isPending ? (
          <CardSkeletons count={3} short />
        ) : bookings.isError ? (
          <p role="alert">{poojaFailure(bookings.error, 'load')}</p>
        ) : shown.length === 0 ? (
          <p className={styles.notice}>
            {when === 'upcoming' ? t('my_bookings.none_upcoming') : t('my_bookings.none_past')}{' '}
            <Link to={localize(lang, paths.poojas())}>{t('my_bookings.find')}</Link>
          </p>
        ) : (
          <ul className={styles.list}>
            {shown.map((booking) => (
              <li key={booking.id}>
                <PoojaBookingCard booking={booking} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
