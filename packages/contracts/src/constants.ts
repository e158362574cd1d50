/** Business constants and limits of spec section 9: one place for each number. */

export const PAGE_SIZE = {
  communities: 12,
  posts: 10,
  feed: 10,
  /** Comments are not sent a page size; the client computes total pages as count / 10. */
  comments: 10,
} as const;

export const SORT_OPTIONS = ['new', 'top', 'hot'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_COMMUNITY_SORT: SortOption = 'new';
export const DEFAULT_FEED_SORT: SortOption = 'hot';
/** How far back a list of posts reaches (`t`, issue 26): the posts of the last day, week, month, year, or all. */
export const TOP_PERIODS = ['day', 'week', 'month', 'year', 'all'] as const;
export type TopPeriod = (typeof TOP_PERIODS)[number];
export const DEFAULT_TOP_PERIOD: TopPeriod = 'all';
export const DEFAULT_MIN_KARMA_TO_POST = 0;

export const REPORT_REASONS = ['spam', 'inappropriate', 'harassment', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const TIMING = {
  searchDebounceMs: 300,
  infiniteScrollDebounceMs: 100,
  infiniteScrollTriggerPx: 500,
  toastTimeoutMs: 3500,
  dropdownBlurCloseMs: 150,
  chunkLoadTimeoutMs: 120_000,
  eventFlushIntervalMs: 15_000,
} as const;

export const LIST_UI = {
  listSkeletons: 6,
  postSkeletons: 5,
  promotionEvery: 11,
  eagerImages: 6,
  highPriorityImages: 3,
  smallScreenMaxPx: 768,
} as const;

export const EVENTS_LIMITS = {
  bufferSize: 100,
  duplicateCacheSize: 1000,
  maxSendAttempts: 3,
} as const;

export const GEOLOCATION = {
  retries: 2,
  retryDelayMs: 2000,
  positionTimeoutMs: 30_000,
  maximumAgeMs: 60_000,
  mapsPollMs: 100,
  defaultCity: 'Kolkata',
  defaultCountry: 'India',
  defaultTimeZone: 'Asia/Kolkata',
} as const;

export const DATA_DELETION_BUSINESS_DAYS = 7;
/** Effective date of the privacy policy, terms and data deletion page (spec section 2). */
export const LEGAL_EFFECTIVE_DATE = '2025-05-05';

/** Total pages = ceil(count / page size), and at least 1 so 'Page 1 of 1' shows for an empty list. */
export function totalPages(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}
