import type { Language } from '@sangam/contracts';
import { addDays, isoDate, localParts } from '@sangam/panchang';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-users';
import { createUser } from './factories';

/**
 * A retreat host, temple account or journey organiser of the demo. Decision 013: temple staff and
 * journey organisers are creators of type retreat_rep, like retreat hosts.
 */
export interface DemoCreator {
  username: string;
  display_name: string;
  preferred_language: Language;
  time_zone: string;
  headline: string;
  /** In English, and in the creator's own language too (stored one after the other). */
  bio: Partial<Record<Language, string>> & { en: string };
}

/** The profile bio: English first, then the other languages, a blank line between. */
const creatorBio = (creator: DemoCreator) =>
  [creator.bio.en, ...Object.entries(creator.bio).flatMap(([lang, text]) => (lang === 'en' ? [] : [text]))].join(
    '\n\n',
  );

/**
 * The creator's account (demo password), made with its retreat_rep profile when missing. An
 * existing retreat_rep keeps its account, and its profile gets the fuller text unless someone edited
 * it since the first step made it. Null when the username belongs to an account of another kind, so
 * what it would own is skipped.
 */
export async function demoCreatorAccount(db: Db, creator: DemoCreator): Promise<number | null> {
  const [existing] = await selectRows<{ id: number; creator_type: string | null; bio: string | null }>(
    db,
    sql`select u.id, p.creator_type, p.bio from users u left join creator_profiles p on p.user_id = u.id
        where lower(u.username) = ${creator.username.toLowerCase()}`,
  );
  if (existing) {
    if (existing.creator_type !== 'retreat_rep') return null;
    const seeded = DEMO_ACCOUNTS.find((account) => account.username === creator.username);
    if (seeded && 'bio' in seeded && existing.bio === seeded.bio)
      await db.execute(
        sql`update creator_profiles set headline = ${creator.headline}, bio = ${creatorBio(creator)}, updated_at = now()
            where user_id = ${existing.id}`,
      );
    return existing.id;
  }
  const user = await createUser(db, {
    username: creator.username,
    email: `${creator.username}@demo.sanatansangam.org`,
    password: DEMO_PASSWORD,
    displayName: creator.display_name,
    preferredLanguage: creator.preferred_language,
    timeZone: creator.time_zone,
    creatorType: 'retreat_rep',
    headline: creator.headline,
    bio: creatorBio(creator),
  });
  return user.id;
}

/** The id of a demo account by username, or null when it is missing. */
export async function demoUserId(db: Db, username: string): Promise<number | null> {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`select id from users where lower(username) = ${username.toLowerCase()}`,
  );
  return row?.id ?? null;
}

/**
 * A date written relative to the day the demo is loaded, so a demo database always has its dates
 * ahead of it: `in_days` days after that day, or the next `next` ('MM-DD', for journeys that run only
 * in their season) at least `min_days` ahead.
 */
export type DemoDate = { in_days: number } | { next: string; min_days: number };

/** The date ('YYYY-MM-DD', in `timeZone`) a demo date falls on, counted from `now`. */
export function demoDate(spec: DemoDate, timeZone: string, now: Date): string {
  const today = localParts(now, timeZone);
  if ('in_days' in spec) return isoDate(addDays(today, spec.in_days));
  const earliest = isoDate(addDays(today, spec.min_days));
  for (const year of [today.year, today.year + 1, today.year + 2]) {
    const candidate = `${year}-${spec.next}`;
    if (candidate >= earliest) return candidate;
  }
  throw new Error(`demo date: no ${spec.next} after ${earliest}`);
}

/** The civil date `days` after an ISO date. */
export const plusDays = (date: string, days: number) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return isoDate(addDays({ year, month, day }, days));
};

/** The moment `days` days before `now` (bookings and payments of the demo are placed by it). */
export const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);
