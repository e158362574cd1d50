import type {
  CreateJourneyRequest,
  CreatorDeparture,
  CreatorJourney,
  DeparturesRequest,
  JourneyBooking,
  JourneyBookingStatus,
  JourneyInterest,
  UpdateJourneyRequest,
} from '@sangam/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/http-client';
import { pagedList } from '../../../shared/api/paged-list';

/** The journey organiser's area: everything lives under the query key 'journey-organiser'. */

const journeyPath = (id: number) => `creators/journeys/${id}/`;
const bookingPath = (id: number) => `creators/journey-bookings/${id}/`;

export const organiserJourneysQuery = () =>
  queryOptions({
    queryKey: ['journey-organiser', 'journeys'],
    // Bookings and interest arrive all the time: read fresh each time the list is opened.
    staleTime: 0,
    queryFn: ({ signal }) => api.get<{ count: number; results: CreatorJourney[] }>('creators/journeys/', signal),
  });
export const organiserJourneyQuery = (id: number) =>
  queryOptions({
    queryKey: ['journey-organiser', 'journeys', id],
    queryFn: ({ signal }) => api.get<CreatorJourney>(journeyPath(id), signal),
  });
export const createJourney = (body: CreateJourneyRequest) => api.post<CreatorJourney>('creators/journeys/', body);
export const updateJourney = (id: number, body: UpdateJourneyRequest) =>
  api.patch<CreatorJourney>(journeyPath(id), body);

export const departuresQuery = (id: number) =>
  queryOptions({
    queryKey: ['journey-organiser', 'departures', id],
    staleTime: 0,
    queryFn: ({ signal }) => api.get<{ results: CreatorDeparture[] }>(`${journeyPath(id)}departures/`, signal),
  });
export const saveDepartures = (id: number, body: DeparturesRequest) =>
  api.put<{ results: CreatorDeparture[] }>(`${journeyPath(id)}departures/`, body);

export interface OrganiserBookingFilters {
  journey?: number;
  status?: JourneyBookingStatus;
}
export const organiserBookingsQuery = (filters: OrganiserBookingFilters) =>
  pagedList<JourneyBooking>(['journey-organiser', 'bookings', filters], 'creators/journey-bookings/', {
    ...filters,
  });
export const markDepositPaid = (id: number) => api.post<JourneyBooking>(`${bookingPath(id)}mark-paid/`);
export const cancelBooking = (id: number, reason: string) =>
  api.post<JourneyBooking>(`${bookingPath(id)}cancel/`, { reason });
/** The organiser sent the refund of a cancelled booking back (by hand): recorded once, and the traveller told. */
export const markRefundSent = (id: number) => api.post<JourneyBooking>(`${bookingPath(id)}refund-sent/`);

export const interestsQuery = (filters: { journey?: number }) =>
  pagedList<JourneyInterest>(['journey-organiser', 'interests', filters], 'creators/journeys/interests/', {
    ...filters,
  });

/** After a change: the organiser's lists, and the public pages and the traveller's bookings that show it. */
export function refreshOrganiser(client: QueryClient) {
  void client.invalidateQueries({ queryKey: ['journey-organiser'] });
  void client.invalidateQueries({ queryKey: ['journeys'] });
}
