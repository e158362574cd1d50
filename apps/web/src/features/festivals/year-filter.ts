import { hasFestivalPage, type Festival } from '@sangam/contracts';
import { keptIn, REGIONS, TRADITION_REGIONS, type Region, type Tradition } from '@sangam/panchang/regions';

/** The year page's region choice: the reader's tradition (no choice in the address), or one region ('all': every one). */
export type RegionChoice = Region | null;

/** `?region=` of the address, when it names a region. */
export const regionChoice = (value: string | null): RegionChoice =>
  REGIONS.includes(value as Region) ? (value as Region) : null;

/**
 * The yearly festivals the page lists, in date order: those kept in the chosen region, or else in
 * any region of the reader's tradition.
 */
export function festivalsShown(festivals: Festival[], choice: RegionChoice, tradition: Tradition): Festival[] {
  const regions: readonly string[] = TRADITION_REGIONS[tradition];
  const shown = choice
    ? (f: Festival) => keptIn(f.regions as Region[], choice)
    : (f: Festival) => f.regions.some((region) => regions.includes(region));
  return festivals.filter((f) => hasFestivalPage(f.id) && shown(f)).sort((a, b) => a.date.localeCompare(b.date));
}

/** The ids a list holds more than once: feasts some regions keep on another day (decision 027). */
export function keptOnTwoDays(festivals: Festival[]): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const { id } of festivals) (seen.has(id) ? twice : seen).add(id);
  return twice;
}

/** The festivals by month of the civil calendar ('2026-11'), in order. */
export function byMonth(festivals: Festival[]): Array<{ month: string; festivals: Festival[] }> {
  const months = new Map<string, Festival[]>();
  for (const festival of festivals) {
    const month = festival.date.slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), festival]);
  }
  return [...months].map(([month, list]) => ({ month, festivals: list }));
}
