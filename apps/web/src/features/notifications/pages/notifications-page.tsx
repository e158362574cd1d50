import type { Notification } from '@sangam/contracts';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { describeApiError } from '../../../shared/api/error-messages';
import { dateTimeFormat } from '../../../shared/lib/intl-format';
import { PageFrame } from '../../../shared/ui/page-frame';
import { FormMessage } from '../../../shared/ui/form';
import { LoadMore } from '../../../shared/ui/load-more';
import { Skeleton } from '../../../shared/ui/skeleton';
import { toast } from '../../../shared/ui/toast/toast-store';
import { notificationCalls, notificationsQuery, refreshAfterRead } from '../api';
import { groupByDay, type DayGroup } from '../group-by-day';
import { inboxHref } from '../inbox-href';
import { useUnreadCount } from '../unread-count';
import { NotificationItem } from '../components/notification-item';
import styles from '../components/notifications.module.css';

/** The inbox (issue 23): what happened, by day, newest first; opening an item marks it read. */
export function Component() {
  const { t, i18n } = useTranslation(['notifications', 'common']);
  const { lang = 'en' } = useParams();
  const language = i18n.resolvedLanguage ?? lang;
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(notificationsQuery());
  const { count: unread, setUnread } = useUnreadCount();
  // The answer sets the inbox and the count as the server has them; a failed mark of one item says nothing.
  const markOne = useMutation({
    mutationFn: (id: number) => notificationCalls.markRead({ ids: [id] }),
    onSuccess: () => refreshAfterRead(queryClient),
  });
  const markAll = useMutation({
    mutationFn: () => notificationCalls.markRead({ all: true }),
    onSuccess: async () => {
      await refreshAfterRead(queryClient);
      toast.success(t('inbox.all_marked'));
    },
    onError: (error) => toast.error(describeApiError(error).form ?? t('common:api_errors.generic')),
  });
  const markingAll = markAll.isPending;
  // "Now" as the list was rendered: ages and day headings agree with each other on one screen.
  const now = new Date();

  const items = list.data?.pages.flatMap((page) => page.results) ?? [];
  const groups = groupByDay(items, now);
  const anyUnread = (unread ?? 0) > 0 || items.some((item) => item.read_at === null);

  function open(item: Notification) {
    if (item.read_at !== null) return;
    // The bell drops at once, before the answer.
    if (unread) setUnread(unread - 1);
    markOne.mutate(item.id);
  }

  const dayHeading = (group: DayGroup<Notification>) =>
    group.relation === 'today'
      ? t('inbox.today')
      : group.relation === 'yesterday'
        ? t('inbox.yesterday')
        : dateTimeFormat(language, {
            weekday: 'long',
            day: 'numeric',
            month: 'long',
            ...(group.day.slice(0, 4) === String(now.getFullYear()) ? {} : { year: 'numeric' }),
            timeZone: 'UTC',
          }).format(new Date(`${group.day}T12:00:00Z`));

  return (
    <PageFrame title={t('common:pages.notifications')} lead={t('inbox.lead')}>
      {items.length > 0 ? (
        <div className={styles.toolbar}>
          <button
            type="button"
            className="button button-secondary"
            disabled={!anyUnread || markingAll}
            aria-busy={markingAll}
            onClick={() => markAll.mutate()}
          >
            {t('inbox.mark_all_read')}
          </button>
        </div>
      ) : null}
      {list.isPending ? <Skeleton lines={6} label={t('common:loading')} /> : null}
      {list.isError && !list.data ? (
        <div className={styles.state}>
          <FormMessage kind="error">{describeApiError(list.error).form ?? t('inbox.error')}</FormMessage>
          <button type="button" className="button button-secondary" onClick={() => void list.refetch()}>
            {t('inbox.retry')}
          </button>
        </div>
      ) : null}
      {list.isSuccess && items.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('inbox.empty_title')}</p>
          <p>{t('inbox.empty_body')}</p>
        </div>
      ) : null}
      {groups.map((group) => (
        <section key={group.day} className={styles.day} aria-labelledby={`day-${group.day}`}>
          <h2 id={`day-${group.day}`} className={styles.dayHeading}>
            {dayHeading(group)}
          </h2>
          <ul className={styles.items}>
            {group.items.map((item) => (
              <NotificationItem key={item.id} item={item} href={inboxHref(item.url, lang)} now={now} onOpen={open} />
            ))}
          </ul>
        </section>
      ))}
      <LoadMore list={list} />
    </PageFrame>
  );
}
