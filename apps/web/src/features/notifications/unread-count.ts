import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLocation } from 'react-router';
import { api } from '../../shared/api/http-client';
import { isAuthenticated, useSession } from '../../shared/session/session-store';
import { notificationKeys } from './api';

/**
 * The one place the unread count lives (issue 23): the bell, the inbox and the live stream read
 * and write this cache entry (`notificationKeys.unreadCount`), so they can never disagree.
 */

const unreadCountQuery = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: async ({ signal }) => (await api.get<{ count: number }>('notifications/unread-count/', signal)).count,
    // Fresh on every look: it is one small query, and a stale bell is the one thing people notice.
    staleTime: 0,
  });

/** Sets the count from outside a component: what the live stream calls when it hears a change. */
export function setUnreadCount(queryClient: QueryClient, count: number): void {
  queryClient.setQueryData(notificationKeys.unreadCount(), Math.max(0, count));
}

/**
 * The signed-in person's unread count, asked again on every navigation and whenever the window comes
 * back into view or focus. `null` while it is not known (a guest, or the first answer on its way).
 */
export function useUnreadCount(): { count: number | null; refresh: () => void; setUnread: (n: number) => void } {
  const queryClient = useQueryClient();
  const signedIn = isAuthenticated(useSession());
  const { pathname } = useLocation();
  const query = useQuery({ ...unreadCountQuery(), enabled: signedIn, refetchOnWindowFocus: true });
  const { refetch } = query;
  // A request already on its way answers this one too (the first look after mounting, say).
  const refresh = useCallback(() => void refetch({ cancelRefetch: false }), [refetch]);

  useEffect(() => {
    if (signedIn) refresh();
  }, [pathname, signedIn, refresh]);

  // TanStack Query hears the page becoming visible; a window regaining focus while visible (another
  // app was in front of it) is heard here.
  useEffect(() => {
    if (!signedIn) return;
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [signedIn, refresh]);

  const setUnread = useCallback((n: number) => setUnreadCount(queryClient, n), [queryClient]);
  return { count: signedIn ? (query.data ?? null) : null, refresh, setUnread };
}
