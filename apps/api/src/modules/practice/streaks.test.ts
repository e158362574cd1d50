import { addDays } from '@sangam/contracts';
import { describe, expect, it } from 'vitest';
import { computeStreak } from './streaks';

const run = (from: string, days: number) => Array.from({ length: days }, (_, i) => addDays(from, i));

describe('computeStreak', () => {
  it('counts consecutive days up to today, and today undone keeps yesterday’s streak', () => {
    expect(computeStreak(run('2025-03-01', 5), '2025-03-05')).toMatchObject({
      current: 5,
      longest: 5,
      done_today: true,
    });
    expect(computeStreak(run('2025-03-01', 5), '2025-03-06')).toMatchObject({ current: 5, done_today: false });
  });

  it('a missed day without a freeze starts again; the longest is kept', () => {
    const days = [...run('2025-03-01', 4), ...run('2025-03-06', 2)];
    expect(computeStreak(days, '2025-03-07')).toMatchObject({ current: 2, longest: 4 });
  });

  it('earns a freeze every 7 days, holds at most 2, and a freeze covers one missed day', () => {
    const week = run('2025-03-01', 7);
    expect(computeStreak(week, '2025-03-07').freezes).toBe(1);
    // 8 March missed: the freeze covers it, the streak goes on.
    const after = computeStreak([...week, '2025-03-09'], '2025-03-09');
    expect(after).toMatchObject({ current: 8, freezes: 0, frozen_days: ['2025-03-08'] });
    expect(computeStreak(run('2025-03-01', 30), '2025-03-30').freezes).toBe(2);
  });

  it('two missed days with one freeze break the streak', () => {
    const days = [...run('2025-03-01', 7), '2025-03-10'];
    expect(computeStreak(days, '2025-03-10')).toMatchObject({ current: 1, longest: 7 });
  });

  it('celebrates 7, 21, 40 and 108 on the day they are reached', () => {
    expect(computeStreak(run('2025-01-01', 7), '2025-01-07').milestone).toBe(7);
    expect(computeStreak(run('2025-01-01', 21), '2025-01-21').milestone).toBe(21);
    expect(computeStreak(run('2025-01-01', 8), '2025-01-08').milestone).toBeNull();
    expect(computeStreak(run('2025-01-01', 108), '2025-04-18').milestone).toBe(108);
  });

  it('ignores marks after today and answers zeros for none', () => {
    expect(computeStreak(['2025-05-01'], '2025-04-30')).toMatchObject({ current: 0, longest: 0 });
    expect(computeStreak([], '2025-04-30')).toMatchObject({ current: 0, freezes: 0, milestone: null });
  });
});
