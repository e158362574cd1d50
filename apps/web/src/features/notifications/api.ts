import type { Language, MarkReadRequest, Notification, NotificationPreferences } from '@sangam/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/http-client';
import { pagedList } from '../../shared/api/paged-list';
import { UNREAD_COUNT_KEY } from './unread-count';

/** Every query of the inbox starts with this key, so one invalidation refreshes them all. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** The inbox, newest first, 20 at a time ('Load More' asks for page N+1). */
export const notificationsQuery = () => ({
  ...pagedList<Notification>([...NOTIFICATIONS_KEY, 'list'], 'notifications/', {}),
  // Opening the inbox shows what has arrived since it was last open, not the list kept from then.
  staleTime: 0,
});

/** Marks items (or all of them) read, then refreshes the inbox and the bell. */
export async function markRead(queryClient: QueryClient, request: MarkReadRequest): Promise<void> {
  await api.post('notifications/read/', request);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [...NOTIFICATIONS_KEY, 'list'] }),
    queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY }),
  ]);
}

export const preferencesQuery = () =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'preferences'],
    queryFn: ({ signal }) => api.get<NotificationPreferences>('notifications/preferences/', signal),
  });

export async function savePreferences(
  queryClient: QueryClient,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  const saved = await api.put<NotificationPreferences>('notifications/preferences/', preferences);
  queryClient.setQueryData(preferencesQuery().queryKey, saved);
  return saved;
}

/** Asks for a "test" notification on every channel the person chose (it arrives through the outbox). */
export async function sendTestNotification(queryClient: QueryClient): Promise<void> {
  await api.post('notifications/test/');
  // The in-app item is written with the request: the bell can show it now.
  await queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY });
}

/** The server's VAPID public key, base64url (RFC 8292), which a subscription is bound to. */
export async function pushPublicKey(): Promise<string> {
  return (await api.get<{ key: string }>('push/public-key/')).key;
}

/** Keeps this browser's subscription, with the page's language (what a guest's pushes are written in). */
export async function savePushSubscription(subscription: PushSubscriptionJSON, language: Language): Promise<void> {
  await api.post('push/subscriptions/', { ...subscription, language });
}

export async function deletePushSubscription(endpoint: string): Promise<void> {
  await api.delete('push/subscriptions/', { endpoint });
}
