import { addDays, PRACTICE_LIMITS, type Streak } from '@sangam/contracts';

/**
 * A streak from the local days a practice was done, up to today. Every 7 days of practice earn a
 * freeze (at most 2 held); a missed day uses one and the streak goes on, as Duolingo does. Today
 * not yet done does not break anything: the day is not over.
 */
export function computeStreak(doneDays: Iterable<string>, today: string): Streak {
  const done = new Set([...doneDays].filter((d) => d <= today));
  const empty: Streak = { current: 0, longest: 0, freezes: 0, frozen_days: [], done_today: false, milestone: null };
  if (done.size === 0) return empty;
  const first = [...done].sort()[0]!;
  let current = 0;
  let longest = 0;
  let freezes = 0;
  let sinceEarned = 0;
  let frozen: string[] = [];
  for (let day = first; day <= today; day = addDays(day, 1)) {
    if (done.has(day)) {
      current += 1;
      sinceEarned += 1;
      if (sinceEarned === PRACTICE_LIMITS.freezeEvery) {
        freezes = Math.min(PRACTICE_LIMITS.freezesHeld, freezes + 1);
        sinceEarned = 0;
      }
      longest = Math.max(longest, current);
    } else if (day === today) {
      break;
    } else if (current > 0 && freezes > 0) {
      freezes -= 1;
      frozen.push(day);
    } else {
      current = 0;
      sinceEarned = 0;
      frozen = [];
    }
  }
  const doneToday = done.has(today);
  const milestones: readonly number[] = PRACTICE_LIMITS.milestones;
  return {
    current,
    longest,
    freezes,
    frozen_days: frozen,
    done_today: doneToday,
    milestone: doneToday && milestones.includes(current) ? current : null,
  };
}
