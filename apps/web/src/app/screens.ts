import type { PageKey } from '../shared/i18n/page-keys';

/** Who may open a screen (spec section 2, Guards); the functions are in guards.ts. */
export type GuardName =
  | 'auth'
  | 'guest'
  | 'creator'
  | 'creator-profile'
  | 'user-profile'
  | 'practice-setup'
  | 'admin'
  | 'console'
  | 'temple-editor';

export interface Screen {
  /** Path under /{lang}; '' is the language home. */
  path: string;
  /** Its name in common.json `pages`: heading, document title and description. */
  title: PageKey;
  /** The page module under src/, one lazily loaded chunk per screen. */
  page: string;
  /** The translation namespaces the screen reads besides `common`. */
  ns: string | string[];
  guard?: GuardName;
}

/** The namespaces a screen reads besides `common`, as a list. */
export const screenNamespaces = (screen: Pick<Screen, 'ns'>): string[] =>
  typeof screen.ns === 'string' ? [screen.ns] : screen.ns;

/**
 * Every screen of spec section 2, as data: the router is built from it (routes.tsx), and so is the
 * list of files each page needs first, which the server announces with modulepreload links.
 */
export const SCREENS: Screen[] = [
  { path: '', title: 'home', page: 'features/home/pages/home-page', ns: 'videos' },
  { path: 'videos', title: 'videos', page: 'features/videos/pages/video-library-page', ns: 'videos' },
  { path: 'category/:slug', title: 'category', page: 'features/videos/pages/video-library-page', ns: 'videos' },
  { path: 'language/:slug', title: 'video_language', page: 'features/videos/pages/video-library-page', ns: 'videos' },
  { path: 'tag/:slug', title: 'tag', page: 'features/videos/pages/video-library-page', ns: 'videos' },
  { path: 'search/:query', title: 'search', page: 'features/videos/pages/video-search-page', ns: 'videos' },
  { path: 'video/:id', title: 'video', page: 'features/videos/pages/video-detail-page', ns: 'videos' },
  { path: 'daily-dharma', title: 'daily_dharma', page: 'features/practice/pages/daily-dharma-page', ns: 'practice' },
  // The panchang of a day; the city field is the profile's (account texts).
  {
    path: 'panchang',
    title: 'panchang',
    page: 'features/practice/pages/panchang-day-page',
    ns: ['practice', 'account'],
  },
  {
    path: 'panchang/:date',
    title: 'panchang',
    page: 'features/practice/pages/panchang-day-page',
    ns: ['practice', 'account'],
  },
  {
    path: 'daily-dharma/setup',
    title: 'practice_setup',
    page: 'features/practice/pages/practice-setup-page',
    ns: 'practice',
    guard: 'practice-setup',
  },
  {
    path: 'daily-dharma/tracker',
    title: 'practice_tracker',
    page: 'features/practice/pages/practice-tracker-page',
    ns: 'practice',
    guard: 'auth',
  },
  {
    path: 'daily-dharma/progress',
    title: 'practice_progress',
    page: 'features/practice/pages/practice-progress-page',
    ns: 'practice',
    guard: 'auth',
  },
  {
    path: 'calendar/:yyyy/:mm',
    title: 'calendar_month',
    page: 'features/practice/pages/month-calendar-page',
    ns: 'practice',
  },
  {
    path: 'streakdetails',
    title: 'streak_details',
    page: 'features/practice/pages/streak-details-page',
    ns: 'practice',
  },
  { path: 'festivals/:year', title: 'festivals', page: 'features/festivals/pages/festival-year-page', ns: 'practice' },
  { path: 'festivals/:id/:year', title: 'festival', page: 'features/festivals/pages/festival-page', ns: 'practice' },
  { path: 'poojas', title: 'poojas', page: 'features/poojas/pages/poojas-page', ns: 'poojas' },
  { path: 'poojas/:slug', title: 'pooja', page: 'features/poojas/pages/pooja-page', ns: ['poojas', 'waitlists'] },
  { path: 'temples/:slug', title: 'temple', page: 'features/poojas/pages/temple-page', ns: ['poojas', 'reviews'] },
  { path: 'travel', title: 'travel', page: 'features/journeys/pages/travel-page', ns: 'travel' },
  {
    path: 'travel/:slug',
    title: 'journey',
    page: 'features/journeys/pages/journey-detail-page',
    ns: ['travel', 'reviews', 'waitlists'],
  },
  {
    path: 'travel/:slug/book',
    title: 'book_journey',
    page: 'features/journeys/pages/book-journey-page',
    ns: 'travel',
    guard: 'auth',
  },
  { path: 'retreats', title: 'retreats', page: 'features/retreats/pages/retreats-page', ns: 'retreats' },
  { path: 'yoga-retreats', title: 'yoga_retreats', page: 'features/retreats/pages/yoga-retreats-page', ns: 'retreats' },
  { path: 'ayurveda', title: 'ayurveda', page: 'features/retreats/pages/ayurveda-retreats-page', ns: 'retreats' },
  {
    path: 'retreats/:slug',
    title: 'retreat',
    page: 'features/retreats/pages/retreat-detail-page',
    ns: ['retreats', 'reviews'],
  },
  {
    path: 'retreats/:slug/book',
    title: 'book_retreat',
    page: 'features/retreats/pages/book-retreat-page',
    ns: ['retreats', 'waitlists'],
    guard: 'auth',
  },
  { path: 'chanting', title: 'chanting', page: 'features/devotion/pages/chanting-page', ns: ['devotion', 'practice'] },
  { path: 'darshan', title: 'darshan', page: 'features/devotion/pages/darshan-page', ns: 'poojas' },
  { path: 'classes', title: 'classes', page: 'features/classes/pages/classes-landing-page', ns: 'classes' },
  {
    path: 'classes/explore',
    title: 'classes_explore',
    page: 'features/classes/pages/classes-explore-page',
    ns: 'classes',
  },
  { path: 'classes/:slug', title: 'class_detail', page: 'features/classes/pages/class-detail-page', ns: 'classes' },
  { path: 'tutors/:id', title: 'tutor', page: 'features/classes/pages/tutor-page', ns: 'classes' },
  { path: 'book/:slug', title: 'book', page: 'features/classes/pages/book-class-page', ns: ['classes', 'waitlists'] },
  { path: 'community', title: 'community', page: 'features/community/pages/community-landing-page', ns: 'community' },
  {
    path: 'my-communities',
    title: 'my_communities',
    page: 'features/community/pages/my-communities-page',
    ns: 'community',
    guard: 'auth',
  },
  {
    path: 'saved',
    title: 'saved',
    page: 'features/community/pages/saved-page',
    ns: 'community',
    guard: 'auth',
  },
  {
    path: 'communities',
    title: 'communities',
    page: 'features/community/pages/browse-communities-page',
    ns: 'community',
  },
  {
    path: 'communities/create',
    title: 'create_community',
    page: 'features/community/pages/create-community-page',
    ns: 'community',
    guard: 'auth',
  },
  {
    path: 'communities/:slug',
    title: 'community_posts',
    page: 'features/community/pages/community-posts-page',
    ns: 'community',
  },
  {
    path: 'communities/:slug/settings',
    title: 'community_settings',
    page: 'features/community/pages/community-settings-page',
    ns: 'community',
    guard: 'auth',
  },
  {
    path: 'communities/:slug/modlog',
    title: 'community_modlog',
    page: 'features/community/pages/modlog-page',
    ns: 'community',
  },
  { path: 'posts/:id', title: 'post', page: 'features/community/pages/post-detail-page', ns: 'community' },
  { path: 'feed', title: 'feed', page: 'features/community/pages/feed-page', ns: 'community', guard: 'auth' },
  { path: 'u/:username', title: 'person', page: 'features/community/pages/person-page', ns: 'community' },
  { path: 'login', title: 'login', page: 'features/auth/pages/login-page', ns: 'auth', guard: 'guest' },
  { path: 'register', title: 'register', page: 'features/auth/pages/register-page', ns: 'auth', guard: 'guest' },
  { path: 'password-reset', title: 'password_reset', page: 'features/auth/pages/password-reset-page', ns: 'auth' },
  { path: 'privacy', title: 'privacy', page: 'features/legal/pages/privacy-page', ns: 'legal' },
  { path: 'terms', title: 'terms', page: 'features/legal/pages/terms-page', ns: 'legal' },
  {
    path: 'privacy/data-deletion',
    title: 'data_deletion',
    page: 'features/legal/pages/data-deletion-page',
    ns: 'legal',
  },
  {
    path: 'profile',
    title: 'profile',
    page: 'features/account/pages/profile-page',
    ns: ['account', 'auth', 'notifications'],
    guard: 'user-profile',
  },
  {
    path: 'notifications',
    title: 'notifications',
    page: 'features/notifications/pages/notifications-page',
    ns: 'notifications',
    guard: 'auth',
  },
  {
    path: 'my-bookings',
    title: 'my_bookings',
    page: 'app/pages/my-bookings-page',
    ns: ['bookings', 'classes', 'poojas', 'retreats', 'travel', 'reviews', 'waitlists'],
    guard: 'auth',
  },
  {
    path: 'checkout',
    title: 'checkout',
    page: 'app/pages/checkout-page',
    ns: ['bookings', 'classes', 'travel'],
    guard: 'auth',
  },
  {
    path: 'creator',
    title: 'creator',
    page: 'features/creator/pages/creator-dashboard-page',
    ns: ['creator', 'classes', 'retreat-host'],
  },
  { path: 'creator/guide', title: 'creator_guide', page: 'features/creator/pages/creator-guide-page', ns: 'creator' },
  {
    path: 'creator/login',
    title: 'creator_login',
    page: 'features/auth/pages/creator-login-page',
    ns: 'auth',
    guard: 'guest',
  },
  {
    path: 'creator/register',
    title: 'creator_register',
    page: 'features/auth/pages/creator-register-page',
    ns: 'auth',
    guard: 'guest',
  },
  {
    path: 'creator/profile',
    title: 'creator_profile',
    page: 'features/creator/pages/creator-profile-page',
    ns: ['creator', 'account', 'auth'],
    guard: 'creator-profile',
  },
  {
    path: 'creator/classes',
    title: 'creator_classes',
    page: 'features/classes/tutor/pages/tutor-classes-page',
    ns: ['creator', 'classes'],
    guard: 'creator',
  },
  {
    path: 'creator/classsetup',
    title: 'creator_class_setup',
    page: 'features/classes/tutor/pages/class-setup-page',
    ns: ['creator', 'classes'],
    guard: 'creator',
  },
  {
    path: 'creator/availability',
    title: 'creator_availability',
    page: 'features/classes/tutor/pages/availability-page',
    ns: 'creator',
    guard: 'creator',
  },
  {
    path: 'creator/bookings',
    title: 'creator_bookings',
    page: 'features/classes/tutor/pages/tutor-bookings-page',
    ns: ['creator', 'classes'],
    guard: 'creator',
  },
  {
    path: 'creator/journeys',
    title: 'creator_journeys',
    page: 'features/journeys/organiser/pages/organiser-journeys-page',
    ns: 'journey-organiser',
    guard: 'creator',
  },
  {
    path: 'creator/journeys/new',
    title: 'creator_journey_new',
    page: 'features/journeys/organiser/pages/journey-new-page',
    ns: 'journey-organiser',
    guard: 'creator',
  },
  {
    path: 'creator/journeys/bookings',
    title: 'creator_journey_bookings',
    page: 'features/journeys/organiser/pages/journey-bookings-page',
    ns: 'journey-organiser',
    guard: 'creator',
  },
  {
    path: 'creator/journeys/interests',
    title: 'creator_journey_interests',
    page: 'features/journeys/organiser/pages/journey-interests-page',
    ns: 'journey-organiser',
    guard: 'creator',
  },
  {
    path: 'creator/journeys/:id/edit',
    title: 'creator_journey_edit',
    page: 'features/journeys/organiser/pages/journey-edit-page',
    ns: 'journey-organiser',
    guard: 'creator',
  },
  {
    path: 'creator/journeys/:id/departures',
    title: 'creator_journey_departures',
    page: 'features/journeys/organiser/pages/journey-departures-page',
    ns: 'journey-organiser',
    guard: 'creator',
  },
  {
    path: 'creator/retreats',
    title: 'creator_retreats',
    page: 'features/retreats/host/pages/host-retreats-page',
    ns: 'retreat-host',
    guard: 'creator',
  },
  {
    path: 'creator/retreats/new',
    title: 'creator_retreat_new',
    page: 'features/retreats/host/pages/retreat-new-page',
    ns: 'retreat-host',
    guard: 'creator',
  },
  {
    path: 'creator/retreats/bookings',
    title: 'creator_retreat_bookings',
    page: 'features/retreats/host/pages/retreat-bookings-page',
    ns: 'retreat-host',
    guard: 'creator',
  },
  {
    path: 'creator/retreats/:id/edit',
    title: 'creator_retreat_edit',
    page: 'features/retreats/host/pages/retreat-edit-page',
    ns: 'retreat-host',
    guard: 'creator',
  },
  {
    path: 'creator/retreats/:id/packages',
    title: 'creator_retreat_packages',
    page: 'features/retreats/host/pages/retreat-packages-page',
    ns: 'retreat-host',
    guard: 'creator',
  },
  {
    path: 'creator/retreats/:id/availability',
    title: 'creator_retreat_availability',
    page: 'features/retreats/host/pages/retreat-availability-page',
    ns: 'retreat-host',
    guard: 'creator',
  },
  {
    path: 'creator/retreat/profile',
    title: 'retreat_profile',
    page: 'features/retreats/host/pages/retreat-profile-page',
    ns: 'retreat-host',
    guard: 'creator',
  },
  {
    path: 'creator/temples',
    title: 'creator_temples',
    page: 'features/poojas/staff/pages/temples-page',
    ns: ['temple-staff', 'poojas'],
    guard: 'creator',
  },
  {
    path: 'creator/temples/:id',
    title: 'creator_temple',
    page: 'features/poojas/staff/pages/temple-page',
    ns: ['temple-staff', 'poojas'],
    guard: 'temple-editor',
  },
  {
    path: 'creator/poojas/bookings',
    title: 'creator_pooja_bookings',
    page: 'features/poojas/staff/pages/pooja-bookings-page',
    ns: ['temple-staff', 'poojas'],
    guard: 'creator',
  },
  {
    path: 'creator/videos',
    title: 'creator_videos',
    page: 'features/creator/pages/creator-videos-page',
    ns: ['creator', 'videos'],
    guard: 'creator',
  },
  {
    path: 'retreat/login',
    title: 'retreat_login',
    page: 'features/auth/pages/retreat-login-page',
    ns: 'auth',
    guard: 'guest',
  },
  {
    path: 'retreat/register',
    title: 'retreat_register',
    page: 'features/auth/pages/retreat-register-page',
    ns: 'auth',
    guard: 'guest',
  },
  {
    path: 'admin/insights',
    title: 'admin_insights',
    page: 'features/insights/pages/insights-page',
    ns: 'admin',
    guard: 'admin',
  },
  { path: 'admin', title: 'admin', page: 'features/console/pages/console-home-page', ns: 'console', guard: 'console' },
  {
    path: 'admin/videos',
    title: 'admin_videos',
    page: 'features/console/pages/videos-page',
    ns: ['console', 'videos'],
    guard: 'console',
  },
  {
    path: 'admin/videos/new',
    title: 'admin_video_new',
    page: 'features/console/pages/video-new-page',
    ns: ['console', 'videos'],
    guard: 'console',
  },
  {
    path: 'admin/creators',
    title: 'admin_creators',
    page: 'features/console/pages/creators-page',
    ns: 'console',
    guard: 'console',
  },
  {
    path: 'admin/temples',
    title: 'admin_temples',
    page: 'features/console/pages/temples-page',
    ns: 'console',
    guard: 'console',
  },
  {
    path: 'admin/tags',
    title: 'admin_tags',
    page: 'features/console/pages/tags-page',
    ns: 'console',
    guard: 'console',
  },
  {
    path: 'admin/reports',
    title: 'admin_reports',
    page: 'features/console/pages/reports-page',
    ns: ['console', 'community'],
    guard: 'admin',
  },
  {
    path: 'admin/people',
    title: 'admin_people',
    page: 'features/console/pages/people-page',
    ns: 'console',
    guard: 'admin',
  },
  {
    path: 'admin/people/:id',
    title: 'admin_person',
    page: 'features/console/pages/person-page',
    // The bookings' states in the words of each kind's own screens.
    ns: ['console', 'classes', 'retreats', 'poojas', 'travel'],
    guard: 'admin',
  },
  {
    path: 'admin/audit',
    title: 'admin_audit',
    page: 'features/console/pages/audit-page',
    ns: 'console',
    guard: 'admin',
  },
  {
    path: 'admin/deliveries',
    title: 'admin_deliveries',
    page: 'features/console/pages/deliveries-page',
    ns: 'console',
    guard: 'admin',
  },
  { path: '*', title: 'not_found', page: 'app/not-found-page', ns: 'common' },
];
