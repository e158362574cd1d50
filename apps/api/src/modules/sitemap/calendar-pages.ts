import { LANGUAGES } from '@sangam/contracts';

/** How far the sitemap reaches: the festival lists of last year to two years on, months a year ahead. */
const YEARS_BEFORE = 1;
const YEARS_AFTER = 2;
const MONTHS_AHEAD = 12;

/**
 * The public calendar pages worth a search engine's visit (issue 25), as paths in every language:
 * the festival lists around this year, each yearly festival's page this year and next, the day's
 * panchang, and the month calendars of the coming year. `festivalIds` are the ids with pages found
 * in this year's and next year's festivals.
 */
export function calendarPagePaths(today: string, festivalIds: { thisYear: string[]; nextYear: string[] }): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const paths: string[] = [];
  for (const lang of LANGUAGES) {
    paths.push(`/${lang}/panchang`);
    for (let y = year - YEARS_BEFORE; y <= year + YEARS_AFTER; y++) paths.push(`/${lang}/festivals/${y}`);
    for (const id of festivalIds.thisYear) paths.push(`/${lang}/festivals/${id}/${year}`);
    for (const id of festivalIds.nextYear) paths.push(`/${lang}/festivals/${id}/${year + 1}`);
    for (let i = 0; i < MONTHS_AHEAD; i++) {
      const m = month - 1 + i;
      paths.push(`/${lang}/calendar/${year + Math.floor(m / 12)}/${String((m % 12) + 1).padStart(2, '0')}`);
    }
  }
  return paths;
}

const escapeXml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** A sitemap (sitemaps.org 0.9) of these paths on this deployment. */
export function sitemapXml(base: string, paths: string[]): string {
  const origin = base.replace(/\/$/, '');
  const urls = paths.map((p) => `  <url><loc>${escapeXml(`${origin}${p}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
