import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { PageKey } from '../shared/i18n/page-keys';
import { preferredLanguage, storedLanguage } from '../shared/i18n/language';
import { activateLanguage, i18n } from '../shared/i18n/i18n';
import { localize } from '../shared/lib/paths';
import type { RouteHandle } from '../shared/lib/route-handle';
import { creatorOnly, creatorProfileOnly, guestOnly, practiceSetupGuard, requireAuth, userProfileOnly } from './guards';
import { fillPattern, resolvePrefix, UNPREFIXED_REDIRECTS } from './language-routing';
import { lazyPage } from './lazy-page';
import { RootLayout } from './layout/root-layout';
import { AppLoading } from './layout/app-loading';
import { RouteError } from './layout/route-error';
import { isLanguage, type Language } from '@sangam/contracts';

type PageModule = Promise<{ Component: React.ComponentType }>;
type Guard = (args: LoaderFunctionArgs) => null;

/** One screen of the table: its path under /{lang}, its title, its code chunk and its guard. */
function screen(path: string, title: PageKey, load: () => PageModule, guard?: Guard): RouteObject {
  const handle: RouteHandle = { title };
  return {
    ...(path === '' ? { index: true } : { path }),
    handle,
    lazy: lazyPage(load),
    ...(guard ? { loader: guard } : {}),
  };
}

/** The current language: the one in use, else the stored or browser one. */
function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : preferredLanguage();
}

/** Applies the language prefix rules, then makes sure the language's texts are loaded. */
async function languageLoader({ request }: LoaderFunctionArgs) {
  const decision = resolvePrefix(new URL(request.url), storedLanguage(), currentLanguage());
  if ('redirect' in decision) throw redirect(decision.redirect);
  await activateLanguage(decision.lang);
  return null;
}

