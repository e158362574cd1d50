/** The most the bell's badge writes out; more reads "99+", as on every app people know. */
const BADGE_MAX = 99;

/** What the badge shows: nothing for none, the number up to 99, then "99+", in the reader's digits. */
export function badgeText(count: number, formatNumber: (n: number) => string): string | null {
  if (count <= 0) return null;
  return count > BADGE_MAX ? `${formatNumber(BADGE_MAX)}+` : formatNumber(count);
}
