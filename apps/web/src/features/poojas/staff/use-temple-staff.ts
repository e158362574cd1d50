import { isConsoleRole } from '@sangam/contracts';
import { isAuthenticated, useSession } from '../../../shared/session/session-store';

/**
 * A signed-in creator of type retreat_rep: temple staff act from that account type (an administrator
 * assigns them their temples), as do retreat hosts and journey organisers.
 */
export function useIsTempleStaff(): boolean {
  const session = useSession();
  return isAuthenticated(session) && session.user?.role === 'creator' && session.user.creator_type === 'retreat_rep';
}

/** An editor or administrator, who edits any temple's details and poojas from the console. */
export function useIsTempleEditor(): boolean {
  const session = useSession();
  return isAuthenticated(session) && isConsoleRole(session.user?.role);
}
