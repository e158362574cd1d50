import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { UpcomingBookings } from '../../bookings';
import { myRetreatBookingsQuery } from '../api';
import { splitStays } from '../booking-rules';
import { retreatFailure } from '../messages';
import { StayCard } from './retreat-bookings-panel';

/** The guest's coming stays for my-bookings' combined list, each with its card and actions. */
export function useUpcomingRetreatBookings(): UpcomingBookings {
  const { lang = 'en' } = useParams();
  const bookings = useQuery(myRetreatBookingsQuery(lang));
  if (bookings.isPending) return { status: 'pending' };
  if (bookings.isError) return { status: 'error', error: retreatFailure(bookings.error, 'load') };
  return {
    status: 'success',
    items: splitStays(bookings.data.results).upcoming.map((booking) => ({
      key: `retreat-${booking.id}`,
      starts: booking.start_date,
      card: <StayCard booking={booking} />,
    })),
  };
}
