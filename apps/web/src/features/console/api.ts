import type {
  AuditEntry,
  FailedDelivery,
  ConsoleCreator,
  ConsolePerson,
  ConsolePersonDetail,
  ConsoleTemple,
  ConsoleCategory,
  ConsoleCategoryUpdateRequest,
  ConsoleTag,
  ConsoleTagUpdateRequest,
  ConsoleUpdateVideoRequest,
  ConsoleVideo,
  CreateVideoRequest,
  UserRole,
  VerificationStatus,
  VideoStatus,
} from '@sangam/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/http-client';
import { pagedList, queryString, type Page } from '../../shared/api/paged-list';
import { videoKeys } from '../videos';

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
  countsFor: (withReports: boolean) => [...consoleKeys.counts(), withReports] as const,
  videos: () => [...consoleKeys.all, 'videos'] as const,
  videoList: (filters: VideoFilters) => [...consoleKeys.videos(), 'list', filters] as const,
  categoryOrder: (category: string) => [...consoleKeys.videos(), 'order', category] as const,
  creators: () => [...consoleKeys.all, 'creators'] as const,
  creatorList: (filters: CreatorFilters) => [...consoleKeys.creators(), 'list', filters] as const,
  /** A verification document's picture at one width. */
  document: (id: string, width: number) => [...consoleKeys.creators(), 'document', id, width] as const,
  temples: () => [...consoleKeys.all, 'temples'] as const,
  templeList: (q: string) => [...consoleKeys.temples(), 'list', q] as const,
  tags: () => [...consoleKeys.all, 'tags'] as const,
  tagList: (q: string) => [...consoleKeys.tags(), 'list', q] as const,
  categories: () => [...consoleKeys.all, 'categories'] as const,
  people: () => [...consoleKeys.all, 'people'] as const,
  personList: (q: string) => [...consoleKeys.people(), 'list', q] as const,
  person: (id: number) => [...consoleKeys.people(), 'detail', id] as const,
  audit: () => [...consoleKeys.all, 'audit'] as const,
  auditList: (filters: AuditFilters) => [...consoleKeys.audit(), 'list', filters] as const,
  deliveries: () => [...consoleKeys.all, 'deliveries'] as const,
};

const PAGE_SIZE = 20;
/** The most a category's order shows: the API's largest page. */
export const ORDER_PAGE_SIZE = 100;

// ---- Counts for the console's home ----------------------------------------------------------------

const countOf = (path: string, signal: AbortSignal) =>
  api.get<Page<unknown>>(`${path}${path.includes('?') ? '&' : '?'}page_size=1`, signal).then((page) => page.count);

