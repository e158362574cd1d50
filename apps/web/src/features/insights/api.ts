import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/http-client';

export interface Insights {
  days: number;
  daily: Array<{ date: string; guests: number; users: number }>;
  funnel: { guests: number; registered: number; practising: number };
  nudges: Array<{ nudge: string; shown: number; clicked: number; converted: number }>;
  top_videos: Array<{ video_id: string; starts: number; completes: number }>;
}

/** The query keys of insights (it only reads). */
const insightsKeys = {
  all: ['admin', 'insights'] as const,
  days: (days: number) => ['admin', 'insights', days] as const,
};

export const insightsQuery = (days: number) =>
  queryOptions({
    queryKey: insightsKeys.days(days),
    queryFn: ({ signal }) => api.get<Insights>(`admin/insights/?days=${days}`, signal),
  });
