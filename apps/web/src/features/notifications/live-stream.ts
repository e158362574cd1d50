import type { Notification } from '@sangam/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../shared/api/http-client';
import { isAuthenticated, useSession } from '../../shared/session/session-store';
import { notificationKeys } from './api';
import { setUnreadCount } from './unread-count';

/** After a stream that would not open, wait this long, doubling up to the last, before trying again. */
const RETRY_MS = [2_000, 5_000, 15_000, 60_000];

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
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;

    const retry = () => {
      if (stopped) return;
      const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!;
      failures += 1;
      timer = setTimeout(open, wait);
    };

    async function open() {
      try {
        const { ticket } = await api.post<{ ticket: string }>('notifications/stream-ticket/', {});
        if (stopped) return;
        source = new EventSource(`/api/notifications/stream/?ticket=${encodeURIComponent(ticket)}`);
      } catch {
        retry();
        return;
      }
      source.addEventListener('open', () => {
        failures = 0;
      });
      source.addEventListener('unread', (event) => {
        setUnreadCount(queryClient, (JSON.parse((event as MessageEvent<string>).data) as { count: number }).count);
      });
      source.addEventListener('notification', (event) => {
        const item = JSON.parse((event as MessageEvent<string>).data) as Notification;
        if (item.id) void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
      });
      // The browser reconnects by itself with the same address; once the ticket in it has gone stale
      // it gives up (readyState CLOSED), and a new ticket is bought.
      source.addEventListener('error', () => {
        if (source?.readyState !== EventSource.CLOSED) return;
        source.close();
        retry();
      });
    }

    void open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [signedIn, queryClient]);
}
