import type { Notification } from '@sangam/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followEvents, withStreamTicket } from '../../shared/api/live-events';
import { isAuthenticated, useSession } from '../../shared/session/session-store';
import { notificationKeys } from './api';
import { setUnreadCount } from './unread-count';

/**
 * Keeps the bell and the inbox live while a signed-in person has the app open (issue 23): the
 * server's stream sends the unread count and each new item. EventSource cannot send the access
 * token, so each connection is opened with a minute's ticket bought with it; when the stream ends
 * for good (a ticket gone stale on reconnecting, the server restarting) a new ticket opens the next.
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  const signedIn = isAuthenticated(useSession());

  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return;
    return followEvents(() => withStreamTicket('/api/notifications/stream/'), {
      unread: (data) => setUnreadCount(queryClient, (data as { count: number }).count),
      notification: (data) => {
        if ((data as Notification).id) void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
      },
    });
  }, [signedIn, queryClient]);
}
