import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/http-client';

export interface Insights {
  days: number;
  daily: Array<{ date: string; guests: number; users: number }>;
  funnel: { guests: number; registered: number; practising: number };
  nudges: Array<{ nudge: string; shown: number; clicked: number; converted: number }>;
  top_videos: Array<{ video_id: string; starts: number; completes: number }>;
}

export const insightsQuery = (days: number) =>
  queryOptions({
    queryKey: ['admin', 'insights', days],
    queryFn: ({ signal }) => api.get<Insights>(`admin/insights/?days=${days}`, signal),
  });
