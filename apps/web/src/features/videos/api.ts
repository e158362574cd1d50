import type {
  Category,
  ClassesInterestRequest,
  CommunityPulse,
  Tag,
  Video,
  VideoLanguage,
  VideoListPage,
} from '@sangam/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/http-client';
import { toQueryString, type VideoFilters } from './filters';

/** A page of the list; a search that found nothing names close spellings (`suggestions`). */
export type VideoPage = VideoListPage;

/**
 * The list from a first page on: infinite scroll appends the following pages to the same query,
 * so Previous/Next and scrolling share one cache entry per filter set and starting page.
 */
export const videoListQuery = (filters: VideoFilters, firstPage: number) =>
  infiniteQueryOptions({
    queryKey: ['videos', 'list', toQueryString(filters), firstPage],
    initialPageParam: firstPage,
    queryFn: ({ pageParam, signal }) => api.get<VideoPage>(`videos/?${toQueryString(filters, pageParam)}`, signal),
    getNextPageParam: (last, _all, lastParam) => (last.next ? lastParam + 1 : undefined),
    staleTime: 60_000,
  });

const catalogue = <T>(path: string, key: string[]) =>
  queryOptions({
    queryKey: ['videos', ...key],
    queryFn: ({ signal }) => api.get<T>(path, signal),
    staleTime: 10 * 60_000,
  });

export const categoriesQuery = () => catalogue<Category[]>('videos/categories/', ['categories']);
export const languagesQuery = () => catalogue<VideoLanguage[]>('videos/languages/', ['languages']);
/** Tags and a video's own tags come named in the page's language (issue 21). */
export const tagsQuery = (category: string, lang: string) =>
  catalogue<Tag[]>(`videos/tags/?category=${encodeURIComponent(category)}&lang=${lang}`, ['tags', category, lang]);
export const videoQuery = (id: string, lang: string) =>
  catalogue<Video>(`videos/${encodeURIComponent(id)}/video/?lang=${lang}`, ['video', id, lang]);
export const pulseQuery = () => catalogue<CommunityPulse>('videos/pulse/', ['pulse']);

export const submitClassesInterest = (body: ClassesInterestRequest) =>
  api.post<{ detail: string }>('classes-interest/', body);
