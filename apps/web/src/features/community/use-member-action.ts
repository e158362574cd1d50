import { useLocation, useNavigate, useParams } from 'react-router';
import { localize, paths } from '../../shared/lib/paths';
import { isAuthenticated, useSession } from '../../shared/session/session-store';

/**
 * Following, voting, posting, commenting and reporting need an account (spec section 6): for a
 * guest the returned check sends them to login with this page as the redirect, and answers false.
 */
export function useMemberAction(): () => boolean {
  const session = useSession();
  const navigate = useNavigate();
  const { lang = 'en' } = useParams();
  const location = useLocation();
  return () => {
    if (isAuthenticated(session)) return true;
    void navigate(localize(lang, paths.login(`${location.pathname}${location.search}`)));
    return false;
  };
}
