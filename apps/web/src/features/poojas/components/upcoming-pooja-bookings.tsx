import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { UpcomingBookings } from '../../bookings';
import { myPoojaBookingsQuery } from '../api';
import { splitPoojaBookings } from '../booking-rules';
import { poojaFailure } from '../messages';
import { PoojaBookingCard } from './pooja-booking-card';

/** The devotee's coming poojas for my-bookings' combined list, each with its card and actions. */
export function useUpcomingPoojaBookings(): UpcomingBookings {
  const { lang = 'en' } = useParams();
  const bookings = useQuery(myPoojaBookingsQuery(lang));
  if (bookings.isPending) return { status: 'pending' };
  if (bookings.isError) return { status: 'error', error: poojaFailure(bookings.error, 'load') };
  return {
    status: 'success',
    items: splitPoojaBookings(bookings.data.results).upcoming.map((booking) => ({
      key: `pooja-${booking.id}`,
      starts: booking.day,
      card: <PoojaBookingCard booking={booking} />,
    })),
  };
}
