import type { Language, MarkReadRequest, Notification, NotificationPreferences } from '@sangam/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/http-client';
import { pagedList } from '../../shared/api/paged-list';

/**
 * The query keys of notifications, in one place: every one starts with 'notifications', so one
 * invalidation refreshes them all. The bell's count lives under `unreadCount` (unread-count.ts).
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => ['notifications', 'list'] as const,
  unreadCount: () => ['notifications', 'unread-count'] as const,
  preferences: () => ['notifications', 'preferences'] as const,
};

/** The inbox, newest first, 20 at a time ('Load More' asks for page N+1). */
export const notificationsQuery = () => ({
  ...pagedList<Notification>(notificationKeys.list(), 'notifications/', {}),
  // Opening the inbox shows what has arrived since it was last open, not the list kept from then.
  staleTime: 0,
});

/** After items are marked read: the inbox and the bell, as the server has them. */
export function refreshAfterRead(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
    queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount() }),
  ]);
}

export const preferencesQuery = () =>
  queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => api.get<NotificationPreferences>('notifications/preferences/', signal),
  });

/** The writes of notifications; each runs in a mutation that refreshes by `notificationKeys`. */
export const notificationCalls = {
  /** Marks items (or all of them) read. */
  markRead: (request: MarkReadRequest) => api.post<unknown>('notifications/read/', request),
  savePreferences: (preferences: NotificationPreferences) =>
    api.put<NotificationPreferences>('notifications/preferences/', preferences),
  /** Asks for a "test" notification on every channel the person chose (it arrives through the outbox). */
  sendTest: () => api.post<unknown>('notifications/test/'),
  /** Keeps this browser's subscription, with the page's language (what a guest's pushes are written in). */
  savePushSubscription: (subscription: PushSubscriptionJSON, language: Language) =>
    api.post<unknown>('push/subscriptions/', { ...subscription, language }),
  deletePushSubscription: (endpoint: string) => api.delete<unknown>('push/subscriptions/', { endpoint }),
};

/** The server's VAPID public key, base64url (RFC 8292), which a subscription is bound to. */
export async function pushPublicKey(): Promise<string> {
  return (await api.get<{ key: string }>('push/public-key/')).key;
}
