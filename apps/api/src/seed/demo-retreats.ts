import { depositMinor, type Language, type RetreatType } from '@sangam/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { retreatBookings, retreatPackages, retreats } from '../db/schema';
import type { RefundStep } from '@sangam/contracts';
import { storeSearchKeys } from '../lib/search';
import { searchableRetreats } from '../modules/retreats';
import { lockRetreatNights, takeNights } from '../modules/retreats/nights';
import content from './data/demo-retreats.json';
import { daysAgo, demoCreatorAccount, demoDate, demoUserId, plusDays, type DemoCreator } from './demo-creators';

export interface DemoRetreat {
  slug: string;
  /** The host's username. */
  host: string;
  /** Title, summary, description, teachers, schedule, included and packages are written in content_language. */
  title: string;
  summary: string;
  description: string;
  type: RetreatType;
  content_language: Language;
  languages: Language[];
  /** Place, country and address stay in English (Latin script), so filters and maps read one spelling. */
  place: string;
  country: string;
  address: string;
  latitude: number;
  longitude: number;
  time_zone: string;
  teachers: Array<{ name: string; bio: string }>;
  schedule: Array<{ time: string; activity: string }>;
  included: string[];
  date_mode: 'fixed' | 'flexible';
  /** Fixed: each departure starts `in_days` after the day the demo is loaded, for `nights`. */
  departures?: Array<{ in_days: number; nights: number }>;
  /** Flexible: the window, counted from the day the demo is loaded. */
  available?: { from_in_days: number; until_in_days: number };
  min_nights?: number;
  max_nights?: number;
  deposit_percent: number;
  cancellation_policy: RefundStep[];
  currency: string;
  /** Price per person: for the whole departure (fixed) or per night (flexible). */
  packages: Array<{ name: string; description: string; price_minor: number; capacity: number }>;
}

/** A demo guest's stay: one of the departures (fixed), or a start and nights (flexible). */
export interface DemoRetreatBooking {
  retreat: string;
  /** The package's name. */
  package: string;
  guest: string;
  departure?: number;
  start_in_days?: number;
  nights?: number;
  guests: number;
  note: string;
  booked_days_ago: number;
}

export const DEMO_RETREATS = content as {
  hosts: DemoCreator[];
  retreats: DemoRetreat[];
  bookings: DemoRetreatBooking[];
};

/** The departures of a fixed retreat, dated from `now` in its zone. */
const retreatDepartures = (retreat: DemoRetreat, now: Date) =>
  (retreat.departures ?? []).map((d) => {
    const start = demoDate({ in_days: d.in_days }, retreat.time_zone, now);
    return { start, end: plusDays(start, d.nights) };
  });

/**
 * Retreats with their hosts (retreat_rep creators; ganga_retreats from the first step gets its
 * fuller profile), packages, fixed departures or flexible windows dated from the day the demo is
 * loaded, and a few stays of the demo learner. Photos stay empty: the web app draws a placeholder,
 * and no remote image is ever shown. A slug already taken, or a host name held by another kind of
 * account, is left as it is and what belongs to it skipped.
 */
export async function seedDemoRetreats(db: Db): Promise<void> {
  const now = new Date();
  const hosts = new Map<string, number>();
  /** The retreats this step made, by slug: only they get demo stays. */
  const seeded = new Map<string, number>();
  for (const host of DEMO_RETREATS.hosts) {
    const id = await demoCreatorAccount(db, host);
    if (id !== null) hosts.set(host.username, id);
  }
  for (const r of DEMO_RETREATS.retreats) {
    const hostId = hosts.get(r.host);
    if (hostId === undefined) continue;
    const departures = r.date_mode === 'fixed' ? retreatDepartures(r, now) : [];
    const nights = (r.departures ?? []).map((d) => d.nights);
    const [row] = await db
      .insert(retreats)
      .values({
        slug: r.slug,
        hostId,
        title: r.title,
        summary: r.summary,
        description: r.description,
        type: r.type,
        contentLanguage: r.content_language,
        languages: r.languages,
        place: r.place,
        country: r.country,
        address: r.address,
        latitude: r.latitude,
        longitude: r.longitude,
        timeZone: r.time_zone,
        teachers: r.teachers,
        schedule: r.schedule,
        included: r.included,
        dateMode: r.date_mode,
        departures,
        availableFrom: r.available ? demoDate({ in_days: r.available.from_in_days }, r.time_zone, now) : null,
        availableUntil: r.available ? demoDate({ in_days: r.available.until_in_days }, r.time_zone, now) : null,
        // A fixed retreat's stays are its departures.
        minNights: r.min_nights ?? Math.min(...nights),
        maxNights: r.max_nights ?? Math.max(...nights),
        depositPercent: r.deposit_percent,
        cancellationPolicy: r.cancellation_policy,
        currency: r.currency,
        createdAt: daysAgo(now, 30),
        updatedAt: daysAgo(now, 30),
      })
      .onConflictDoNothing()
      .returning({ id: retreats.id });
    if (!row) continue;
    seeded.set(r.slug, row.id);
    await storeSearchKeys(db, searchableRetreats, [row.id]);
    await db.insert(retreatPackages).values(
      r.packages.map((p, position) => ({
        retreatId: row.id,
        name: p.name,
        description: p.description,
        priceMinor: p.price_minor,
        capacity: p.capacity,
        position,
      })),
    );
  }
  for (const booking of DEMO_RETREATS.bookings) {
    const retreatId = seeded.get(booking.retreat);
    if (retreatId !== undefined) await bookStay(db, retreatId, booking, now);
  }
}

/**
 * A confirmed stay with its deposit paid, its guests counted on every night of it through the same
 * takeNights a real booking uses (decision 013), so retreat_nights always equals the bookings.
 */
async function bookStay(db: Db, retreatId: number, booking: DemoRetreatBooking, now: Date) {
  const retreat = DEMO_RETREATS.retreats.find((r) => r.slug === booking.retreat)!;
  const guestId = await demoUserId(db, booking.guest);
  const [pkg] = await db
    .select({ id: retreatPackages.id, priceMinor: retreatPackages.priceMinor })
    .from(retreatPackages)
    .where(and(eq(retreatPackages.retreatId, retreatId), eq(retreatPackages.name, booking.package)));
  if (guestId === null || !pkg) return;
  const departure = booking.departure === undefined ? null : retreatDepartures(retreat, now)[booking.departure]!;
  const start = departure?.start ?? demoDate({ in_days: booking.start_in_days! }, retreat.time_zone, now);
  const end = departure?.end ?? plusDays(start, booking.nights!);
  // A fixed departure is priced per person for the whole stay; a flexible stay per person and night.
  const total = pkg.priceMinor * (departure ? 1 : booking.nights!) * booking.guests;
  const bookedAt = daysAgo(now, booking.booked_days_ago);
  await lockRetreatNights(db, retreatId);
  await takeNights(db, { packageId: pkg.id, start, end, guests: booking.guests });
  await db.insert(retreatBookings).values({
    retreatId,
    packageId: pkg.id,
    guestId,
    startDate: start,
    endDate: end,
    guests: booking.guests,
    status: 'confirmed',
    idempotencyKey: `demo-${booking.retreat}`,
    totalMinor: total,
    depositMinor: depositMinor(total, retreat.deposit_percent),
    currency: retreat.currency,
    cancellationPolicy: retreat.cancellation_policy,
    note: booking.note,
    paidAt: bookedAt,
    paymentProvider: 'direct',
    createdAt: bookedAt,
    updatedAt: bookedAt,
  });
}
