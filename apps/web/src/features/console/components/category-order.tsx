import type { ConsoleVideo } from '@sangam/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../shared/api/error-messages';
import { FormMessage } from '../../../shared/ui/form';
import { Skeleton } from '../../../shared/ui/skeleton';
import { toast } from '../../../shared/ui/toast/toast-store';
import { categoryOrderQuery, consoleCalls, consoleKeys, ORDER_PAGE_SIZE, refreshAfterVideoChange } from '../api';
import { actionFailed } from '../messages';
import { VideoItem } from './video-item';
import styles from './console.module.css';

type Direction = 'up' | 'down';

/** The list with one video moved a place up or down. */
export function moved<T>(items: T[], index: number, direction: Direction): T[] {
  const to = direction === 'up' ? index - 1 : index + 1;
  if (to < 0 || to >= items.length) return items;
  const next = [...items];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/**
 * A category's published videos in the order the library shows them, each with Move up and Move
 * down: buttons, not dragging, so the keyboard and a screen reader can order them too. The focus
 * stays on the moved video's button, and the new place is announced.
 */
export function CategoryOrder({ category, categoryName }: { category: string; categoryName: string }) {
  const { t } = useTranslation(['console', 'common']);
  const client = useQueryClient();
  const order = useQuery(categoryOrderQuery(category));
  const key = consoleKeys.categoryOrder(category);
  // The list shows the new order before the answer (move); a refusal reads the order kept again.
  const saveOrder = useMutation({
    mutationFn: (ids: number[]) => consoleCalls.orderCategory(category, ids),
    onSuccess: () => refreshAfterVideoChange(client),
    onError: (error) => {
      toast.error(actionFailed(error));
      void client.invalidateQueries({ queryKey: key });
    },
  });
  // The moved video's button, to focus once the list shows its new order.
  const focus = useRef<{ id: number; direction: Direction } | null>(null);
  const [said, setSaid] = useState('');

  const videos = order.data?.videos ?? [];
  useEffect(() => {
    const wanted = focus.current;
    if (!wanted) return;
    focus.current = null;
    const button = document.getElementById(`move-${wanted.direction}-${wanted.id}`) as HTMLButtonElement | null;
    const other = document.getElementById(
      `move-${wanted.direction === 'up' ? 'down' : 'up'}-${wanted.id}`,
    ) as HTMLButtonElement | null;
    (button && !button.disabled ? button : other)?.focus();
  });

  function move(video: ConsoleVideo, index: number, direction: Direction) {
    // One move at a time, so that the orders arrive as they were made; the buttons stay enabled to keep the focus.
    if (saveOrder.isPending) return;
    const next = moved(videos, index, direction);
    client.setQueryData(key, { count: order.data?.count ?? next.length, videos: next });
    focus.current = { id: video.id, direction };
    setSaid(t('videos.order.moved', { title: video.title, place: next.indexOf(video) + 1, total: next.length }));
    saveOrder.mutate(next.map((v) => v.id));
  }

  if (order.isPending) return <Skeleton lines={6} label={t('common:loading')} />;
  if (order.isError) return <FormMessage kind="error">{describeApiError(order.error).form}</FormMessage>;
  return (
    <section aria-labelledby="category-order">
      <h2 id="category-order">{t('videos.order.title', { category: categoryName })}</h2>
      <p className={styles.meta}>{t('videos.order.hint')}</p>
      {order.data.count > ORDER_PAGE_SIZE ? (
        <p className={styles.meta}>{t('videos.order.first_only', { count: ORDER_PAGE_SIZE })}</p>
      ) : null}
      <p className="visually-hidden" role="status">
        {said}
      </p>
      {videos.length === 0 ? (
        <p className={styles.empty}>{t('videos.empty.published')}</p>
      ) : (
        <ol className={styles.list}>
          {videos.map((video, index) => (
            <li key={video.id} className={styles.item}>
              <VideoItem
                video={video}
                order={
                  <div className={styles.orderRow}>
                    <span className={styles.orderPlace}>
                      {t('videos.order.place', { place: index + 1, total: videos.length })}
                    </span>
                    <button
                      type="button"
                      id={`move-up-${video.id}`}
                      className="button button-secondary"
                      disabled={index === 0}
                      aria-label={t('videos.order.up_label', { title: video.title })}
                      onClick={() => move(video, index, 'up')}
                    >
                      {t('videos.order.up')}
                    </button>
                    <button
                      type="button"
                      id={`move-down-${video.id}`}
                      className="button button-secondary"
                      disabled={index === videos.length - 1}
                      aria-label={t('videos.order.down_label', { title: video.title })}
                      onClick={() => move(video, index, 'down')}
                    >
                      {t('videos.order.down')}
                    </button>
                  </div>
                }
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
