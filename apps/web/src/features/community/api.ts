import {
  DEFAULT_TOP_PERIOD,
  PAGE_SIZE,
  type BanRequest,
  type BlockAnswer,
  type Comment,
  type Community,
  type CommunityBan,
  type CommunitySettings,
  type CreateCommentRequest,
  type CreateCommunityRequest,
  type CreatePostRequest,
  type FollowAnswer,
  type ListedComment,
  type ModeratorList,
  type ModlogEntry,
  type Post,
  type PostDetail,
  type Profile,
  type Report,
  type ReportRequest,
  type SavedAnswer,
  type SavedComment,
  type SortOption,
  type TopPeriod,
  type UpdateCommunityRequest,
  type UpdatePostRequest,
  type UserSearchAnswer,
  type VoteAnswer,
} from '@sangam/contracts';
import { queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/http-client';
import { pagedList, queryString, type Page } from '../../shared/api/paged-list';

/**
 * The query keys of the community: communities, posts, comments and reports, in one place. An
 * optimistic change patches every cached copy of an item under its root ('communities', 'posts',
 * 'comments'), so each list and page of a kind keeps its root first.
 */
export const communityKeys = {
  communities: ['communities'] as const,
  // `lang`: the reader's language, in which communities and their tags are named when translated;
  // `languages`: the reader's languages, whose communities come first (shared/session/reader-languages).
  communityList: (q: string, lang: string, languages: string) => ['communities', 'list', q, lang, languages] as const,
  /** The reader's communities, in every language. */
  mine: ['communities', 'mine'] as const,
  myCommunities: (lang: string) => ['communities', 'mine', lang] as const,
  community: (slug: string, lang: string) => ['communities', 'detail', slug, lang] as const,
  /** A community's texts as written, for its moderators' form. */
  settings: (id: number) => ['communities', 'settings', id] as const,
  /** A community's running bans, for its moderators (issue 26). */
  bans: (id: number) => ['communities', 'bans', id] as const,
  posts: ['posts'] as const,
  /** Every community's list of posts, in every sort and language. */
  postLists: ['posts', 'list'] as const,
  postList: (community: string, sort: SortOption, period: TopPeriod, tag: string, lang: string, q: string) =>
    ['posts', 'list', community, sort, period, tag, lang, q] as const,
  /** The reader's feed, in every sort and language. */
  feeds: ['posts', 'feed'] as const,
  feed: (sort: SortOption, period: TopPeriod, lang: string) => ['posts', 'feed', sort, period, lang] as const,
  /** The reader's saved posts (under 'posts' and 'comments', so votes and saves patch them too). */
  savedPostLists: ['posts', 'saved'] as const,
  savedPosts: (lang: string) => ['posts', 'saved', lang] as const,
  savedComments: ['comments', 'saved'] as const,
  post: (id: number, lang: string) => ['posts', 'detail', id, lang] as const,
  comments: ['comments'] as const,
  postComments: (post: number) => ['comments', post] as const,
  /** A vote on its way (a mutation's key, not a query's): live scores leave the item to its answer. */
  vote: (kind: 'posts' | 'comments', id: number) => ['vote', kind, id] as const,
  reports: ['reports'] as const,
  reportQueue: (community?: string) => ['reports', community ?? ''] as const,
  /** Public profiles (issue 26): a person, in the reader's language (the communities they moderate). */
  people: ['people'] as const,
  person: (username: string, lang: string) => ['people', username, lang] as const,
  /** Names offered for a mention being typed. */
  mentionNames: (typed: string) => ['people', 'search', typed] as const,
  // A person's posts and comments live under the posts' and comments' roots, so votes patch them too.
  personPosts: (username: string, lang: string) => ['posts', 'person', username, lang] as const,
  personComments: (username: string) => ['comments', 'person', username] as const,
  /** Comments searched (issue 26): every community's, or one's (`community`). */
  commentSearch: (q: string, community: string) => ['comments', 'search', q, community] as const,
  /** A community's moderators and its moderation log (issue 26), by community id. */
  moderators: (id: number) => ['communities', 'moderators', id] as const,
  modlog: (id: number) => ['communities', 'modlog', id] as const,
};

export const communitiesQuery = (q: string, lang: string, languages: string) =>
  pagedList<Community>(communityKeys.communityList(q, lang, languages), 'communities/', {
    q,
    lang,
    languages,
    page_size: PAGE_SIZE.communities,
  });
export const myCommunitiesQuery = (lang: string) =>
  pagedList<Community>(communityKeys.myCommunities(lang), 'communities/mine/', {
    lang,
    page_size: PAGE_SIZE.communities,
  });
export const communityQuery = (slug: string, lang: string) =>
  queryOptions({
    queryKey: communityKeys.community(slug, lang),
    queryFn: ({ signal }) =>
      api.get<Community>(`communities/${encodeURIComponent(slug)}/?${queryString({ lang })}`, signal),
  });

export const communitySettingsQuery = (id: number) =>
  queryOptions({
    queryKey: communityKeys.settings(id),
    // Read fresh each time the form opens: another moderator may have changed it.
    staleTime: 0,
    queryFn: ({ signal }) => api.get<CommunitySettings>(`communities/${id}/settings/`, signal),
  });

export const communityBansQuery = (id: number) =>
  pagedList<CommunityBan>(communityKeys.bans(id), `communities/${id}/bans/`, {});

// Posts name their community in `lang`, the reader's language, where it is translated. `community`
// empty: every community's posts; `period`: how far back (the default, all, is left out of the
// address); `q`: words searched in any script or spelling, best match first.
export const postsQuery = (community: string, sort: SortOption, period: TopPeriod, tag: string, lang: string, q = '') =>
  pagedList<Post>(communityKeys.postList(community, sort, period, tag, lang, q), 'posts/', {
    community,
    sort,
    t: periodParam(period),
    tag,
    lang,
    q,
    page_size: PAGE_SIZE.posts,
  });
export const feedQuery = (sort: SortOption, period: TopPeriod, lang: string) =>
  pagedList<Post>(communityKeys.feed(sort, period, lang), 'posts/feed/', {
    sort,
    t: periodParam(period),
    lang,
    page_size: PAGE_SIZE.feed,
  });

/** `t` as sent: none for all time, the API's default. */
const periodParam = (period: TopPeriod) => (period === DEFAULT_TOP_PERIOD ? undefined : period);

/** The reader's saved posts, or comments (each with its post's title), the most recently saved first. */
export const savedPostsQuery = (lang: string) =>
  pagedList<Post>(communityKeys.savedPosts(lang), 'me/saved/', { type: 'post', lang, page_size: PAGE_SIZE.posts });
export const savedCommentsQuery = () =>
  pagedList<SavedComment>(communityKeys.savedComments, 'me/saved/', { type: 'comment', page_size: PAGE_SIZE.posts });
export const postQuery = (id: number, lang: string) =>
  queryOptions({
    queryKey: communityKeys.post(id, lang),
    queryFn: ({ signal }) => api.get<PostDetail>(`posts/${id}/?${queryString({ lang })}`, signal),
  });

/** Posts whose thread is to be read fresh, until when: a guest's list is shared for a moment (issue 26). */
const freshThreads = new Map<number, number>();

/**
 * The next reads of a post's thread (for a few seconds) carry the cache-buster `t`, so they pass the
 * list the server shares with guests: a comment the live thread announced is in them.
 */
export function readThreadFresh(post: number) {
  freshThreads.set(post, Date.now() + 5000);
}

export const commentsQuery = (post: number) =>
  pagedList<Comment>(communityKeys.postComments(post), 'comments/', () =>
    (freshThreads.get(post) ?? 0) > Date.now() ? { post, t: Date.now() } : { post },
  );

const personPath = (username: string) => `users/${encodeURIComponent(username)}/`;

export const personQuery = (username: string, lang: string) =>
  queryOptions({
    queryKey: communityKeys.person(username, lang),
    queryFn: ({ signal }) => api.get<Profile>(`${personPath(username)}?${queryString({ lang })}`, signal),
  });
export const personPostsQuery = (username: string, lang: string) =>
  pagedList<Post>(communityKeys.personPosts(username, lang), `${personPath(username)}posts/`, {
    lang,
    page_size: PAGE_SIZE.posts,
  });
export const personCommentsQuery = (username: string) =>
  pagedList<ListedComment>(communityKeys.personComments(username), `${personPath(username)}comments/`, {
    page_size: PAGE_SIZE.comments,
  });

export const communityCalls = {
  block: (username: string, block: boolean) =>
    block
      ? api.post<BlockAnswer>(`${personPath(username)}block/`)
      : api.delete<BlockAnswer>(`${personPath(username)}block/`),
  createCommunity: (body: CreateCommunityRequest) => api.post<Community>('communities/', body),
  updateCommunity: (id: number, body: UpdateCommunityRequest) => api.patch<Community>(`communities/${id}/`, body),
  follow: (id: number, follow: boolean) =>
    api.post<FollowAnswer>(`communities/${id}/${follow ? 'follow' : 'unfollow'}/`),
  createPost: (body: CreatePostRequest) => api.post<PostDetail>('posts/', body),
  editPost: (id: number, body: UpdatePostRequest) => api.patch<PostDetail>(`posts/${id}/`, body),
  deletePost: (id: number) => api.delete<PostDetail>(`posts/${id}/`),
  votePost: (id: number, direction: 'upvote' | 'downvote') => api.post<VoteAnswer>(`posts/${id}/${direction}/`),
  voteComment: (id: number, direction: 'upvote' | 'downvote') => api.post<VoteAnswer>(`comments/${id}/${direction}/`),
  save: (kind: 'posts' | 'comments', id: number, saved: boolean) =>
    saved ? api.post<SavedAnswer>(`${kind}/${id}/save/`) : api.delete<SavedAnswer>(`${kind}/${id}/save/`),
  createComment: (body: CreateCommentRequest) => api.post<Comment>('comments/', body),
  editComment: (id: number, content: string) => api.patch<Comment>(`comments/${id}/`, { content }),
  deleteComment: (id: number) => api.delete<Comment>(`comments/${id}/`),
  report: (body: ReportRequest) => api.post<Report>('reports/', body),
  // A removal may say why (issue 26): the author reads it, and so does the community's log.
  moderatePost: (id: number, action: 'remove' | 'restore' | 'lock' | 'unlock' | 'pin' | 'unpin', reason?: string) =>
    reason
      ? api.post<PostDetail>(`posts/${id}/${action}/`, { reason })
      : api.post<PostDetail>(`posts/${id}/${action}/`),
  moderateComment: (id: number, action: 'remove' | 'restore', reason?: string) =>
    reason
      ? api.post<Comment>(`comments/${id}/${action}/`, { reason })
      : api.post<Comment>(`comments/${id}/${action}/`),
  addModerator: (community: number, username: string) =>
    api.post<ModeratorList>(`communities/${community}/moderators/`, { username }),
  removeModerator: (community: number, username: string) =>
    api.delete<ModeratorList>(`communities/${community}/moderators/${encodeURIComponent(username)}/`),
  resolveReport: (id: number) => api.post<Report>(`reports/${id}/resolve/`),
  ban: (community: number, body: BanRequest) => api.post<CommunityBan>(`communities/${community}/bans/`, body),
  unban: (community: number, username: string) =>
    api.delete<null>(`communities/${community}/bans/${encodeURIComponent(username)}/`),
};

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
  client.setQueriesData({ queryKey: communityKeys[root] }, (data: unknown) => {
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
    queryKey: communityKeys.reportQueue(community),
    // A moderator's queue is read fresh each time it is shown.
    staleTime: 0,
    queryFn: ({ signal }) => api.get<Page<Report>>(`reports/?${queryString({ community, page_size: 50 })}`, signal),
  });

/** The people whose name starts with what is typed after `@` (members only). */
export const mentionNamesQuery = (typed: string) =>
  queryOptions({
    queryKey: communityKeys.mentionNames(typed),
    queryFn: ({ signal }) => api.get<UserSearchAnswer>(`users/search/?${queryString({ q: typed })}`, signal),
    staleTime: 60_000,
  });

/** Who moderates a community: public, shown on its page and managed in its settings. */
export const moderatorsQuery = (community: number) =>
  queryOptions({
    queryKey: communityKeys.moderators(community),
    queryFn: ({ signal }) => api.get<ModeratorList>(`communities/${community}/moderators/`, signal),
  });

/** A community's public moderation log, newest first, a page at a time. */
export const modlogQuery = (community: number) =>
  pagedList<ModlogEntry>(communityKeys.modlog(community), `communities/${community}/modlog/`, { page_size: 25 });

/** Comments whose words match, in any script, across the communities or in one. */
export const commentSearchQuery = (q: string, community = '') =>
  pagedList<ListedComment>(communityKeys.commentSearch(q, community), 'comments/', {
    q,
    community: community || undefined,
    page_size: PAGE_SIZE.comments,
  });
