import { isAuthenticated, useSession } from '../../shared/session/session-store';

/** Whether the signed-in person is an administrator: editors see the library, creators and temples only. */
export function useIsAdmin(): boolean {
  const session = useSession();
  return isAuthenticated(session) && session.user?.role === 'admin';
}
