import {
  PAGE_SIZE,
  type Comment,
  type Community,
  type CreateCommentRequest,
  type CreateCommunityRequest,
  type CreatePostRequest,
  type FollowAnswer,
  type Post,
  type PostDetail,
  type Report,
  type ReportRequest,
  type SortOption,
  type VoteAnswer,
} from '@sangam/contracts';
import { queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/http-client';
import { pagedList, queryString, type Page } from '../../shared/api/paged-list';

// Communities live under the key 'communities', posts under 'posts', comments under 'comments':
// an optimistic change patches every cached copy of the item under its root.

// `lang`: the reader's language, in which communities and their tags are named when translated;
// `languages`: the reader's languages, whose communities come first (shared/session/reader-languages).
export const communitiesQuery = (q: string, lang: string, languages: string) =>
  pagedList<Community>(['communities', 'list', q, lang, languages], 'communities/', {
    q,
    lang,
    languages,
    page_size: PAGE_SIZE.communities,
  });
export const myCommunitiesQuery = (lang: string) =>
  pagedList<Community>(['communities', 'mine', lang], 'communities/mine/', {
    lang,
    page_size: PAGE_SIZE.communities,
  });
export const communityQuery = (slug: string, lang: string) =>
  queryOptions({
    queryKey: ['communities', 'detail', slug, lang],
    queryFn: ({ signal }) =>
      api.get<Community>(`communities/${encodeURIComponent(slug)}/?${queryString({ lang })}`, signal),
  });

// Posts name their community in `lang`, the reader's language, where it is translated.
export const postsQuery = (community: string, sort: SortOption, tag: string, lang: string) =>
  pagedList<Post>(['posts', 'list', community, sort, tag, lang], 'posts/', {
    community,
    sort,
    tag,
    lang,
    page_size: PAGE_SIZE.posts,
  });
export const feedQuery = (sort: SortOption, lang: string) =>
  pagedList<Post>(['posts', 'feed', sort, lang], 'posts/feed/', { sort, lang, page_size: PAGE_SIZE.feed });
export const postQuery = (id: number, lang: string) =>
  queryOptions({
    queryKey: ['posts', 'detail', id, lang],
    queryFn: ({ signal }) => api.get<PostDetail>(`posts/${id}/?${queryString({ lang })}`, signal),
  });

export const commentsQuery = (post: number) => pagedList<Comment>(['comments', post], 'comments/', { post });

export const createCommunity = (body: CreateCommunityRequest) => api.post<Community>('communities/', body);
export const followCommunity = (id: number, follow: boolean) =>
  api.post<FollowAnswer>(`communities/${id}/${follow ? 'follow' : 'unfollow'}/`);
export const createPost = (body: CreatePostRequest) => api.post<PostDetail>('posts/', body);
export const votePost = (id: number, direction: 'upvote' | 'downvote') =>
  api.post<VoteAnswer>(`posts/${id}/${direction}/`);
export const voteComment = (id: number, direction: 'upvote' | 'downvote') =>
  api.post<VoteAnswer>(`comments/${id}/${direction}/`);
export const createComment = (body: CreateCommentRequest) => api.post<Comment>('comments/', body);
export const editComment = (id: number, content: string) => api.patch<Comment>(`comments/${id}/`, { content });
export const deleteComment = (id: number) => api.delete<Comment>(`comments/${id}/`);
export const submitReport = (body: ReportRequest) => api.post<Report>('reports/', body);
export const moderatePost = (id: number, action: 'remove' | 'restore' | 'lock' | 'unlock') =>
  api.post<PostDetail>(`posts/${id}/${action}/`);
export const moderateComment = (id: number, action: 'remove' | 'restore') =>
  api.post<Comment>(`comments/${id}/${action}/`);

/** Applies `change` to the item with `id` wherever it is cached under `root` (lists and details). */
export function patchCached<T extends { id: number }>(
  client: QueryClient,
  root: 'communities' | 'posts' | 'comments',
  id: number,
  change: (item: T) => T,
) {
  const patchList = (page: Page<T>): Page<T> => ({
    ...page,
    results: page.results.map((item) => (item.id === id ? change(item) : item)),
  });
  client.setQueriesData({ queryKey: [root] }, (data: unknown) => {
    if (!data || typeof data !== 'object') return data;
    if ('pages' in data) {
      const infinite = data as InfiniteData<Page<T>>;
      return { ...infinite, pages: infinite.pages.map(patchList) };
    }
    if ('results' in data) return patchList(data as Page<T>);
    const item = data as T;
    return item.id === id ? change(item) : item;
  });
}

/** Open reports of one community (its moderators), or of every community (an administrator's console). */
export const reportsQuery = (community?: string) =>
  queryOptions({
    queryKey: ['reports', community ?? ''],
    // A moderator's queue is read fresh each time it is shown.
    staleTime: 0,
    queryFn: ({ signal }) => api.get<Page<Report>>(`reports/?${queryString({ community, page_size: 50 })}`, signal),
  });
export const resolveReport = (id: number) => api.post<Report>(`reports/${id}/resolve/`);
