import type { Language } from '@sangam/contracts';

/**
 * Every in-app URL, built in one place. Builders return the path after the language prefix;
 * `localize` adds the prefix. The route table in src/app/routes.tsx matches these shapes.
 */
export const paths = {
  home: () => '',
  videos: () => 'videos',
  category: (slug: string) => `category/${encodeURIComponent(slug)}`,
  videoLanguage: (slug: string) => `language/${encodeURIComponent(slug)}`,
  tag: (slug: string) => `tag/${encodeURIComponent(slug)}`,
  search: (query: string) => `search/${encodeURIComponent(query)}`,
  video: (id: string | number) => `video/${encodeURIComponent(String(id))}`,
  dailyDharma: () => 'daily-dharma',
  practiceSetup: (from?: string) =>
    from ? `daily-dharma/setup?from=${encodeURIComponent(from)}` : 'daily-dharma/setup',
  practiceTracker: () => 'daily-dharma/tracker',
  practiceProgress: () => 'daily-dharma/progress',
  streakDetails: () => 'streakdetails',
  /** A day of the panchang ('YYYY-MM-DD'), or today's without one; `place` keeps a chosen place. */
  panchang: (date?: string, place = '') => `panchang${date ? `/${date}` : ''}${place}`,
  festivals: (year: number) => `festivals/${year}`,
  /** A month of the calendar, `2026/12`. */
  calendarMonth: (yearAndMonth: string) => `calendar/${yearAndMonth}`,
  /** A festival's page in a year. */
  festival: (id: string, year: string | number) => `festivals/${encodeURIComponent(id)}/${year}`,
  poojas: () => 'poojas',
  pooja: (slug: string) => `poojas/${encodeURIComponent(slug)}`,
  temple: (slug: string) => `temples/${encodeURIComponent(slug)}`,
  travel: () => 'travel',
  journey: (slug: string) => `travel/${encodeURIComponent(slug)}`,
  bookJourney: (slug: string) => `travel/${encodeURIComponent(slug)}/book`,
  retreats: () => 'retreats',
  retreat: (slug: string) => `retreats/${encodeURIComponent(slug)}`,
  bookRetreat: (slug: string) => `retreats/${encodeURIComponent(slug)}/book`,
  yogaRetreats: () => 'yoga-retreats',
  ayurveda: () => 'ayurveda',
  chanting: () => 'chanting',
  darshan: () => 'darshan',
  classes: () => 'classes',
  classesExplore: () => 'classes/explore',
  classDetail: (slug: string) => `classes/${encodeURIComponent(slug)}`,
  tutor: (id: string | number) => `tutors/${encodeURIComponent(String(id))}`,
  book: (slug: string) => `book/${encodeURIComponent(slug)}`,
  community: () => 'community',
  myCommunities: () => 'my-communities',
  saved: () => 'saved',
  communities: () => 'communities',
  createCommunity: () => 'communities/create',
  communityPosts: (slug: string) => `communities/${encodeURIComponent(slug)}`,
  communitySettings: (slug: string) => `communities/${encodeURIComponent(slug)}/settings`,
  communityModlog: (slug: string) => `communities/${encodeURIComponent(slug)}/modlog`,
  post: (id: string | number) => `posts/${encodeURIComponent(String(id))}`,
  feed: () => 'feed',
  person: (username: string) => `u/${encodeURIComponent(username)}`,
  login: (redirect?: string) => (redirect ? `login?redirect=${encodeURIComponent(redirect)}` : 'login'),
  register: () => 'register',
  passwordReset: () => 'password-reset',
  privacy: () => 'privacy',
  terms: () => 'terms',
  dataDeletion: () => 'privacy/data-deletion',
  profile: () => 'profile',
  notifications: () => 'notifications',
  myBookings: () => 'my-bookings',
  checkout: () => 'checkout',
  creator: () => 'creator',
  creatorGuide: () => 'creator/guide',
  creatorLogin: () => 'creator/login',
  creatorRegister: () => 'creator/register',
  creatorProfile: () => 'creator/profile',
  creatorClasses: () => 'creator/classes',
  creatorClassSetup: () => 'creator/classsetup',
  creatorAvailability: () => 'creator/availability',
  creatorBookings: () => 'creator/bookings',
  creatorRetreats: () => 'creator/retreats',
  creatorRetreatNew: () => 'creator/retreats/new',
  creatorRetreatEdit: (id: string | number) => `creator/retreats/${encodeURIComponent(String(id))}/edit`,
  creatorRetreatPackages: (id: string | number) => `creator/retreats/${encodeURIComponent(String(id))}/packages`,
  creatorRetreatAvailability: (id: string | number) =>
    `creator/retreats/${encodeURIComponent(String(id))}/availability`,
  creatorRetreatBookings: () => 'creator/retreats/bookings',
  creatorTemples: () => 'creator/temples',
  creatorTemple: (id: string | number) => `creator/temples/${encodeURIComponent(String(id))}`,
  creatorPoojaBookings: () => 'creator/poojas/bookings',
  creatorJourneys: () => 'creator/journeys',
  creatorJourneyNew: () => 'creator/journeys/new',
  creatorJourneyEdit: (id: string | number) => `creator/journeys/${encodeURIComponent(String(id))}/edit`,
  creatorJourneyDepartures: (id: string | number) => `creator/journeys/${encodeURIComponent(String(id))}/departures`,
  creatorJourneyBookings: () => 'creator/journeys/bookings',
  creatorJourneyInterests: () => 'creator/journeys/interests',
  retreatProfile: () => 'creator/retreat/profile',
  retreatLogin: () => 'retreat/login',
  retreatRegister: () => 'retreat/register',
  creatorVideos: () => 'creator/videos',
  console: () => 'admin',
  consoleVideos: (status?: string) => (status ? `admin/videos?status=${encodeURIComponent(status)}` : 'admin/videos'),
  consoleVideoNew: () => 'admin/videos/new',
  consoleCreators: () => 'admin/creators',
  consoleTemples: () => 'admin/temples',
  consoleTags: () => 'admin/tags',
  consoleReports: () => 'admin/reports',
  consolePeople: () => 'admin/people',
  consolePerson: (id: string | number) => `admin/people/${encodeURIComponent(String(id))}`,
  consoleAudit: () => 'admin/audit',
  consoleDeliveries: () => 'admin/deliveries',
  adminInsights: () => 'admin/insights',
} as const;

/** `/hi` + `/videos` → `/hi/videos`; the home path is `/hi`. */
export function localize(lang: Language | string, path: string): string {
  if (!path) return `/${lang}`;
  return path.startsWith('?') ? `/${lang}${path}` : `/${lang}/${path}`;
}

/** The part of a pathname after its first segment: `/hi/videos?x=1` → `/videos?x=1`. */
export function pathAfterPrefix(pathWithSearch: string): string {
  const rest = pathWithSearch.replace(/^\/[^/?#]*/, '');
  return rest === '/' ? '' : rest;
}
