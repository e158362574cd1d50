import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { FormMessage } from '../../../shared/ui/form';
import { TabList } from '../../../shared/ui/tab-list';
import { myJourneyBookingsQuery } from '../api';
import { splitJourneyBookings } from '../booking-rules';
import { formatNumber } from '../format';
import { journeyFailure } from '../messages';
import { CardSkeletons } from './card-skeletons';
import { JourneyBookingCard } from './journey-booking-card';
import { MyWaitlists } from '../../waitlists';
import styles from './journeys.module.css';

type When = 'upcoming' | 'past';

/** The traveller's journeys in my-bookings (`?kind=journeys`), upcoming and past. */
export function JourneyBookingsPanel() {
  const { t, i18n } = useTranslation('travel');
  const { lang = 'en' } = useParams();
  const [params] = useSearchParams();
  const [when, setWhen] = useState<When>('upcoming');
  const bookings = useQuery(myJourneyBookingsQuery(lang));

  const lists = bookings.data ? splitJourneyBookings(bookings.data.results) : { upcoming: [], past: [] };
  const shown = lists[when];
  const count = (name: When) =>
    bookings.data ? ` (${formatNumber(lists[name].length, i18n.resolvedLanguage ?? 'en')})` : '';

  return (
    <>
      {params.get('paid') ? <FormMessage kind="success">{t('my_bookings.paid')}</FormMessage> : null}
      <MyWaitlists kind="journey" />
      <TabList
        label={t('my_bookings.tabs')}
        panelId="journey-bookings"
        current={when}
        onChange={setWhen}
        tabs={(['upcoming', 'past'] as const).map((id) => ({ id, label: `${t(`my_bookings.${id}`)}${count(id)}` }))}
      />
      <div id="journey-bookings" role="tabpanel" aria-labelledby={`journey-bookings-tab-${when}`}>
        {bookings.isPending ? (
          <CardSkeletons count={2} short />
        ) : bookings.isError ? (
          <p role="alert">{journeyFailure(bookings.error, 'load')}</p>
        ) : shown.length === 0 ? (
          <p className={styles.notice}>
            {when === 'upcoming' ? t('my_bookings.none_upcoming') : t('my_bookings.none_past')}{' '}
            <Link to={localize(lang, paths.travel())}>{t('my_bookings.browse')}</Link>
          </p>
        ) : (
          <ul className={styles.list}>
            {shown.map((booking) => (
              <li key={booking.id}>
                <JourneyBookingCard booking={booking} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
