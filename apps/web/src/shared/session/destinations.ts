import type { Language } from '@sangam/contracts';
import { localize, paths } from '../lib/paths';
import { safeRedirectPath } from './safe-redirect';
import type { SessionState, SessionUser } from './session-store';

/**
 * Where a signed-in person goes from the login and register pages (decision 021, after spec section 2,
 * Guards): to the redirect path when it is a path on this site; else tutors and retreat
 * representatives to their dashboard (where their bookings are), mentors, who have none, to their
 * profile, and everyone else to the language home.
 */
export function afterLoginDestination(lang: Language, user: SessionUser, redirectTo: string | null): string {
  const asked = safeRedirectPath(redirectTo);
  if (asked) return asked;
  if (user.role !== 'creator') return localize(lang, paths.home());
  const hasDashboard = user.creator_type === 'tutor' || user.creator_type === 'retreat_rep';
  return localize(lang, hasDashboard ? paths.creator() : paths.creatorProfile());
}

/**
 * Where a new account goes from the register page: a person with no page to return to is led into
 * setting up their daily practice (setup's `from` says it follows sign-up), or to the tracker when
 * the practice they kept as a guest came along; creators as after a login.
 */
export function afterRegisterDestination(
  lang: Language,
  session: Pick<SessionState, 'user' | 'hasPractices'> & { user: SessionUser },
  redirectTo: string | null,
): string {
  if (session.user.role === 'creator' || safeRedirectPath(redirectTo))
    return afterLoginDestination(lang, session.user, redirectTo);
  return localize(lang, session.hasPractices ? paths.practiceTracker() : paths.practiceSetup('register'));
}

/** The Daily Practice link of the header (spec section 2, Header navigation). */
export function practiceEntry(session: SessionState): { path: string; label: 'my_sadhana' | 'daily_practice' } {
  if (!session.user || !session.accessToken) return { path: paths.dailyDharma(), label: 'daily_practice' };
  return session.hasPractices
    ? { path: paths.practiceTracker(), label: 'my_sadhana' }
    : { path: paths.practiceSetup(), label: 'daily_practice' };
}
