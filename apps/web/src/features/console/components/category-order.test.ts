import type { ConsoleVideo } from '@sangam/contracts';
import { describe, expect, it } from 'vitest';
import { inCategoryOrder } from '../api';
import { moved } from './category-order';

const video = (id: number, position: number) => ({ id, position }) as ConsoleVideo;

describe("a category's order", () => {
  it('puts placed videos first by their place, then the others as the API listed them', () => {
    const order = inCategoryOrder([video(1, 0), video(2, 2), video(3, 0), video(4, 1)]);
    expect(order.map((v) => v.id)).toEqual([4, 2, 1, 3]);
  });

  it('moves a video one place up or down, and not past either end', () => {
    const ids = [1, 2, 3];
    expect(moved(ids, 1, 'up')).toEqual([2, 1, 3]);
    expect(moved(ids, 1, 'down')).toEqual([1, 3, 2]);
    expect(moved(ids, 0, 'up')).toBe(ids);
    expect(moved(ids, 2, 'down')).toBe(ids);
  });
});
