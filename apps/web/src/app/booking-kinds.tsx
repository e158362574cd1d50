import type { BookingKinds } from '../features/bookings';
import { ClassBookingsPanel, classCheckout, useUpcomingClassBookings } from '../features/classes';
import { JourneyBookingsPanel, journeyCheckout, useUpcomingJourneyBookings } from '../features/journeys';
import { PoojaBookingsPanel, poojaCheckout, useUpcomingPoojaBookings } from '../features/poojas';
import { RetreatBookingsPanel, retreatCheckout, useUpcomingRetreatBookings } from '../features/retreats';
import { paths } from '../shared/lib/paths';

/**
 * Every kind of booking, the one list of them: my-bookings shows a tab for each in this order (with its
 * panel, its coming bookings and where to find more), and checkout serves each by its name
 * (`checkout?kind=pooja`; none or an unknown one is the first's, a class). It lives here, where the app
 * is put together, so that the bookings feature never imports a kind and a kind imports only the
 * bookings feature's types. Only the two booking screens (app/pages/) import it, so the kinds' code
 * stays in their chunks. A new kind exports these pieces from its feature's index and is added here.
 */
export const BOOKING_KINDS: BookingKinds = [
  {
    id: 'classes',
    Panel: ClassBookingsPanel,
    useUpcoming: useUpcomingClassBookings,
    browsePath: paths.classesExplore(),
    checkout: classCheckout,
  },
  {
    id: 'retreats',
    Panel: RetreatBookingsPanel,
    useUpcoming: useUpcomingRetreatBookings,
    browsePath: paths.retreats(),
    checkout: retreatCheckout,
  },
  {
    id: 'poojas',
    Panel: PoojaBookingsPanel,
    useUpcoming: useUpcomingPoojaBookings,
    browsePath: paths.poojas(),
    checkout: poojaCheckout,
  },
  {
    id: 'journeys',
    Panel: JourneyBookingsPanel,
    useUpcoming: useUpcomingJourneyBookings,
    browsePath: paths.travel(),
    checkout: journeyCheckout,
  },
];
