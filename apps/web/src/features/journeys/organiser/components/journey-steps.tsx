import { paths } from '../../../../shared/lib/paths';
import { itemSteps } from '../../../creator';

/** The pages of one journey (details, departures, its bookings), shown above each of them. */
export const JourneySteps = itemSteps('journey-organiser', (id) => [
  { path: paths.creatorJourneyEdit(id), name: 'details' },
  { path: paths.creatorJourneyDepartures(id), name: 'departures' },
  { path: `${paths.creatorJourneyBookings()}?journey=${id}`, name: 'bookings' },
  { path: paths.creatorJourneys(), name: 'all', end: true },
]);
