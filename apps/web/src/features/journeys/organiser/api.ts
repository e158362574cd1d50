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
import { journeyKeys } from '../api';

export interface OrganiserBookingFilters {
  journey?: number;
  status?: JourneyBookingStatus;
}

/**
 * The query keys of the organiser's area, all under 'journey-organiser' so one invalidation
 * refreshes every list after a change. `catalogue` is the public pages' key, from their own factory
 * (features/journeys/api.ts): they show what the organiser changes.
 */
export const organiserKeys = {
  all: ['journey-organiser'] as const,
  journeys: () => ['journey-organiser', 'journeys'] as const,
  journey: (id: number) => ['journey-organiser', 'journeys', id] as const,
  departures: (id: number) => ['journey-organiser', 'departures', id] as const,
  bookings: (filters: OrganiserBookingFilters) => ['journey-organiser', 'bookings', filters] as const,
  interests: (filters: { journey?: number }) => ['journey-organiser', 'interests', filters] as const,
  catalogue: journeyKeys.all,
};

const journeyPath = (id: number) => `creators/journeys/${id}/`;
const bookingPath = (id: number) => `creators/journey-bookings/${id}/`;

export const organiserJourneysQuery = () =>
  queryOptions({
    queryKey: organiserKeys.journeys(),
    // Bookings and interest arrive all the time: read fresh each time the list is opened.
    staleTime: 0,
    queryFn: ({ signal }) => api.get<{ count: number; results: CreatorJourney[] }>('creators/journeys/', signal),
  });
export const organiserJourneyQuery = (id: number) =>
  queryOptions({
    queryKey: organiserKeys.journey(id),
    queryFn: ({ signal }) => api.get<CreatorJourney>(journeyPath(id), signal),
  });

export const departuresQuery = (id: number) =>
  queryOptions({
    queryKey: organiserKeys.departures(id),
    staleTime: 0,
    queryFn: ({ signal }) => api.get<{ results: CreatorDeparture[] }>(`${journeyPath(id)}departures/`, signal),
  });

export const organiserBookingsQuery = (filters: OrganiserBookingFilters) =>
  pagedList<JourneyBooking>(organiserKeys.bookings(filters), 'creators/journey-bookings/', { ...filters });

export const interestsQuery = (filters: { journey?: number }) =>
  pagedList<JourneyInterest>(organiserKeys.interests(filters), 'creators/journeys/interests/', { ...filters });

/** Every write of the organiser's area, for the screens' mutations. */
export const organiserCalls = {
  createJourney: (body: CreateJourneyRequest) => api.post<CreatorJourney>('creators/journeys/', body),
  updateJourney: (id: number, body: UpdateJourneyRequest) => api.patch<CreatorJourney>(journeyPath(id), body),
  saveDepartures: (id: number, body: DeparturesRequest) =>
    api.put<{ results: CreatorDeparture[] }>(`${journeyPath(id)}departures/`, body),
  markDepositPaid: (id: number) => api.post<JourneyBooking>(`${bookingPath(id)}mark-paid/`),
  cancelBooking: (id: number, reason: string) => api.post<JourneyBooking>(`${bookingPath(id)}cancel/`, { reason }),
  /** The organiser sent the refund of a cancelled booking back (by hand): recorded once, and the traveller told. */
  markRefundSent: (id: number) => api.post<JourneyBooking>(`${bookingPath(id)}refund-sent/`),
};

/** After a change: the organiser's lists, and the public pages that show it. */
export function refreshOrganiser(client: QueryClient) {
  void client.invalidateQueries({ queryKey: organiserKeys.all });
  void client.invalidateQueries({ queryKey: organiserKeys.catalogue });
}
