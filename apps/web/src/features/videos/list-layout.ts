import { LIST_UI } from '@sangam/contracts';

export type ListItem<T> = { kind: 'video'; video: T; index: number } | { kind: 'promotion'; key: string };

/**
 * The cards in display order: every 11th position (11, 22, …, counted over the whole scrolled
 * list) is the daily-practice promotion (spec section 9). `index` counts videos only, for the
 * eager and high-priority images of the first ones.
 */
export function withPromotions<T>(videos: T[]): Array<ListItem<T>> {
  const items: Array<ListItem<T>> = [];
  let position = 0;
  videos.forEach((video, index) => {
    position += 1;
    if (position % LIST_UI.promotionEvery === 0) {
      items.push({ kind: 'promotion', key: `promotion-${position}` });
      position += 1;
    }
    items.push({ kind: 'video', video, index });
  });
  return items;
}

/** "12:05" or "1:02:05". */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
