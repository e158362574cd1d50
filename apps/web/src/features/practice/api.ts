import type {
  MarkAnswer,
  PanchangDay,
  PanchangMonth,
  PracticeSetupRequest,
  Progress,
  TodayContent,
  Tracker,
} from '@sangam/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/http-client';
import { browserZone } from '../../shared/lib/time-zones';

/**
 * The query keys of daily practice, in one place. A chanting session recorded into today's japa
 * (devotion) refreshes the root ('practice'), so the values stay as they were.
 */
export const practiceKeys = {
  all: ['practice'] as const,
  tracker: () => ['practice', 'tracker'] as const,
  /** Every range of progress read. */
  progress: () => ['practice', 'progress'] as const,
  progressBetween: (from: string, to: string) => ['practice', 'progress', from, to] as const,
  today: (lang: string, zone: string, place: { lat: number; lon: number } | null) =>
    ['practice', 'today', lang, zone, place?.lat ?? null, place?.lon ?? null] as const,
  panchangDay: (date: string, place: PanchangPlace | null) =>
    ['practice', 'panchang-day', date, place?.lat ?? null, place?.lon ?? null, place?.zone ?? null] as const,
  month: (year: number, month: number, place: PanchangPlace | null) =>
    ['practice', 'month', year, month, place?.lat ?? null, place?.lon ?? null, place?.zone ?? null] as const,
};

/** Where a panchang day is read: null is the API's default place (Kolkata). */
export interface PanchangPlace {
  lat: number;
  lon: number;
  zone: string;
}

/** The zone of this device: a day of practice is the day where the person is. */

export const trackerQuery = () =>
  queryOptions({
    queryKey: practiceKeys.tracker(),
    queryFn: ({ signal }) => api.get<Tracker>(`daily-dharma/tracker/?tz=${encodeURIComponent(browserZone())}`, signal),
  });

export const progressQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: practiceKeys.progressBetween(from, to),
    queryFn: ({ signal }) =>
      api.get<Progress>(`daily-dharma/progress/?from=${from}&to=${to}&tz=${encodeURIComponent(browserZone())}`, signal),
  });

/** Today's content; the calendar is read at the person's place when it is known (else Kolkata). */
export const todayQuery = (lang: string, place: { lat: number; lon: number } | null, zone: string = browserZone()) =>
  queryOptions({
    queryKey: practiceKeys.today(lang, zone, place),
    queryFn: ({ signal }) =>
      api.get<TodayContent>(
        `daily-dharma/today/?lang=${lang}&tz=${encodeURIComponent(zone)}${
          place ? `&lat=${place.lat.toFixed(4)}&lon=${place.lon.toFixed(4)}` : ''
        }`,
        signal,
      ),
    staleTime: 30 * 60_000,
  });

/** The panchang of one day at a place, in that place's zone; the same for everyone, so kept a while. */
export const panchangDayQuery = (date: string, place: PanchangPlace | null) =>
  queryOptions({
    queryKey: practiceKeys.panchangDay(date, place),
    queryFn: ({ signal }) =>
      api.get<PanchangDay>(
        `panchang/day/?date=${date}${
          place ? `&lat=${place.lat.toFixed(4)}&lon=${place.lon.toFixed(4)}&tz=${encodeURIComponent(place.zone)}` : ''
        }`,
        signal,
      ),
    staleTime: 60 * 60_000,
  });

/** A month of the calendar at the reader's place, else at the API's default place (Kolkata). */
export const monthQuery = (year: number, month: number, place: PanchangPlace | null) =>
  queryOptions({
    queryKey: practiceKeys.month(year, month, place),
    queryFn: ({ signal }) =>
      api.get<PanchangMonth>(
        `panchang/month/?year=${year}&month=${month}${
          place ? `&lat=${place.lat.toFixed(4)}&lon=${place.lon.toFixed(4)}&tz=${encodeURIComponent(place.zone)}` : ''
        }`,
        signal,
      ),
    // A month's calendar does not change; the API lets it be kept for a day.
    staleTime: 24 * 60 * 60_000,
  });

/** The writes of daily practice; each runs in a mutation that refreshes by `practiceKeys`. */
export const practiceCalls = {
  saveSetup: (body: PracticeSetupRequest) => api.put<Tracker>('daily-dharma/setup/', body),
  mark: (id: number, amount?: number) =>
    api.post<MarkAnswer>(`daily-dharma/practices/${id}/mark/`, {
      time_zone: browserZone(),
      ...(amount === undefined ? {} : { amount }),
    }),
  undo: (id: number) =>
    api.delete<MarkAnswer>(`daily-dharma/practices/${id}/mark/?tz=${encodeURIComponent(browserZone())}`),
};

/** After a mark, the tracker shows the answer at once; progress is fetched again when next seen. */
export function applyMark(client: QueryClient, answer: MarkAnswer) {
  client.setQueryData<Tracker>(practiceKeys.tracker(), (tracker) =>
    tracker
      ? {
          ...tracker,
          overall: answer.overall,
          active_practices: tracker.active_practices.map((p) => (p.id === answer.practice.id ? answer.practice : p)),
        }
      : tracker,
  );
  void client.invalidateQueries({ queryKey: practiceKeys.progress() });
}
