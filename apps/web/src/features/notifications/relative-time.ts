/** How long ago, in the unit a person would use: under a minute, minutes, hours, else days. */
export type Ago = { unit: 'now' } | { unit: 'minutes' | 'hours' | 'days'; count: number };

export function ago(iso: string, now: Date): Ago {
  const seconds = Math.max(0, (now.getTime() - new Date(iso).getTime()) / 1000);
  if (seconds < 60) return { unit: 'now' };
  if (seconds < 3600) return { unit: 'minutes', count: Math.floor(seconds / 60) };
  if (seconds < 86_400) return { unit: 'hours', count: Math.floor(seconds / 3600) };
  return { unit: 'days', count: Math.floor(seconds / 86_400) };
}
