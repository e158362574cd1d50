import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { UpcomingBookings } from '../../bookings';
import { myBookingsQuery } from '../api';
import { splitBookings } from '../booking-rules';
import { bookingFailure } from '../messages';
import { useVisitorZone } from '../visitor-zone';
import { BookingCard } from './booking-card';

/** The learner's coming classes for my-bookings' combined list, each with its card and actions. */
export function useUpcomingClassBookings(): UpcomingBookings {
  const [zone] = useVisitorZone();
  const { lang = 'en' } = useParams();
  const bookings = useQuery(myBookingsQuery(lang));
  if (bookings.isPending) return { status: 'pending' };
  if (bookings.isError) return { status: 'error', error: bookingFailure(bookings.error, 'load') };
  return {
    status: 'success',
    items: splitBookings(bookings.data.results).upcoming.map((booking) => ({
      key: `class-${booking.id}`,
      starts: booking.start,
      card: <BookingCard booking={booking} zone={zone} />,
    })),
  };
}
