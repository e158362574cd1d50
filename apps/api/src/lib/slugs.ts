import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../db/client';
import { HttpError } from './http-errors';
import { likeEscaped } from './paging';

/**
 * Slugs: the readable, stable address of a community, class, retreat, temple, pooja or journey, made from
 * its name in any script. Made once, when the thing is made: a later change of name keeps the
 * slug, so links keep working.
 */

/**
 * A slug from the name: lower-cased letters and digits of any script, the rest turned into hyphens
 * ('Bhakti Sangam' → 'bhakti-sangam', 'भक्ति संगम' → 'भक्ति-संगम').
 */
export function slugFromName(name: string, fallback = 'community'): string {
  const base = name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 70)
    .replace(/-+$/, '');
  return base || fallback;
}

/** Tables whose rows are made under a unique slug (the `slug` column and its unique index). */
type SluggedTable = 'communities' | 'classes' | 'retreats' | 'poojas' | 'journeys' | 'temples';

/**
 * Makes a row under the first free slug of `base` in `table` ('char-dham-yatra', then '-2', '-3'):
 * the slugs in use are read once, and `insert(slug)` is tried with the first free one. It answers
 * null when someone took that slug meanwhile (its `on conflict do nothing`), and the next suffix is
 * tried, ten times at most; then a 409 asks to try again. `reserved` are slugs never given (routes).
 */
export async function insertUnderFreeSlug<T>(
  db: Pick<Db, 'execute'>,
  table: SluggedTable,
  base: string,
  insert: (slug: string) => Promise<T | null>,
  /** `what` names it in the 409: 'journey with this title'. */
  options: { what: string; reserved?: Iterable<string> },
): Promise<T> {
  const taken = await selectRows<{ slug: string }>(
    db,
    sql`select slug from ${sql.identifier(table)} where slug = ${base} or slug like ${`${likeEscaped(base)}-%`}`,
  );
  const used = new Set<string>([...(options.reserved ?? []), ...taken.map((r) => r.slug)]);
  let suffix = 1;
  for (let attempt = 0; attempt < 10; attempt++) {
    while (used.has(suffix === 1 ? base : `${base}-${suffix}`)) suffix++;
    const slug = suffix === 1 ? base : `${base}-${suffix}`;
    used.add(slug);
    const made = await insert(slug);
    if (made !== null) return made;
  }
  throw new HttpError(409, 'slug_taken', `Please try again: another ${options.what} was created at the same moment.`);
}
