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

/**
 * The query keys of the video library, in one place. The console refreshes the root ('videos')
 * after an editor's change, so the values stay as they were.
 */
export const videoKeys = {
  all: ['videos'] as const,
  list: (filters: VideoFilters, firstPage: number) => ['videos', 'list', toQueryString(filters), firstPage] as const,
  categories: (lang: string) => ['videos', 'categories', lang] as const,
  languages: () => ['videos', 'languages'] as const,
  tags: (category: string, lang: string) => ['videos', 'tags', category, lang] as const,
  video: (id: string, lang: string) => ['videos', 'video', id, lang] as const,
  pulse: () => ['videos', 'pulse'] as const,
};

/** A page of the list; a search that found nothing names close spellings (`suggestions`). */
export type VideoPage = VideoListPage;

/**
 * The list from a first page on: infinite scroll appends the following pages to the same query,
 * so Previous/Next and scrolling share one cache entry per filter set and starting page.
 */
export const videoListQuery = (filters: VideoFilters, firstPage: number) =>
  infiniteQueryOptions({
    queryKey: videoKeys.list(filters, firstPage),
    initialPageParam: firstPage,
    queryFn: ({ pageParam, signal }) => api.get<VideoPage>(`videos/?${toQueryString(filters, pageParam)}`, signal),
    getNextPageParam: (last, _all, lastParam) => (last.next ? lastParam + 1 : undefined),
    staleTime: 60_000,
  });

const catalogue = <T>(path: string, key: readonly string[]) =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => api.get<T>(path, signal),
    staleTime: 10 * 60_000,
  });

/** Categories named in the page's language: the names editors give them in the console (issue 21). */
export const categoriesQuery = (lang: string) =>
  catalogue<Category[]>(`videos/categories/?lang=${lang}`, videoKeys.categories(lang));
export const languagesQuery = () => catalogue<VideoLanguage[]>('videos/languages/', videoKeys.languages());
/** Tags and a video's own tags come named in the page's language (issue 21). */
export const tagsQuery = (category: string, lang: string) =>
  catalogue<Tag[]>(
    `videos/tags/?category=${encodeURIComponent(category)}&lang=${lang}`,
    videoKeys.tags(category, lang),
  );
export const videoQuery = (id: string, lang: string) =>
  catalogue<Video>(`videos/${encodeURIComponent(id)}/video/?lang=${lang}`, videoKeys.video(id, lang));
export const pulseQuery = () => catalogue<CommunityPulse>('videos/pulse/', videoKeys.pulse());

export const videoCalls = {
  /** The classes-interest nudge's answers. */
  sendClassesInterest: (body: ClassesInterestRequest) => api.post<{ detail: string }>('classes-interest/', body),
};
