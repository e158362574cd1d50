/**
 * Every route of spec section 2 with a sample path, its title key and whether it needs sign-in
 * (`auth`) or a creator (`creator`). Shared by the route, title and guard tests.
 */
export interface RouteCase {
  path: string;
  title: string;
  access?: 'auth' | 'creator' | 'guest-only' | 'admin';
}

export const ROUTES: RouteCase[] = [
  { path: '', title: 'home' },
  { path: 'videos', title: 'videos' },
  { path: 'category/bhajans', title: 'category' },
  { path: 'language/hindi', title: 'video_language' },
  { path: 'tag/shiva', title: 'tag' },
  { path: 'search/shiv%20tandav', title: 'search' },
  { path: 'video/dQw4w9WgXcQ', title: 'video' },
  { path: 'daily-dharma', title: 'daily_dharma' },
  { path: 'daily-dharma/setup', title: 'practice_setup' },
  { path: 'daily-dharma/tracker', title: 'practice_tracker', access: 'auth' },
  { path: 'daily-dharma/progress', title: 'practice_progress', access: 'auth' },
  { path: 'poojas', title: 'poojas' },
  { path: 'travel', title: 'travel' },
  { path: 'retreats', title: 'retreats' },
  { path: 'yoga-retreats', title: 'yoga_retreats' },
  { path: 'ayurveda', title: 'ayurveda' },
  { path: 'chanting', title: 'chanting' },
  { path: 'darshan', title: 'darshan' },
  { path: 'classes', title: 'classes' },
  { path: 'classes/explore', title: 'classes_explore' },
  { path: 'classes/gita-for-beginners', title: 'class_detail' },
  { path: 'tutors/12', title: 'tutor' },
  { path: 'book/gita-for-beginners', title: 'book' },
  { path: 'streakdetails', title: 'streak_details' },
  { path: 'community', title: 'community' },
  { path: 'my-communities', title: 'my_communities', access: 'auth' },
  { path: 'communities', title: 'communities' },
  { path: 'communities/create', title: 'create_community', access: 'auth' },
  { path: 'communities/bhakti-kirtan', title: 'community_posts' },
  { path: 'posts/42', title: 'post' },
  { path: 'feed', title: 'feed', access: 'auth' },
  { path: 'login', title: 'login', access: 'guest-only' },
  { path: 'register', title: 'register', access: 'guest-only' },
  { path: 'password-reset', title: 'password_reset' },
  { path: 'privacy', title: 'privacy' },
  { path: 'terms', title: 'terms' },
  { path: 'privacy/data-deletion', title: 'data_deletion' },
  { path: 'profile', title: 'profile', access: 'auth' },
  { path: 'my-bookings', title: 'my_bookings', access: 'auth' },
  { path: 'checkout', title: 'checkout', access: 'auth' },
  { path: 'creator', title: 'creator' },
  { path: 'creator/guide', title: 'creator_guide' },
  { path: 'creator/login', title: 'creator_login', access: 'guest-only' },
  { path: 'creator/register', title: 'creator_register', access: 'guest-only' },
  { path: 'creator/profile', title: 'creator_profile', access: 'creator' },
  { path: 'creator/classes', title: 'creator_classes', access: 'creator' },
  { path: 'creator/classsetup', title: 'creator_class_setup', access: 'creator' },
  { path: 'creator/availability', title: 'creator_availability', access: 'creator' },
  { path: 'creator/bookings', title: 'creator_bookings', access: 'creator' },
  { path: 'creator/retreats', title: 'creator_retreats', access: 'creator' },
  { path: 'creator/retreats/new', title: 'creator_retreat_new', access: 'creator' },
  { path: 'creator/retreats/5/edit', title: 'creator_retreat_edit', access: 'creator' },
  { path: 'creator/retreats/5/packages', title: 'creator_retreat_packages', access: 'creator' },
  { path: 'creator/retreats/5/availability', title: 'creator_retreat_availability', access: 'creator' },
  { path: 'creator/retreats/bookings', title: 'creator_retreat_bookings', access: 'creator' },
  { path: 'creator/retreat/profile', title: 'retreat_profile', access: 'creator' },
  { path: 'retreat/login', title: 'retreat_login', access: 'guest-only' },
  { path: 'retreat/register', title: 'retreat_register', access: 'guest-only' },
  { path: 'admin/insights', title: 'admin_insights', access: 'admin' },
];

export const withLang = (lang: string, path: string) => (path ? `/${lang}/${path}` : `/${lang}`);
