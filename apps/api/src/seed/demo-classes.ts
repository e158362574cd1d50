import type { ClassCategory, ClassFormat, ClassLevel, Language } from '@sangam/contracts';
import { addDays, isoDate, localParts } from '@sangam/panchang';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../db/client';
import { classSearchFields } from '../modules/classes';
import type { DateOverride, WeeklyHours } from '../modules/classes/slots';
import { toTextArray } from '../modules/community/communities';
import content from './data/demo-classes.json';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-users';
import { createUser } from './factories';

/**
 * A date override written relative to the day the demo is loaded, so a demo database always has
 * one ahead of it: the first such weekday after that day (week 1), or the one a week later (week 2).
 */
interface DemoOverride {
  /** 0 Sunday … 6 Saturday, in the tutor's zone. */
  weekday: number;
  week: 1 | 2;
  /** The hours of that date instead of the weekly ones; empty for a day off. */
  intervals: DateOverride['intervals'];
  /** Why (for the editors; not stored). */
  note: string;
}

interface DemoClass {
  slug: string;
  /** Title and description are written in the class's own language. */
  title: string;
  description: string;
  category: ClassCategory;
  language: Language;
  level: ClassLevel;
  age_min: number;
  age_max: number;
  format: ClassFormat;
  /** Online classes: the meeting link. */
  meeting_url?: string;
  /** In-person classes: where, in the tutor's city. */
  address?: string;
  duration_minutes: number;
  /** 1 for one-to-one; more for a group. */
  capacity: number;
  /** Minor units (paise, cents); 0 is free. */
  price_minor: number;
  currency: string;
  cancellation_hours: number;
}

export interface DemoTutor {
  username: string;
  display_name: string;
  preferred_language: Language;
  headline: string;
  /** The bio in English, and for some tutors in their teaching language too (stored one after the other). */
  bio: Partial<Record<Language, string>> & { en: string };
  slug: string;
  languages: Language[];
  specialities: string[];
  time_zone: string;
  availability: {
    weekly: WeeklyHours[];
    overrides: DemoOverride[];
    buffer_before_minutes: number;
    buffer_after_minutes: number;
    minimum_notice_hours: number;
    horizon_days: number;
  };
  classes: DemoClass[];
}

export const DEMO_CLASSES: { tutors: DemoTutor[] } = content as { tutors: DemoTutor[] };

/** The profile bio: English first, then the tutor's own language, a blank line between. */
const tutorBio = (tutor: DemoTutor) =>
  [tutor.bio.en, ...Object.entries(tutor.bio).flatMap(([lang, text]) => (lang === 'en' ? [] : [text]))].join('\n\n');

/** The date (in the tutor's zone) an override falls on, counted from `now`. */
function overrideDate(override: DemoOverride, timeZone: string, now: Date): string {
  const today = localParts(now, timeZone);
  let date = addDays(today, 1);
  while (new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() !== override.weekday)
    date = addDays(date, 1);
  return isoDate(addDays(date, 7 * (override.week - 1)));
}

/** The overrides as the availability stores them, dated from `now`. */
const datedOverrides = (tutor: DemoTutor, now: Date): DateOverride[] =>
  tutor.availability.overrides
    .map((o) => ({ date: overrideDate(o, tutor.time_zone, now), intervals: o.intervals }))
    .sort((a, b) => a.date.localeCompare(b.date));

/**
 * Classes with tutors: the tutor accounts (demo password, like the other demo accounts) with their
 * creator profiles, each tutor's public profile and weekly hours, and their classes in ten
 * languages. No bookings: every slot is open. A username held by an account that is not a tutor,
 * or a slug already taken, is left as it is and its tutor or class skipped.
 */
export async function seedDemoClasses(db: Db): Promise<void> {
  const now = new Date();
  for (const tutor of DEMO_CLASSES.tutors) {
    const userId = await tutorAccount(db, tutor);
    if (userId === null) continue;
    const [inserted] = await selectRows<{ user_id: number }>(
      db,
      sql`insert into tutors (user_id, slug, languages, specialities, time_zone)
          values (${userId}, ${tutor.slug}, ${toTextArray(tutor.languages)}, ${toTextArray(tutor.specialities)},
                  ${tutor.time_zone})
          on conflict do nothing returning user_id`,
    );
    if (!inserted) continue;
    const a = tutor.availability;
    await db.execute(
      sql`insert into tutor_availability (tutor_id, weekly, overrides, buffer_before_minutes, buffer_after_minutes,
                                          minimum_notice_minutes, horizon_days)
          values (${userId}, ${JSON.stringify(a.weekly)}::jsonb, ${JSON.stringify(datedOverrides(tutor, now))}::jsonb,
                  ${a.buffer_before_minutes}, ${a.buffer_after_minutes}, ${a.minimum_notice_hours * 60},
                  ${a.horizon_days})`,
    );
    for (const c of tutor.classes) {
      const search = classSearchFields(c.title, c.description, c.category);
      await db.execute(
        sql`insert into classes (slug, tutor_id, title, description, category, language, level, age_min, age_max,
                                 format, meeting_url, address, duration_minutes, capacity, price_minor, currency,
                                 cancellation_hours, search_head, search_body)
            values (${c.slug}, ${userId}, ${c.title}, ${c.description}, ${c.category}, ${c.language}, ${c.level},
                    ${c.age_min}, ${c.age_max}, ${c.format}, ${c.format === 'online' ? (c.meeting_url ?? '') : ''},
                    ${c.format === 'in_person' ? (c.address ?? '') : ''}, ${c.duration_minutes}, ${c.capacity},
                    ${c.price_minor}, ${c.currency}, ${c.cancellation_hours}, ${search.searchHead}, ${search.searchBody})
            on conflict do nothing`,
      );
    }
  }
}

/**
 * The tutor's account: created with its creator profile when missing; an existing tutor keeps its
 * account, and its profile gets the fuller bio unless someone has edited it since the demo made it.
 * Null when the username belongs to an account that is not a tutor.
 */
async function tutorAccount(db: Db, tutor: DemoTutor): Promise<number | null> {
  const [existing] = await selectRows<{ id: number; creator_type: string | null; bio: string | null }>(
    db,
    sql`select u.id, p.creator_type, p.bio from users u left join creator_profiles p on p.user_id = u.id
        where lower(u.username) = ${tutor.username.toLowerCase()}`,
  );
  if (existing) {
    if (existing.creator_type !== 'tutor') return null;
    const seeded = DEMO_ACCOUNTS.find((account) => account.username === tutor.username);
    if (seeded && 'bio' in seeded && existing.bio === seeded.bio)
      await db.execute(
        sql`update creator_profiles set headline = ${tutor.headline}, bio = ${tutorBio(tutor)}, updated_at = now()
            where user_id = ${existing.id}`,
      );
    return existing.id;
  }
  const user = await createUser(db, {
    username: tutor.username,
    email: `${tutor.username}@demo.sanatansangam.org`,
    password: DEMO_PASSWORD,
    displayName: tutor.display_name,
    preferredLanguage: tutor.preferred_language,
    creatorType: 'tutor',
    headline: tutor.headline,
    bio: tutorBio(tutor),
  });
  return user.id;
}
