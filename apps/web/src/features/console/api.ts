import type {
  AuditEntry,
  ConsoleCreator,
  ConsolePerson,
  ConsolePersonDetail,
  ConsoleTemple,
  ConsoleUpdateVideoRequest,
  ConsoleVideo,
  CreateVideoRequest,
  UserRole,
  VerificationStatus,
  VideoStatus,
} from '@sangam/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/http-client';
import { pagedList, queryString, type Page } from '../../shared/api/paged-list';

/** The operator's console (issue 20): every query of it lives under one key factory, 'console'. */

export interface VideoFilters {
  status: VideoStatus;
  category?: string;
  q?: string;
}
export interface CreatorFilters {
  status: VerificationStatus;
  q?: string;
}
export interface AuditFilters {
  action?: string;
  actor?: string;
}

export const consoleKeys = {
  all: ['console'] as const,
  counts: () => [...consoleKeys.all, 'counts'] as const,
  videos: () => [...consoleKeys.all, 'videos'] as const,
  videoList: (filters: VideoFilters) => [...consoleKeys.videos(), 'list', filters] as const,
  categoryOrder: (category: string) => [...consoleKeys.videos(), 'order', category] as const,
  creators: () => [...consoleKeys.all, 'creators'] as const,
  creatorList: (filters: CreatorFilters) => [...consoleKeys.creators(), 'list', filters] as const,
  temples: () => [...consoleKeys.all, 'temples'] as const,
  templeList: (q: string) => [...consoleKeys.temples(), 'list', q] as const,
  people: () => [...consoleKeys.all, 'people'] as const,
  personList: (q: string) => [...consoleKeys.people(), 'list', q] as const,
  person: (id: number) => [...consoleKeys.people(), 'detail', id] as const,
  audit: () => [...consoleKeys.all, 'audit'] as const,
  auditList: (filters: AuditFilters) => [...consoleKeys.audit(), 'list', filters] as const,
};

const PAGE_SIZE = 20;
/** The most a category's order shows: the API's largest page. */
export const ORDER_PAGE_SIZE = 100;

// ---- Counts for the console's home ----------------------------------------------------------------

const countOf = (path: string, signal: AbortSignal) =>
  api.get<Page<unknown>>(`${path}${path.includes('?') ? '&' : '?'}page_size=1`, signal).then((page) => page.count);

/** The dashboard's figures, each a one-row page read for its count; reports only for administrators. */
export const countsQuery = (withReports: boolean) =>
  queryOptions({
    queryKey: [...consoleKeys.counts(), withReports],
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const [videos, creators, reports] = await Promise.all([
        countOf('admin/videos/?status=pending', signal),
        countOf('admin/creators/?status=pending', signal),
        withReports ? countOf('reports/?status=open', signal) : Promise.resolve(null),
      ]);
      return { videos, creators, reports };
    },
  });

// ---- Videos --------------------------------------------------------------------------------------

export const videoListQuery = (filters: VideoFilters) =>
  pagedList<ConsoleVideo>(consoleKeys.videoList(filters), 'admin/videos/', { ...filters, page_size: PAGE_SIZE });

/** A category's published videos, placed ones first by their place, then the others as the API lists them. */
export const categoryOrderQuery = (category: string) =>
  queryOptions({
    queryKey: consoleKeys.categoryOrder(category),
    queryFn: async ({ signal }) => {
      const page = await api.get<Page<ConsoleVideo>>(
        `admin/videos/?${queryString({ status: 'published', category, page_size: ORDER_PAGE_SIZE })}`,
        signal,
      );
      return { count: page.count, videos: inCategoryOrder(page.results) };
    },
  });

/** Placed videos (position 1, 2, …) before unplaced ones (0), which keep the order they came in. */
export function inCategoryOrder(videos: ConsoleVideo[]): ConsoleVideo[] {
  const placed = videos.filter((v) => v.position > 0).sort((a, b) => a.position - b.position);
  return [...placed, ...videos.filter((v) => v.position <= 0)];
}

/** After a change to a video: the console's lists and counts, and the public library. */
function useRefreshVideos() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: consoleKeys.videos() });
    void client.invalidateQueries({ queryKey: consoleKeys.counts() });
    void client.invalidateQueries({ queryKey: consoleKeys.audit() });
    void client.invalidateQueries({ queryKey: ['videos'] });
  };
}

export type VideoAction = 'publish' | 'unpublish';

