import { isAuthenticated, useSession } from '../../shared/session/session-store';

/** A signed-in creator of type tutor: the one who has classes, hours and bookings to look after. */
export function useIsTutor(): boolean {
  const session = useSession();
  return isAuthenticated(session) && session.user?.role === 'creator' && session.user.creator_type === 'tutor';
}
