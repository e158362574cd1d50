import { describe, expect, it } from 'vitest';
import { groupByDay } from './group-by-day';
import { inboxHref } from './inbox-href';
import { ago } from './relative-time';

const item = (id: number, created_at: string) => ({ id, created_at });

describe('the inbox grouped by day', () => {
  const now = new Date('2026-11-29T12:00:00Z'); // 17:30 in Kolkata

  it('puts items under Today, Yesterday and then their dates, in the order they came', () => {
    const groups = groupByDay(
      [
        item(5, '2026-11-29T11:59:00Z'),
        item(4, '2026-11-29T00:10:00Z'),
        item(3, '2026-11-28T09:00:00Z'),
        item(2, '2026-11-20T09:00:00Z'),
        item(1, '2026-11-19T09:00:00Z'),
      ],
      now,
      'UTC',
    );
    expect(groups.map((g) => [g.day, g.relation, g.items.map((i) => i.id)])).toEqual([
      ['2026-11-29', 'today', [5, 4]],
      ['2026-11-28', 'yesterday', [3]],
      ['2026-11-20', 'earlier', [2]],
      ['2026-11-19', 'earlier', [1]],
    ]);
  });

  it("counts days in the reader's zone: 00:30 in Kolkata is today there though UTC is still on yesterday", () => {
    const early = item(1, '2026-11-28T19:00:00Z'); // 00:30 on the 29th in Kolkata
    expect(groupByDay([early], now, 'Asia/Kolkata')[0]).toMatchObject({ day: '2026-11-29', relation: 'today' });
    expect(groupByDay([early], now, 'UTC')[0]).toMatchObject({ day: '2026-11-28', relation: 'yesterday' });
  });

  it('finds yesterday across the first of a month and a year', () => {
    const newYear = new Date('2027-01-01T08:00:00Z');
    expect(groupByDay([item(1, '2026-12-31T20:00:00Z')], newYear, 'UTC')[0]!.relation).toBe('yesterday');
  });

  it('has no groups for an empty inbox', () => {
    expect(groupByDay([], now)).toEqual([]);
  });
});

describe("an item's time and address", () => {
  const now = new Date('2026-11-29T12:00:00Z');
  it('says how long ago in the unit a person would use', () => {
    expect(ago('2026-11-29T11:59:30Z', now)).toEqual({ unit: 'now' });
    expect(ago('2026-11-29T11:55:00Z', now)).toEqual({ unit: 'minutes', count: 5 });
    expect(ago('2026-11-29T09:00:00Z', now)).toEqual({ unit: 'hours', count: 3 });
    expect(ago('2026-11-27T11:00:00Z', now)).toEqual({ unit: 'days', count: 2 });
  });

  it("opens in the reader's current language, with or without the API's language prefix", () => {
    expect(inboxHref('/hi/posts/12#comment-40', 'ta')).toBe('/ta/posts/12#comment-40');
    expect(inboxHref('/posts/12#comment-40', 'ta')).toBe('/ta/posts/12#comment-40');
    expect(inboxHref('/my-bookings', 'en')).toBe('/en/my-bookings');
  });
});