export function useVideoMutations() {
  const refresh = useRefreshVideos();
  const path = (id: number) => `admin/videos/${id}/`;
  return {
    create: useMutation({
      mutationFn: (body: CreateVideoRequest) => api.post<ConsoleVideo>('admin/videos/', body),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: ConsoleUpdateVideoRequest }) =>
        api.patch<ConsoleVideo>(path(id), body),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: number) => api.delete<void>(path(id)), onSuccess: refresh }),
    act: useMutation({
      mutationFn: ({ id, action }: { id: number; action: VideoAction }) =>
        api.post<ConsoleVideo>(`${path(id)}${action}/`),
      onSuccess: refresh,
    }),
    reject: useMutation({
      mutationFn: ({ id, reason }: { id: number; reason: string }) =>
        api.post<ConsoleVideo>(`${path(id)}reject/`, { reason }),
      onSuccess: refresh,
    }),
    order: useMutation({
      mutationFn: ({ category, ids }: { category: string; ids: number[] }) =>
        api.put<unknown>(`admin/categories/${encodeURIComponent(category)}/order/`, { video_ids: ids }),
      onSuccess: refresh,
    }),
  };
}

// ---- Creators ------------------------------------------------------------------------------------

export const creatorListQuery = (filters: CreatorFilters) =>
  pagedList<ConsoleCreator>(consoleKeys.creatorList(filters), 'admin/creators/', { ...filters, page_size: PAGE_SIZE });

export function useCreatorMutations() {
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: consoleKeys.creators() });
    void client.invalidateQueries({ queryKey: consoleKeys.counts() });
    void client.invalidateQueries({ queryKey: consoleKeys.audit() });
  };
  return {
    verify: useMutation({
      mutationFn: (id: number) => api.post<ConsoleCreator>(`admin/creators/${id}/verify/`),
      onSuccess: refresh,
    }),
    reject: useMutation({
      mutationFn: ({ id, reason }: { id: number; reason: string }) =>
        api.post<ConsoleCreator>(`admin/creators/${id}/reject/`, { reason }),
      onSuccess: refresh,
    }),
  };
}

// ---- Temples -------------------------------------------------------------------------------------

/** POST /api/admin/temples/: the fields the console's form sends. */
export interface NewTemple {
  name: string;
  deity: string;
  place: string;
  region: string;
  country: string;
  time_zone: string;
  content_language: string;
  staff: string;
}

export const templeListQuery = (q: string) =>
  pagedList<ConsoleTemple>(consoleKeys.templeList(q), 'admin/temples/', { q, page_size: PAGE_SIZE });

export function useTempleMutations() {
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: consoleKeys.temples() });
    void client.invalidateQueries({ queryKey: consoleKeys.audit() });
    // The public temple pages and the staff's own list show what changed.
    void client.invalidateQueries({ queryKey: ['temples'] });
    void client.invalidateQueries({ queryKey: ['temple-staff'] });
  };
  return {
    create: useMutation({
      mutationFn: (body: NewTemple) => api.post<ConsoleTemple>('admin/temples/', body),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: { staff?: string; published?: boolean } }) =>
        api.patch<ConsoleTemple>(`admin/temples/${id}/`, body),
      onSuccess: refresh,
    }),
  };
}

// ---- People --------------------------------------------------------------------------------------

export const personListQuery = (q: string) =>
  pagedList<ConsolePerson>(consoleKeys.personList(q), 'admin/people/', { q, page_size: PAGE_SIZE });

export const personQuery = (id: number) =>
  queryOptions({
    queryKey: consoleKeys.person(id),
    staleTime: 0,
    queryFn: ({ signal }) => api.get<ConsolePersonDetail>(`admin/people/${id}/`, signal),
  });

export function usePersonMutations(id: number) {
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: consoleKeys.people() });
    void client.invalidateQueries({ queryKey: consoleKeys.audit() });
  };
  const path = `admin/people/${id}/`;
  return {
    setRole: useMutation({
      mutationFn: (role: UserRole) => api.patch<ConsolePersonDetail>(path, { role }),
      onSuccess: refresh,
    }),
    ban: useMutation({
      mutationFn: (body: { reason: string; days: number | null }) => api.post<unknown>(`${path}ban/`, body),
      onSuccess: refresh,
    }),
    lift: useMutation({ mutationFn: () => api.delete<void>(`${path}ban/`), onSuccess: refresh }),
    logoutAll: useMutation({ mutationFn: () => api.post<unknown>(`${path}logout-all/`), onSuccess: refresh }),
  };
}

// ---- Audit ---------------------------------------------------------------------------------------

export const auditListQuery = (filters: AuditFilters) =>
  pagedList<AuditEntry>(consoleKeys.auditList(filters), 'admin/audit/', { ...filters, page_size: PAGE_SIZE });
