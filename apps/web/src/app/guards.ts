import { isConsoleRole, isLanguage, DEFAULT_LANGUAGE, type Language } from '@sangam/contracts';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { localize, paths } from '../shared/lib/paths';
import { afterLoginDestination } from '../shared/session/destinations';
import { isAuthenticated, sessionStore } from '../shared/session/session-store';

/**
 * Route guards of spec section 2, as loaders: they run before a screen renders, so a visitor never
 * sees a page flash before being sent elsewhere. Each returns null to let the screen render.
 */
type Guard = (args: LoaderFunctionArgs) => null;

const langOf = (params: LoaderFunctionArgs['params']): Language =>
  isLanguage(params.lang) ? params.lang : DEFAULT_LANGUAGE;

function fullPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Signed-out visitors go to login with the full path to come back to. */
export const requireAuth: Guard = ({ request, params }) => {
  if (!isAuthenticated()) throw redirect(localize(langOf(params), paths.login(fullPath(request))));
  return null;
};

/** Login and register pages send a signed-in person on (redirect path, creator home or home). */
export const guestOnly: Guard = ({ request, params }) => {
  const session = sessionStore.get();
  if (isAuthenticated(session) && session.user) {
    const redirectTo = new URL(request.url).searchParams.get('redirect');
    throw redirect(afterLoginDestination(langOf(params), session.user, redirectTo));
  }
  return null;
};

/** profile is for non-creators: creators go to their creator profile. */
export const userProfileOnly: Guard = (args) => {
  requireAuth(args);
  if (sessionStore.get().user?.role === 'creator')
    throw redirect(localize(langOf(args.params), paths.creatorProfile()));
  return null;
};

/** creator/profile sends non-creators to profile. */
export const creatorProfileOnly: Guard = (args) => {
  requireAuth(args);
  if (sessionStore.get().user?.role !== 'creator') throw redirect(localize(langOf(args.params), paths.profile()));
  return null;
};

/** Other creator pages send non-creators home. */
export const creatorOnly: Guard = (args) => {
  requireAuth(args);
  if (sessionStore.get().user?.role !== 'creator') throw redirect(localize(langOf(args.params), paths.home()));
  return null;
};

/**
 * daily-dharma/setup sends a signed-in person who already has practices to the tracker, unless the
 * link carries a from, preset or practices query. The tracker links here with from=tracker, which is
 * how "arriving from the tracker" is known.
 */
export const practiceSetupGuard: Guard = ({ request, params }) => {
  const session = sessionStore.get();
  const query = new URL(request.url).searchParams;
  const explicit = ['from', 'preset', 'practices'].some((name) => query.has(name));
  if (isAuthenticated(session) && session.hasPractices && !explicit) {
    throw redirect(localize(langOf(params), paths.practiceTracker()));
  }
  return null;
};

/** Pages for the team: administrators only; everyone else goes home. */
export const adminOnly: Guard = (args) => {
  requireAuth(args);
  if (sessionStore.get().user?.role !== 'admin') throw redirect(localize(langOf(args.params), paths.home()));
  return null;
};

/** The operator's console: editors and administrators; everyone else goes home, as from adminOnly. */
export const consoleOnly: Guard = (args) => {
  requireAuth(args);
  if (!isConsoleRole(sessionStore.get().user?.role)) throw redirect(localize(langOf(args.params), paths.home()));
  return null;
};

/** A temple's editing page: its staff (a creator), or an editor or administrator from the console. */
export const templeEditorOnly: Guard = (args) => {
  requireAuth(args);
  const role = sessionStore.get().user?.role;
  if (role !== 'creator' && !isConsoleRole(role)) throw redirect(localize(langOf(args.params), paths.home()));
  return null;
};
