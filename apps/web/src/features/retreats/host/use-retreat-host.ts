import { isAuthenticated, useSession } from '../../../shared/session/session-store';

/** A signed-in creator of type retreat_rep: the one who has retreats, packages and stays to look after. */
export function useIsRetreatHost(): boolean {
  const session = useSession();
  return isAuthenticated(session) && session.user?.role === 'creator' && session.user.creator_type === 'retreat_rep';
}
