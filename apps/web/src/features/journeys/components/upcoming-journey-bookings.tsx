import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { UpcomingBookings } from '../../bookings';
import { myJourneyBookingsQuery } from '../api';
import { splitJourneyBookings } from '../booking-rules';
import { journeyFailure } from '../messages';
import { JourneyBookingCard } from './journey-booking-card';

/** The traveller's coming journeys for my-bookings' combined list, each with its card and actions. */
export function useUpcomingJourneyBookings(): UpcomingBookings {
  const { lang = 'en' } = useParams();
  const bookings = useQuery(myJourneyBookingsQuery(lang));
  if (bookings.isPending) return { status: 'pending' };
  if (bookings.isError) return { status: 'error', error: journeyFailure(bookings.error, 'load') };
  return {
    status: 'success',
    items: splitJourneyBookings(bookings.data.results).upcoming.map((booking) => ({
      key: `journey-${booking.id}`,
      starts: booking.departure.start_date,
      card: <JourneyBookingCard booking={booking} />,
    })),
  };
}