/** The dashboard's figures, each a one-row page read for its count; reports and deliveries for administrators. */
export const countsQuery = (withReports: boolean) =>
  queryOptions({
    queryKey: consoleKeys.countsFor(withReports),
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const [videos, creators, reports, deliveries] = await Promise.all([
        countOf('admin/videos/?status=pending', signal),
        countOf('admin/creators/?status=pending', signal),
        withReports ? countOf('reports/?status=open', signal) : Promise.resolve(null),
        withReports ? countOf('admin/deliveries/', signal) : Promise.resolve(null),
      ]);
      return { videos, creators, reports, deliveries };
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
export function refreshAfterVideoChange(client: QueryClient) {
  void client.invalidateQueries({ queryKey: consoleKeys.videos() });
  void client.invalidateQueries({ queryKey: consoleKeys.counts() });
  void client.invalidateQueries({ queryKey: consoleKeys.audit() });
  void client.invalidateQueries({ queryKey: videoKeys.all });
}

export type VideoAction = 'publish' | 'unpublish';

// ---- Creators ------------------------------------------------------------------------------------

export const creatorListQuery = (filters: CreatorFilters) =>
  pagedList<ConsoleCreator>(consoleKeys.creatorList(filters), 'admin/creators/', { ...filters, page_size: PAGE_SIZE });

/** After a verification or a refusal: the queue, the counts and the audit. */
export function refreshAfterCreatorChange(client: QueryClient) {
  void client.invalidateQueries({ queryKey: consoleKeys.creators() });
  void client.invalidateQueries({ queryKey: consoleKeys.counts() });
  void client.invalidateQueries({ queryKey: consoleKeys.audit() });
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

/** After a temple is made or changed: the console's list and audit, the public pages and the staff's list. */
export function refreshAfterTempleChange(client: QueryClient) {
  void client.invalidateQueries({ queryKey: consoleKeys.temples() });
  void client.invalidateQueries({ queryKey: consoleKeys.audit() });
  // The poojas feature's keys (poojaKeys.temples, staffKeys.all): its index does not export them.
  void client.invalidateQueries({ queryKey: ['temples'] });
  void client.invalidateQueries({ queryKey: ['temple-staff'] });
}

// ---- Tags and categories (their names per language, issue 21) -------------------------------------

export const tagListQuery = (q: string) =>
  pagedList<ConsoleTag>(consoleKeys.tagList(q), 'admin/tags/', { q, page_size: PAGE_SIZE });

export const categoriesQuery = () =>
  queryOptions({
    queryKey: consoleKeys.categories(),
    queryFn: ({ signal }) => api.get<ConsoleCategory[]>('admin/categories/', signal),
  });

/** After a tag or category is renamed: the console's lists and audit, and the public library that shows the names. */
export function refreshAfterNamesChange(client: QueryClient) {
  void client.invalidateQueries({ queryKey: consoleKeys.tags() });
  void client.invalidateQueries({ queryKey: consoleKeys.categories() });
  void client.invalidateQueries({ queryKey: consoleKeys.videos() });
  void client.invalidateQueries({ queryKey: consoleKeys.audit() });
  void client.invalidateQueries({ queryKey: videoKeys.all });
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

/** After a change to a person: the people's list and page, and the audit. */
export function refreshAfterPersonChange(client: QueryClient) {
  void client.invalidateQueries({ queryKey: consoleKeys.people() });
  void client.invalidateQueries({ queryKey: consoleKeys.audit() });
}

// ---- Audit ---------------------------------------------------------------------------------------

export const auditListQuery = (filters: AuditFilters) =>
  pagedList<AuditEntry>(consoleKeys.auditList(filters), 'admin/audit/', { ...filters, page_size: PAGE_SIZE });

// ---- Deliveries that gave up ---------------------------------------------------------------------

export const deliveriesQuery = () =>
  pagedList<FailedDelivery>(consoleKeys.deliveries(), 'admin/deliveries/', { page_size: PAGE_SIZE });

/** After one is put back in line: the list, the home's count and the audit. */
export function refreshAfterDeliveryRetry(client: QueryClient) {
  void client.invalidateQueries({ queryKey: consoleKeys.deliveries() });
  void client.invalidateQueries({ queryKey: consoleKeys.counts() });
  void client.invalidateQueries({ queryKey: consoleKeys.audit() });
}

// ---- Writes --------------------------------------------------------------------------------------

/** The console's writes; each runs in a mutation whose success refreshes by `consoleKeys` (refreshAfter…). */
export const consoleCalls = {
  createVideo: (body: CreateVideoRequest) => api.post<ConsoleVideo>('admin/videos/', body),
  updateVideo: (id: number, body: ConsoleUpdateVideoRequest) => api.patch<ConsoleVideo>(`admin/videos/${id}/`, body),
  deleteVideo: (id: number) => api.delete<void>(`admin/videos/${id}/`),
  actOnVideo: (id: number, action: VideoAction) => api.post<ConsoleVideo>(`admin/videos/${id}/${action}/`),
  rejectVideo: (id: number, reason: string) => api.post<ConsoleVideo>(`admin/videos/${id}/reject/`, { reason }),
  updateTag: (slug: string, body: ConsoleTagUpdateRequest) =>
    api.patch<ConsoleTag>(`admin/tags/${encodeURIComponent(slug)}/`, body),
  updateCategory: (slug: string, body: ConsoleCategoryUpdateRequest) =>
    api.patch<ConsoleCategory>(`admin/categories/${encodeURIComponent(slug)}/`, body),
  orderCategory: (category: string, ids: number[]) =>
    api.put<unknown>(`admin/categories/${encodeURIComponent(category)}/order/`, { video_ids: ids }),
  verifyCreator: (id: number) => api.post<ConsoleCreator>(`admin/creators/${id}/verify/`),
  rejectCreator: (id: number, reason: string) => api.post<ConsoleCreator>(`admin/creators/${id}/reject/`, { reason }),
  createTemple: (body: NewTemple) => api.post<ConsoleTemple>('admin/temples/', body),
  updateTemple: (id: number, body: { staff?: string; published?: boolean }) =>
    api.patch<ConsoleTemple>(`admin/temples/${id}/`, body),
  setRole: (id: number, role: UserRole) => api.patch<ConsolePersonDetail>(`admin/people/${id}/`, { role }),
  ban: (id: number, body: { reason: string; days: number | null }) =>
    api.post<unknown>(`admin/people/${id}/ban/`, body),
  liftBan: (id: number) => api.delete<void>(`admin/people/${id}/ban/`),
  logoutAll: (id: number) => api.post<unknown>(`admin/people/${id}/logout-all/`),
  retryDelivery: (id: number) => api.post<FailedDelivery>(`admin/deliveries/${id}/retry/`),
};