/** Every screen of spec section 2, under the language prefix. */
const screens: RouteObject[] = [
  screen('', 'home', () => import('../features/home/pages/home-page')),
  screen('videos', 'videos', () => import('../features/videos/pages/video-library-page')),
  screen('category/:slug', 'category', () => import('../features/videos/pages/video-library-page')),
  screen('language/:slug', 'video_language', () => import('../features/videos/pages/video-library-page')),
  screen('tag/:slug', 'tag', () => import('../features/videos/pages/video-library-page')),
  screen('search/:query', 'search', () => import('../features/videos/pages/video-search-page')),
  screen('video/:id', 'video', () => import('../features/videos/pages/video-detail-page')),

  screen('daily-dharma', 'daily_dharma', () => import('../features/practice/pages/daily-dharma-page')),
  screen(
    'daily-dharma/setup',
    'practice_setup',
    () => import('../features/practice/pages/practice-setup-page'),
    practiceSetupGuard,
  ),
  screen(
    'daily-dharma/tracker',
    'practice_tracker',
    () => import('../features/practice/pages/practice-tracker-page'),
    requireAuth,
  ),
  screen(
    'daily-dharma/progress',
    'practice_progress',
    () => import('../features/practice/pages/practice-progress-page'),
    requireAuth,
  ),
  screen('streakdetails', 'streak_details', () => import('../features/practice/pages/streak-details-page')),

  screen('poojas', 'poojas', () => import('../features/poojas/pages/poojas-page')),
  screen('travel', 'travel', () => import('../features/journeys/pages/travel-page')),
  screen('retreats', 'retreats', () => import('../features/retreats/pages/retreats-page')),
  screen('yoga-retreats', 'yoga_retreats', () => import('../features/retreats/pages/yoga-retreats-page')),
  screen('ayurveda', 'ayurveda', () => import('../features/retreats/pages/ayurveda-retreats-page')),
  screen('chanting', 'chanting', () => import('../features/devotion/pages/chanting-page')),
  screen('darshan', 'darshan', () => import('../features/devotion/pages/darshan-page')),

  screen('classes', 'classes', () => import('../features/classes/pages/classes-landing-page')),
  screen('classes/explore', 'classes_explore', () => import('../features/classes/pages/classes-explore-page')),
  screen('classes/:slug', 'class_detail', () => import('../features/classes/pages/class-detail-page')),
  screen('tutors/:id', 'tutor', () => import('../features/classes/pages/tutor-page')),
  screen('book/:slug', 'book', () => import('../features/classes/pages/book-class-page')),

  screen('community', 'community', () => import('../features/community/pages/community-landing-page')),
  screen(
    'my-communities',
    'my_communities',
    () => import('../features/community/pages/my-communities-page'),
    requireAuth,
  ),
  screen('communities', 'communities', () => import('../features/community/pages/browse-communities-page')),
  screen(
    'communities/create',
    'create_community',
    () => import('../features/community/pages/create-community-page'),
    requireAuth,
  ),
  screen('communities/:slug', 'community_posts', () => import('../features/community/pages/community-posts-page')),
  screen('posts/:id', 'post', () => import('../features/community/pages/post-detail-page')),
  screen('feed', 'feed', () => import('../features/community/pages/feed-page'), requireAuth),

  screen('login', 'login', () => import('../features/auth/pages/login-page'), guestOnly),
  screen('register', 'register', () => import('../features/auth/pages/register-page'), guestOnly),
  screen('password-reset', 'password_reset', () => import('../features/auth/pages/password-reset-page')),

  screen('privacy', 'privacy', () => import('../features/legal/pages/privacy-page')),
  screen('terms', 'terms', () => import('../features/legal/pages/terms-page')),
  screen('privacy/data-deletion', 'data_deletion', () => import('../features/legal/pages/data-deletion-page')),

  screen('profile', 'profile', () => import('../features/account/pages/profile-page'), userProfileOnly),
  screen('my-bookings', 'my_bookings', () => import('../features/account/pages/my-bookings-page'), requireAuth),
  screen('checkout', 'checkout', () => import('../features/account/pages/checkout-page'), requireAuth),

  screen('creator', 'creator', () => import('../features/creator/pages/creator-dashboard-page')),
  screen('creator/guide', 'creator_guide', () => import('../features/creator/pages/creator-guide-page')),
  screen('creator/login', 'creator_login', () => import('../features/auth/pages/creator-login-page'), guestOnly),
  screen(
    'creator/register',
    'creator_register',
    () => import('../features/auth/pages/creator-register-page'),
    guestOnly,
  ),
  screen(
    'creator/profile',
    'creator_profile',
    () => import('../features/creator/pages/creator-profile-page'),
    creatorProfileOnly,
  ),
  screen(
    'creator/classes',
    'creator_classes',
    () => import('../features/creator/pages/creator-classes-page'),
    creatorOnly,
  ),
  screen(
    'creator/classsetup',
    'creator_class_setup',
    () => import('../features/creator/pages/class-setup-page'),
    creatorOnly,
  ),
  screen(
    'creator/availability',
    'creator_availability',
    () => import('../features/creator/pages/availability-page'),
    creatorOnly,
  ),
  screen(
    'creator/bookings',
    'creator_bookings',
    () => import('../features/creator/pages/creator-bookings-page'),
    creatorOnly,
  ),
  // Section 6: retreat pages need sign-in; creator pages send non-creators home.
  screen(
    'creator/retreats',
    'creator_retreats',
    () => import('../features/creator/pages/creator-retreats-page'),
    creatorOnly,
  ),
  screen(
    'creator/retreats/new',
    'creator_retreat_new',
    () => import('../features/creator/pages/retreat-new-page'),
    creatorOnly,
  ),
  screen(
    'creator/retreats/bookings',
    'creator_retreat_bookings',
    () => import('../features/creator/pages/retreat-bookings-page'),
    creatorOnly,
  ),
  screen(
    'creator/retreats/:id/edit',
    'creator_retreat_edit',
    () => import('../features/creator/pages/retreat-edit-page'),
    creatorOnly,
  ),
  screen(
    'creator/retreats/:id/packages',
    'creator_retreat_packages',
    () => import('../features/creator/pages/retreat-packages-page'),
    creatorOnly,
  ),
  screen(
    'creator/retreats/:id/availability',
    'creator_retreat_availability',
    () => import('../features/creator/pages/retreat-availability-page'),
    creatorOnly,
  ),
  screen(
    'creator/retreat/profile',
    'retreat_profile',
    () => import('../features/creator/pages/retreat-profile-page'),
    creatorOnly,
  ),
  screen('retreat/login', 'retreat_login', () => import('../features/auth/pages/retreat-login-page'), guestOnly),
  screen(
    'retreat/register',
    'retreat_register',
    () => import('../features/auth/pages/retreat-register-page'),
    guestOnly,
  ),

  screen('*', 'not_found', () => import('./not-found-page')),
];

/** A route that only sends the visitor on; the quiet loading frame shows for that instant. */
function redirectRoute(path: string, target: (args: LoaderFunctionArgs) => string): RouteObject {
  return {
    path,
    loader: (args) => redirect(target(args)),
    element: <AppLoading />,
    hydrateFallbackElement: <AppLoading />,
  };
}

/** Prefix-less paths of spec section 2 that lead to a page; carried to the current language. */
const unprefixedRedirects = UNPREFIXED_REDIRECTS.map(({ from, to }) =>
  redirectRoute(`/${from}`, ({ params, request }) => {
    const { search, hash } = new URL(request.url);
    return `${localize(currentLanguage(), fillPattern(to, params))}${search}${hash}`;
  }),
);

export const routes: RouteObject[] = [
  redirectRoute('/', () => localize(preferredLanguage(), '')),
  ...unprefixedRedirects,
  {
    path: '/:lang',
    loader: languageLoader,
    // The layout stays on screen while a screen fails: errors render inside it.
    element: <RootLayout />,
    hydrateFallbackElement: <AppLoading />,
    errorElement: <RouteError standalone />,
    children: [{ errorElement: <RouteError />, children: screens }],
  },
];
